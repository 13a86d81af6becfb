import { styled } from 'styled-components';

export const Frame = styled.div`
  display: grid;
  place-items: center;
  padding: var(--ui-space-2);
  background: var(--ui-color-surface);
`;
