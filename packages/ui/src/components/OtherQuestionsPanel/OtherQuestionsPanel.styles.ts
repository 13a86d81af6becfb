import { styled } from 'styled-components';

export const PanelRoot = styled.section`
  display: grid;
  gap: var(--ui-space-3);
  justify-items: start;
  padding: var(--ui-space-5);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  font-family: var(--ui-font-body);
  color: var(--ui-color-text);

  & p {
    margin: 0;
  }
`;
