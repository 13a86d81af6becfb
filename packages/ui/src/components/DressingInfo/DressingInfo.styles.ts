import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';

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

  /* On a phone each product is a compact row, its picture beside its name, rather than a tall picture with the
     rest of the row left empty. */
  ${media.small} {
    flex-direction: column;
    gap: var(--ui-space-3);

    li {
      grid-template-columns: 6rem minmax(0, 1fr);
      align-items: center;
      justify-items: start;
      gap: var(--ui-space-4);
      max-width: none;
      text-align: start;
    }
    /* A square thumbnail: the pack shot fills it, with no band of blank above and below. */
    li > img {
      aspect-ratio: 1;
    }
  }
`;
