import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';

export const ZipFieldRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) minmax(0, 2fr);
  gap: var(--ui-space-4);
  align-items: start;

  ${media.small} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const ZipStatus = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-sm);

  &[data-tone='danger'] {
    color: var(--ui-color-danger);
  }
  &[data-tone='success'] {
    color: var(--ui-color-success);
  }
`;
