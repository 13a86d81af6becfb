import { styled } from 'styled-components';

export const Root = styled.section`
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
`;

export const Items = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-5);
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    justify-items: center;
    gap: var(--ui-space-2);
    max-width: 200px;
    text-align: center;
    font-weight: var(--ui-font-weight-strong);
  }
  a {
    color: var(--ui-color-accent-strong);
  }
  a:focus-visible {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
`;
