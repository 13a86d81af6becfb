import { styled } from 'styled-components';
import { media } from '../../theme';

export const CalculatorFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  gap: var(--ui-space-4);
  align-items: start;

  ${media.small} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const ResultBox = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: var(--ui-space-1) var(--ui-space-3);
  align-items: center;
  padding: var(--ui-space-4);
  border: 2px solid var(--ui-color-success);
  border-left-width: 8px;
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-success);

  &[data-state='past'] {
    border-color: var(--ui-color-danger);
    color: var(--ui-color-danger);
  }

  &:focus-visible {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
`;

/** A shape cue beside the colour: a tick for a good date, an exclamation mark for a past one. */
export const ResultMark = styled.span`
  grid-row: span 2;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: var(--ui-color-success);
  color: var(--ui-color-surface);
  font-size: var(--ui-font-size-lg);
  font-weight: var(--ui-font-weight-strong);
  line-height: 1;

  [data-state='past'] > & {
    border-radius: var(--ui-radius-sm);
    background: var(--ui-color-danger);
  }
`;

export const ResultDate = styled.p`
  margin: 0;
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-xl);
  font-weight: var(--ui-font-weight-heading);
`;

export const ResultMessage = styled.p`
  margin: 0;
  font-size: var(--ui-font-size-md);
  font-weight: var(--ui-font-weight-strong);
`;

export const ResultDetails = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: var(--ui-color-text);
  font-size: var(--ui-font-size-sm);
`;
