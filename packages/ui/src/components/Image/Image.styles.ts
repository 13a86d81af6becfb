import styled from 'styled-components';

export const ImageRoot = styled.img`
  display: block;
  width: 100%;
  height: auto;
  object-fit: contain;

  &[data-fit='cover'] {
    object-fit: cover;
  }
`;

export const ImagePlaceholder = styled.div`
  display: flex;
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
