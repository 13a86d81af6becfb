import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';

export const Root = styled.section`
  display: grid;
  gap: var(--ui-space-4);
  margin-top: var(--ui-space-7);
  padding: var(--ui-space-5);
  border: 1px solid var(--ui-color-border);
  border-top: 4px solid var(--ui-color-accent);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-alt);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
  /* The page's anchor offset (spec §1: -75 on product pages) so the heading is not under the sticky header. */
  scroll-margin-top: 75px;

  ${media.small} {
    padding: var(--ui-space-4);
  }

  @media print {
    display: none;
  }
`;

export const Intro = styled.p`
  max-width: 70ch;
  margin: 0;
`;

export const Controls = styled.div`
  display: grid;
  grid-template-columns: 9rem 15rem 13rem auto;
  justify-content: start;
  align-items: start;
  gap: var(--ui-space-4);

  /* The submit button lines up with the inputs, under their labels. */
  > button {
    margin-top: calc(var(--ui-font-size-sm) * 1.5 + var(--ui-space-1));
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    justify-content: stretch;

    > [data-field='price'] {
      grid-column: 1 / -1;
    }
    > button {
      margin-top: 0;
      justify-self: start;
    }
  }
`;

export const Results = styled.div`
  display: grid;
  gap: var(--ui-space-4);
  align-items: start;

  /* Side by side from tablet width: the figures, then the nutrition of one portion. */
  ${media.medium} {
    &[data-state='answer'] {
      grid-template-columns: minmax(0, 34rem) minmax(0, 28rem);
      justify-content: start;
      gap: var(--ui-space-4) var(--ui-space-7);
    }
  }
`;

export const Answers = styled.div`
  display: grid;
  gap: var(--ui-space-3);
`;

export const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
  margin: 0;
`;

export const Figure = styled.div`
  flex: 1 1 9rem;
  max-width: 16rem;
  padding: var(--ui-space-3) var(--ui-space-4);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface);
  border: 1px solid var(--ui-color-border);

  dt {
    font-size: var(--ui-font-size-sm);
    font-weight: var(--ui-font-weight-strong);
  }
  dd {
    margin: var(--ui-space-1) 0 0;
    font-family: var(--ui-font-heading);
    font-size: var(--ui-font-size-xl);
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
  dd[data-note] {
    font-family: var(--ui-font-body);
    font-size: var(--ui-font-size-sm);
    color: var(--ui-color-text-muted);
  }

  ${media.small} {
    max-width: none;
  }
`;

export const Prompt = styled.p`
  margin: 0;
  color: var(--ui-color-text-muted);
`;

export const NutritionTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: var(--ui-color-surface);
  font-variant-numeric: tabular-nums;

  caption {
    padding-bottom: var(--ui-space-2);
    text-align: start;
    font-weight: var(--ui-font-weight-strong);
  }
  caption span {
    display: block;
    font-size: var(--ui-font-size-sm);
    font-weight: 400;
    color: var(--ui-color-text-muted);
  }
  th,
  td {
    padding: var(--ui-space-2) var(--ui-space-3);
    border-bottom: 1px solid var(--ui-color-border);
    text-align: start;
  }
  thead th {
    font-size: var(--ui-font-size-sm);
    border-bottom: 2px solid var(--ui-color-text);
  }
  tbody th {
    font-weight: 400;
  }
  td {
    text-align: end;
    font-weight: var(--ui-font-weight-strong);
  }
  thead th:last-child {
    text-align: end;
  }
`;
