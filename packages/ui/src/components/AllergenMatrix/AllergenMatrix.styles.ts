import { styled } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Root = styled.div`
  display: grid;
  gap: var(--ui-space-5);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
`;

export const Form = styled.form`
  display: grid;
  gap: var(--ui-space-4);
  padding: var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-alt);

  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend,
  label {
    font-weight: 700;
  }
  legend {
    padding: 0;
    margin-block-end: var(--ui-space-2);
  }

  @media print {
    display: none;
  }
`;

export const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2) var(--ui-space-4);

  label {
    display: inline-flex;
    align-items: center;
    gap: var(--ui-space-2);
    font-weight: 400;
    min-height: 24px;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: var(--ui-color-accent);
  }
`;

export const Selects = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: var(--ui-space-3);

  label {
    display: grid;
    gap: var(--ui-space-1);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-3);

  /* On paper only the summary stays: the download and print controls mean nothing there. */
  @media print {
    a,
    button {
      display: none;
    }
  }
`;

export const Summary = styled.p`
  margin: 0;

  @media print {
    font-size: 10pt;
  }
`;

// The table scrolls inside its own box (both ways), so the header row stays in view while the rows scroll under
// it and the product column stays while the allergen columns scroll sideways. The box is focusable so keyboard
// users can scroll it (WCAG 2.1.1). Printed, the box opens up and the page is landscape (set by the page).
export const Scroller = styled.div`
  max-width: 100%;
  max-height: 75vh;
  overflow: auto;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);

  &:focus-visible {
    ${focusRing}
  }

  @media print {
    max-height: none;
    overflow: visible;
    border: 0;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  background: var(--ui-color-surface);
  font-size: var(--ui-font-size-sm);

  caption {
    padding: var(--ui-space-2) var(--ui-space-3);
    font-family: var(--ui-font-heading);
    font-size: var(--ui-font-size-lg);
    font-weight: 700;
    text-align: left;
  }
  th,
  td {
    padding: var(--ui-space-2) var(--ui-space-3);
    border-bottom: 1px solid var(--ui-color-border);
    text-align: left;
    vertical-align: top;
  }
  td {
    white-space: nowrap;
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 2;
    background: var(--ui-color-accent);
    color: var(--ui-color-accent-contrast);
    font-weight: 700;
    vertical-align: bottom;
  }
  thead th:first-child {
    left: 0;
    z-index: 3;
  }
  tbody th {
    position: sticky;
    left: 0;
    z-index: 1;
    min-width: 12rem;
    max-width: 18rem;
    background: var(--ui-color-surface);
    font-weight: 400;
  }
  tbody tr:nth-child(even) th,
  tbody tr:nth-child(even) td {
    background: var(--ui-color-surface-alt);
  }
  tbody th a {
    color: var(--ui-color-text);
    font-weight: 700;
  }
  tbody th a:focus-visible {
    ${focusRing}
  }
  /* Only 'Contains' cells carry the attribute (a long matrix sends 'Free' hundreds of times): the allergen
     cells are every row's 3rd to next-to-last. */
  [data-contains] {
    font-weight: 700;
  }
  tbody td:nth-child(n + 3):nth-last-child(n + 2):not([data-contains]) {
    color: var(--ui-color-text-muted);
  }

  @media print {
    font-size: 8pt;

    /* Dense rows on paper (one line each, the code beside the name): the whole matrix of some 480 products takes
       about a dozen landscape pages instead of forty. */
    th,
    td {
      padding: 1.5pt 4pt;
      line-height: 1.25;
    }
    thead th,
    tbody th {
      position: static;
    }
    tbody th {
      max-width: none;
    }
    thead th {
      background: none;
      color: #000;
      border-bottom: 2px solid #000;
    }
    tr {
      break-inside: avoid;
    }
    thead {
      display: table-header-group;
    }
  }
`;

export const Code = styled.span`
  display: block;
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-xs);

  @media print {
    display: inline;
    margin-left: 4pt;
    font-size: inherit;
  }
`;
