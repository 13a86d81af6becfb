import { styled } from 'styled-components';

export const LoadingRoot = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--ui-space-3);
  padding: var(--ui-space-5);
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-md);

  &[data-inline='true'] {
    display: inline-flex;
    padding: 0;
  }
`;
