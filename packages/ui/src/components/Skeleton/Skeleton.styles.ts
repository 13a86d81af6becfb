import { css, keyframes, styled } from 'styled-components';

const pulse = keyframes`
  50% { opacity: 0.25; }
`;

/** The grey shape standing in for content; it pulses only for visitors who have not asked for less motion. */
const bone = css`
  display: block;
  background-color: var(--ui-color-border);
  opacity: 0.5;

  @media (prefers-reduced-motion: no-preference) {
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
`;

export const SkeletonRoot = styled.div`
  display: grid;
  gap: var(--ui-space-2);
  width: 100%;

  &[data-variant='card'] {
    padding-bottom: var(--ui-space-3);
    border-radius: var(--ui-radius-md);
    background: var(--ui-color-surface-alt);
    overflow: hidden;
  }
`;

/** Holds the shapes when the root is a status region, so only its label is read. */
export const SkeletonShapes = styled.div`
  display: contents;
`;

/** One line of text: a 1.3em line box whose bar leaves the line's leading blank. */
export const SkeletonLine = styled.span`
  ${bone}
  box-sizing: border-box;
  height: 1.3em;
  padding-block: 0.2em;
  background-clip: content-box;
  border-radius: var(--ui-radius-sm);

  [data-variant='text'] &:last-child:not(:first-child) {
    width: 60%;
  }
  [data-variant='card'] & {
    margin-inline: var(--ui-space-3);
  }
`;

export const SkeletonLines = styled.div`
  display: grid;
`;

export const SkeletonBlock = styled.span<{ $height: string }>`
  ${bone}
  width: 100%;
  height: ${({ $height }) => $height};
  border-radius: var(--ui-radius-md);
`;

export const SkeletonMedia = styled.span<{ $size: number }>`
  ${bone}
  width: 100%;
  max-width: ${({ $size }) => $size}px;
  aspect-ratio: 1;
  margin-inline: auto;
`;
