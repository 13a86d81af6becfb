import { styled } from 'styled-components';

export const ErrorList = styled.ul`
  margin: 0;
  padding-left: var(--ui-space-5);
  color: var(--ui-color-text);
  font-size: var(--ui-font-size-md);
  line-height: 1.5;
`;
