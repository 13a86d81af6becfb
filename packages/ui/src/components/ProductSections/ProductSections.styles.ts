import { styled } from 'styled-components';
import { claimSealItems } from '../../theme/mixins';
import { breakpoints, media } from '../../theme/breakpoints';

/*
 * A spec sheet: from 1000 px up the Nutrition Facts panel stands beside the other sections; from 1280 px those sit
 * two to a row (claims beside allergens, storage beside the case), while running text takes the whole row, its
 * lines kept to a readable measure. On a phone everything stacks in reading order.
 */
export const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--ui-space-6) var(--ui-space-8);
  align-items: start;
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);

  &[data-side='nutrition'] {
    grid-template-columns: minmax(0, 1fr) minmax(18rem, 24rem);
  }
  ${media.mobile} {
    &[data-side='nutrition'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

export const Main = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--ui-space-6) var(--ui-space-7);

  @media (min-width: ${breakpoints.wide}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    > [data-span='full'] {
      grid-column: 1 / -1;
    }
  }
`;

export const Side = styled.div`
  display: grid;
  min-width: 0;
`;

export const Section = styled.section`
  /* Anchor jumps on product pages land 75 px below the top so the sticky header does not cover the heading
     (spec §2.1). */
  scroll-margin-top: 75px;

  p {
    max-width: var(--ui-measure);
    margin: 0 0 var(--ui-space-2);
    line-height: 1.5;
  }
`;

export const Notice = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  padding: var(--ui-space-3) var(--ui-space-4);
  border: 1px solid var(--ui-color-badge);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-alt);

  p {
    margin: 0;
    font-weight: var(--ui-font-weight-strong);
  }
`;

export const ClaimList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  ${claimSealItems}
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(10rem, max-content) 1fr;
  gap: var(--ui-space-2) var(--ui-space-4);
  margin: 0;
  font-size: var(--ui-font-size-sm);

  dt {
    font-weight: var(--ui-font-weight-strong);
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;
