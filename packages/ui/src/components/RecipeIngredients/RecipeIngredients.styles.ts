import { styled } from 'styled-components';

export const List = styled.ul`
  display: grid;
  gap: var(--ui-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
  line-height: 1.5;

  li {
    padding-bottom: var(--ui-space-2);
    border-bottom: 1px solid var(--ui-color-border);
  }
  a {
    color: var(--ui-color-accent-strong);
    font-weight: var(--ui-font-weight-strong);
  }
  a:focus-visible {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
`;

export const Quantity = styled.span`
  font-weight: var(--ui-font-weight-strong);
`;

export const Notes = styled.span`
  color: var(--ui-color-text-muted);
`;
