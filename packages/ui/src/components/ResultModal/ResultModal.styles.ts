import { styled } from 'styled-components';

export const ResultIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: var(--ui-radius-pill);
  background: var(--ui-color-success);
  color: var(--ui-color-surface);
  font-size: var(--ui-font-size-xl);
  font-weight: var(--ui-font-weight-strong);

  &[data-variant='error'] {
    background: var(--ui-color-danger);
  }
`;
