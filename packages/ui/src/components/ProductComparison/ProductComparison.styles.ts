import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';
import { focusRing, visuallyHiddenStyles } from '../../theme/mixins';

export const Root = styled.div`
  display: grid;
  gap: var(--ui-space-4);
  min-width: 0;
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
`;

export const Problem = styled.div`
  display: grid;
  gap: var(--ui-space-4);
  padding: var(--ui-space-5);
  border: 1px solid var(--ui-color-border);
  border-left: 6px solid var(--ui-color-danger);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-alt);

  &[data-severity='info'] {
    border-left-color: var(--ui-color-accent);
  }
  p {
    margin: 0;
    font-size: var(--ui-font-size-md);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2) var(--ui-space-3);

  @media print {
    &[data-print='hide'] {
      display: none;
    }
  }
`;

export const SwitchBox = styled.section`
  display: grid;
  gap: var(--ui-space-3);
  padding: var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-alt);

  h2 {
    margin: 0;
    font-family: var(--ui-font-heading);
    font-size: var(--ui-font-size-lg);
  }
  a {
    justify-self: start;
  }
`;

export const SwitchList = styled.ul`
  display: grid;
  gap: var(--ui-space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: var(--ui-space-2) var(--ui-space-3);
    border-left: 4px solid var(--ui-color-success);
    background: var(--ui-color-surface);
  }
  li[data-attention='true'] {
    border-left-color: var(--ui-color-danger);
  }
  li span {
    display: block;
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-lg);
`;

export const Summary = styled.p`
  margin: 0;
`;

// The table scrolls sideways inside its own box on narrow screens (the page itself never does); the box is
// focusable so keyboard users can scroll it (WCAG 2.1.1). The feature column stays in view while it scrolls.
export const Scroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);

  &:focus-visible {
    ${focusRing}
  }

  @media print {
    overflow: visible;
    border: 0;
  }
`;

export const Table = styled.table`
  width: 100%;
  min-width: 36rem;
  border-collapse: separate;
  border-spacing: 0;
  background: var(--ui-color-surface);
  font-size: var(--ui-font-size-sm);
  table-layout: fixed;

  /* The visible title is the heading above the scroll box; the caption names the table for screen readers. */
  caption {
    ${visuallyHiddenStyles}
  }
  th,
  td {
    padding: var(--ui-space-2) var(--ui-space-3);
    border-bottom: 1px solid var(--ui-color-border);
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th,
  thead td {
    vertical-align: top;
    border-bottom: 2px solid var(--ui-color-text);
  }
  thead th {
    font-weight: 400;
  }
  thead th > a {
    color: var(--ui-color-text);
    font-family: var(--ui-font-heading);
    font-size: var(--ui-font-size-md);
    font-weight: 700;
  }
  thead th [data-print='hide'] {
    margin-top: var(--ui-space-2);
    font-size: var(--ui-font-size-sm);
  }
  thead th [data-print='hide'] a {
    color: var(--ui-color-accent-strong);
  }
  thead td,
  tbody th[scope='row'] {
    position: sticky;
    left: 0;
    z-index: 1;
    width: 11rem;
    background: var(--ui-color-surface);
  }
  tbody th[scope='row'] {
    font-weight: 400;
    overflow-wrap: normal;
    hyphens: auto;
  }
  tbody th[scope='rowgroup'] {
    padding-top: var(--ui-space-4);
    background: var(--ui-color-surface-alt);
    font-family: var(--ui-font-heading);
    font-size: var(--ui-font-size-md);
    font-weight: 700;
  }
  tr[data-differs] th[scope='row'],
  tr[data-differs] td {
    background: var(--ui-color-surface-alt);
    font-weight: 700;
  }
  a:focus-visible {
    ${focusRing}
  }

  /* Phones: two products fit the width; three or four scroll sideways inside the box, the feature column staying. */
  ${media.small} {
    min-width: 0;
    table-layout: auto;
    th,
    td {
      padding: var(--ui-space-2);
    }
    thead td,
    tbody th[scope='row'] {
      width: 6.5rem;
      min-width: 6.5rem;
    }
    thead th,
    td {
      min-width: 7.5rem;
    }
  }

  @media print {
    font-size: 8pt;
    thead td,
    tbody th[scope='row'] {
      position: static;
    }
    tr {
      break-inside: avoid;
    }
  }
`;

export const Code = styled.span`
  display: block;
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-xs);
  font-weight: 400;
`;

export const Current = styled.span`
  display: inline-block;
  margin-top: var(--ui-space-1);
  padding: 0 var(--ui-space-2);
  border: 1px solid var(--ui-color-text);
  border-radius: var(--ui-radius-sm);
  font-size: var(--ui-font-size-xs);
  font-weight: 700;
`;

// A marker with words, not colour alone: 'Differs' next to the row's name.
export const DiffTag = styled.span`
  display: inline-block;
  margin-left: var(--ui-space-2);
  padding: 0 var(--ui-space-1);
  border: 1px solid currentColor;
  border-radius: var(--ui-radius-sm);
  font-size: var(--ui-font-size-xs);
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;

export const Flag = styled.span`
  display: block;
  margin-top: var(--ui-space-1);
  color: var(--ui-color-danger);
  font-size: var(--ui-font-size-xs);
  font-weight: 700;
`;
