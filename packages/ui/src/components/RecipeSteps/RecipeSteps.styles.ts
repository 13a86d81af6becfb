import { styled } from 'styled-components';

export const List = styled.ol`
  display: grid;
  gap: var(--ui-space-3);
  margin: 0;
  padding-inline-start: var(--ui-space-5);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
  line-height: 1.5;

  li::marker {
    font-weight: var(--ui-font-weight-strong);
    color: var(--ui-color-accent-strong);
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

/** A plus-one reference looks like a link but opens a pop-up, so it is a button. */
export const RefButton = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: var(--ui-color-accent-strong);
  font: inherit;
  font-weight: var(--ui-font-weight-strong);
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
`;
