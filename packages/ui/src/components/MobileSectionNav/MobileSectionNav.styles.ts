import { styled } from 'styled-components';

export const Nav = styled.nav`
  background: var(--ui-color-surface);
  border-bottom: 1px solid var(--ui-color-border);
  font-family: var(--ui-font-body);

  ul {
    display: flex;
    gap: var(--ui-space-2);
    margin: 0;
    padding: var(--ui-space-2);
    overflow-x: auto;
    list-style: none;
  }
`;

export const SectionLink = styled.a`
  display: inline-block;
  padding: var(--ui-space-2) var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-pill);
  color: var(--ui-color-text);
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-strong);
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    border-color: var(--ui-color-accent);
  }
  &[aria-current='location'] {
    border-color: var(--ui-color-accent-strong);
    background: var(--ui-color-accent-strong);
    color: var(--ui-color-accent-contrast);
  }
  &:focus-visible {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
`;
