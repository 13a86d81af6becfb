import { styled, keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerRoot = styled.span`
  display: inline-flex;
  color: var(--ui-color-accent);

  svg {
    animation: ${spin} 0.9s linear infinite;
  }
  &[data-size='sm'] svg {
    width: 16px;
    height: 16px;
  }
  &[data-size='md'] svg {
    width: 24px;
    height: 24px;
  }
  &[data-size='lg'] svg {
    width: 40px;
    height: 40px;
  }
`;
