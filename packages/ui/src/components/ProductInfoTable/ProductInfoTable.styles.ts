import { styled } from 'styled-components';

// The table scrolls sideways on narrow screens instead of squeezing eight columns; the scroll box is focusable
// so keyboard users can scroll it too.
export const Scroller = styled.div`
  max-width: 100%;
  overflow-x: auto;

  &:focus-visible {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: var(--ui-color-text);
  background: var(--ui-color-surface);
  font-family: var(--ui-font-body);
  font-size: var(--ui-font-size-sm);

  caption {
    padding-block-end: var(--ui-space-2);
    font-family: var(--ui-font-heading);
    font-size: var(--ui-font-size-lg);
    font-weight: var(--ui-font-weight-heading);
    text-align: left;
  }
  th,
  td {
    padding: var(--ui-space-2) var(--ui-space-3);
    border-bottom: 1px solid var(--ui-color-border);
    text-align: left;
    white-space: nowrap;
  }
  thead th {
    background: var(--ui-color-accent);
    color: var(--ui-color-accent-contrast);
    font-weight: var(--ui-font-weight-strong);
  }
  tbody tr:nth-child(even) {
    background: var(--ui-color-surface-alt);
  }
`;
