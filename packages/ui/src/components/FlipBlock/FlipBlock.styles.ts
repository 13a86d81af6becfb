import { styled } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const FlipBlockRoot = styled.div`
  position: relative;
  display: grid;
  min-height: 220px;
  /* Each face turns on its own, so the toggle button can sit between them in reading order. */
  perspective: 1200px;
  color: var(--ui-color-text);
`;

export const FlipBlockFace = styled.div`
  grid-area: 1 / 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--ui-space-3);
  min-width: 0;
  /* Room at the bottom for the flip button, which overlaps both faces. */
  padding: var(--ui-space-5) var(--ui-space-5) calc(var(--ui-space-7) + var(--ui-space-3));
  border-radius: var(--ui-radius-lg);
  text-align: center;
  backface-visibility: hidden;
  transition: transform 600ms ease;

  &[data-face='front'] {
    border: 1px solid var(--ui-color-border);
    border-top: 4px solid var(--ui-color-accent);
    background: var(--ui-color-surface-alt);
    color: var(--ui-color-text);
    font-family: var(--ui-font-heading);
    font-size: var(--ui-font-size-xl);
    font-weight: var(--ui-font-weight-heading);
    line-height: 1.2;
    transform: rotateY(0deg);
  }

  &[data-face='back'] {
    background: var(--ui-color-accent-strong);
    color: var(--ui-color-accent-contrast);
    font-size: var(--ui-font-size-md);
    line-height: 1.5;
    transform: rotateY(180deg);
  }

  [data-flipped='true'] > &[data-face='front'] {
    transform: rotateY(-180deg);
  }
  [data-flipped='true'] > &[data-face='back'] {
    transform: rotateY(0deg);
  }
  /* The face turned away takes no clicks (it is still read by screen readers). */
  [data-flipped='false'] > &[data-face='back'],
  [data-flipped='true'] > &[data-face='front'] {
    pointer-events: none;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const FlipBlockDetail = styled.div`
  max-width: 40ch;

  & > p {
    margin: 0;
  }
`;

export const FlipBlockLink = styled.a`
  color: inherit;
  font-weight: var(--ui-font-weight-strong);
  text-decoration: underline;
  text-underline-offset: 3px;

  &:focus-visible {
    outline: 3px solid var(--ui-color-accent-contrast);
    outline-offset: 3px;
    border-radius: var(--ui-radius-sm);
  }
`;

export const FlipBlockToggle = styled.button`
  position: absolute;
  right: var(--ui-space-3);
  bottom: var(--ui-space-3);
  z-index: 1;
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-height: 44px;
  padding: var(--ui-space-2) var(--ui-space-4);
  border: 2px solid var(--ui-color-accent);
  border-radius: var(--ui-radius-pill);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-strong);
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: var(--ui-color-surface-alt);
  }

  svg {
    transition: transform 600ms ease;
  }
  &[aria-pressed='true'] svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;
