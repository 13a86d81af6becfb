import { styled } from 'styled-components';

export const FormTitle = styled.h2`
  margin: 0;
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-xl);
  color: var(--ui-color-text);
`;
