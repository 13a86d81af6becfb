import { styled } from 'styled-components';
import { claimSealItems } from '../../theme/mixins';

export const Root = styled.section`
  display: grid;
  gap: var(--ui-space-4);
  padding: var(--ui-space-5);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface-alt);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);

  h2,
  h3,
  h4 {
    margin: 0;
  }
`;

/* Short facts sit three (or two) to a row; the storage sentence takes the whole row. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: var(--ui-space-4) var(--ui-space-5);
  margin: 0;
`;

export const Fact = styled.div`
  display: grid;
  gap: var(--ui-space-1);
  align-content: start;
  min-width: 0;

  &[data-span='full'] {
    grid-column: 1 / -1;
  }
  dt {
    color: var(--ui-color-text-muted);
    font-size: var(--ui-font-size-xs);
    font-weight: var(--ui-font-weight-strong);
    letter-spacing: var(--ui-letter-spacing-caps);
    text-transform: uppercase;
  }
  dd {
    margin: 0;
    max-width: var(--ui-measure);
    font-weight: var(--ui-font-weight-strong);
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const Claims = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2) var(--ui-space-4);
  margin: 0;
  padding: var(--ui-space-4) 0 0;
  border-top: 1px solid var(--ui-color-border);
  list-style: none;

  ${claimSealItems}
`;
