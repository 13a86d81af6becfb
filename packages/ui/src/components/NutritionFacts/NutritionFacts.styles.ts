import { styled } from 'styled-components';

// The familiar label: black-on-white, a hairline between rows and thick rules between the blocks. Text colour
// and rules use the body text token, which meets AA on the surface in every theme.
export const Table = styled.table`
  width: 100%;
  max-width: 24rem;
  border-collapse: collapse;
  border: 1px solid var(--ui-color-text);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
  font-size: var(--ui-font-size-sm);

  caption {
    caption-side: top;
    padding: var(--ui-space-2) var(--ui-space-2) var(--ui-space-1);
    border: 1px solid var(--ui-color-text);
    border-bottom: 0;
    font-family: var(--ui-font-heading);
    font-size: var(--ui-font-size-2xl);
    font-weight: 800;
    text-align: left;
  }

  th,
  td {
    padding: var(--ui-space-1) var(--ui-space-2);
    border-top: 1px solid var(--ui-color-text);
    text-align: left;
    vertical-align: baseline;
  }
  th[scope='row'] {
    font-weight: var(--ui-font-weight-strong);
  }
  td:last-child,
  thead th:last-child {
    text-align: right;
  }
  thead th {
    border-top: 0;
    font-size: var(--ui-font-size-xs);
    font-weight: var(--ui-font-weight-strong);
  }

  tr[data-level='sub'] th[scope='row'] {
    padding-inline-start: var(--ui-space-5);
    font-weight: 400;
  }
  tr[data-rule='thick'] > * {
    border-top: 8px solid var(--ui-color-text);
  }
  tr[data-rule='medium'] > * {
    border-top: 4px solid var(--ui-color-text);
  }
  tr[data-row='calories'] > * {
    font-size: var(--ui-font-size-lg);
    font-weight: 800;
  }
  tbody[data-part='vitamins'] th[scope='row'] {
    font-weight: 400;
  }
`;
