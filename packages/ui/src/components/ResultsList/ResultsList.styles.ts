import { styled } from 'styled-components';

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
  font-weight: 600;
`;
