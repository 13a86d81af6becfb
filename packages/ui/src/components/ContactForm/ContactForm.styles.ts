import { styled } from 'styled-components';

export const FormIntro = styled.p`
  margin: 0;
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-sm);
`;
