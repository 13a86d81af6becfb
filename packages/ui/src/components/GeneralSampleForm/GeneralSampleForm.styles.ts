import { styled } from 'styled-components';

export const ConsumerNotice = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  padding: var(--ui-space-5);
  border-left: 4px solid var(--ui-color-accent);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-alt);
  color: var(--ui-color-text);

  & p {
    margin: 0;
    line-height: 1.5;
  }

  & a {
    color: var(--ui-color-accent);
    font-weight: var(--ui-font-weight-strong);
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  & a:hover {
    color: var(--ui-color-accent-strong);
  }
`;
