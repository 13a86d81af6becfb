import { styled } from 'styled-components';
import { Loading } from '../Loading/Loading';

export const ResultsRoot = styled.div`
  display: grid;
  gap: var(--ui-space-4);
`;

export const ResultsStatus = styled.p`
  margin: 0;
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-sm);
`;

export const ResultsMore = styled.div`
  display: flex;
  justify-content: center;
  padding: var(--ui-space-6) 0;
`;

export const NextPageLink = styled.a`
  font-weight: var(--ui-font-weight-strong);
`;

/**
 * The next page's placeholders; the loading notice floats over their top, so it moves nothing either. What the
 * infinite scroll watches: their whole height, so the next page loads as soon as any of them comes near the
 * viewport, even after a jump past their top (End, a link to the bottom).
 */
export const Pending = styled.div`
  position: relative;
`;

export const PendingLoading = styled(Loading)`
  position: absolute;
  z-index: 1;
  top: var(--ui-space-4);
  left: 50%;
  padding: var(--ui-space-2) var(--ui-space-4);
  border-radius: var(--ui-radius-pill);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-shadow-sm);
  transform: translateX(-50%);
`;
