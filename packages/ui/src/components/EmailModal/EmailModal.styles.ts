import { styled } from 'styled-components';

export const EmailFormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
`;

export const EmailMessage = styled.p`
  margin: 0;
  padding: var(--ui-space-3) var(--ui-space-4);
  border-left: 4px solid var(--ui-color-success);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface-alt);
  color: var(--ui-color-text);
  font-weight: var(--ui-font-weight-strong);

  &[data-tone='danger'] {
    border-left-color: var(--ui-color-danger);
    color: var(--ui-color-danger);
  }
`;

export const EmailActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--ui-space-3);
`;
