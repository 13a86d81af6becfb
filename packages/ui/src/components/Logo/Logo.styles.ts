import { styled } from 'styled-components';

export const LogoRoot = styled.svg`
  display: block;
  height: 40px;
  width: auto;
  color: var(--ui-color-accent);

  &[data-size='sm'] {
    height: 32px;
  }
`;
