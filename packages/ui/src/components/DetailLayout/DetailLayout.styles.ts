import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';

export const DetailRoot = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: var(--ui-space-6) var(--ui-space-4) var(--ui-space-8);
`;

export const DetailTop = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  gap: var(--ui-space-7);
  align-items: start;

  &[data-media='wide'] {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: var(--ui-space-5);

    &[data-media='wide'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

export const DetailSummary = styled.div`
  display: grid;
  gap: var(--ui-space-4);
  align-content: start;

  h1 {
    margin: 0;
  }
`;

export const DetailMeta = styled.p`
  margin: 0;
  color: var(--ui-color-text-muted);
`;

export const DetailActionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);

  /* A printed page is the information, not the buttons that print or send it. */
  @media print {
    display: none;
  }
`;
