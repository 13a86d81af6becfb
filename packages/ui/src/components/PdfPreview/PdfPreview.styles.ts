import { styled } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const PdfPreviewRoot = styled.figure`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  margin: 0;
  font-family: var(--ui-font-body);
`;

/** The page's box: its drawn size at most, never wider than the container, the page's proportions throughout. */
export const PdfPage = styled.div<{ $width: number; $height: number }>`
  position: relative;
  max-width: ${(props) => props.$width}px;
  aspect-ratio: ${(props) => `${props.$width} / ${props.$height}`};
  display: grid;
  place-items: center;
  width: 100%;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface-alt);
  overflow: hidden;
`;

export const PdfCanvas = styled.canvas`
  display: block;
  width: 100%;
  height: 100%;
  background: #fff;

  &[hidden] {
    display: none;
  }
`;

export const PdfMessage = styled.p`
  margin: 0;
  padding: var(--ui-space-4);
  color: var(--ui-color-text);
  font-size: var(--ui-font-size-sm);
  text-align: center;
`;

export const PdfDownload = styled.a`
  align-self: flex-start;
  color: var(--ui-color-accent);
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-strong);
  text-decoration: underline;
  text-underline-offset: 3px;
  ${focusRing}

  &:hover {
    color: var(--ui-color-accent-strong);
  }
`;
