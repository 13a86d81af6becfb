import { styled } from 'styled-components';

export const SectionTitle = styled.h2`
  margin: 0;
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-lg);
  color: var(--ui-color-text);
`;
