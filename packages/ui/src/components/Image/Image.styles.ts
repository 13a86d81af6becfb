import { styled } from 'styled-components';

interface BoxProps {
  /** Intrinsic width in CSS px: the largest displayed width. */
  $width: number;
  /** Intrinsic height in CSS px; with $width it reserves the aspect ratio before the image loads. */
  $height: number;
}

export const ImageRoot = styled.img<BoxProps>`
  display: block;
  aspect-ratio: ${({ $width, $height }) => `${$width} / ${$height}`};
  max-width: ${({ $width }) => $width}px;
  width: 100%;
  height: auto;
  object-fit: contain;

  &[data-fit='cover'] {
    object-fit: cover;
  }
`;

export const ImagePlaceholder = styled.div<BoxProps>`
  display: flex;
  aspect-ratio: ${({ $width, $height }) => `${$width} / ${$height}`};
  max-width: ${({ $width }) => $width}px;
  align-items: center;
  justify-content: center;
  width: 100%;
  border: 1px dashed var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface-alt);
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-sm);
  text-align: center;
`;
