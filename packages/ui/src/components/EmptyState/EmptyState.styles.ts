import { styled } from 'styled-components';

export const EmptyStateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ui-space-3);
  padding: var(--ui-space-7) var(--ui-space-4);
  text-align: center;
  color: var(--ui-color-text);
`;

export const EmptyStateTitle = styled.p`
  margin: 0;
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-xl);
  font-weight: var(--ui-font-weight-heading);
`;

export const EmptyStateBody = styled.div`
  max-width: 40rem;
  color: var(--ui-color-text-muted);
`;
