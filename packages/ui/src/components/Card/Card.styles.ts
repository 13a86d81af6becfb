import { styled } from 'styled-components';
import { stretchedLink } from '../../theme/mixins';
import { media } from '../../theme/breakpoints';
import { Link } from '../../theme/Link';

export const CardRoot = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  height: 100%;
  padding: var(--ui-space-5);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);

  &[data-variant='feature'] {
    padding: var(--ui-space-4);
    border: 0;
    border-top: 4px solid var(--ui-color-accent);
    background: var(--ui-color-surface-alt);
  }
  &[data-align='center'] {
    align-items: center;
    text-align: center;
  }

  /* A link card: the title's link covers the card, so the card shows hover and keyboard focus as a whole. */
  &[data-link='true'] {
    transition: box-shadow 150ms ease;
  }
  &[data-link='true']:hover {
    box-shadow: var(--ui-shadow-md);
  }
  &[data-link='true']:has(a[data-card-link]:focus-visible) {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }

  ${media.small} {
    padding: var(--ui-space-4);
  }
`;

export const CardMedia = styled.div`
  display: flex;
  justify-content: flex-start;
  align-self: stretch;
  margin-bottom: var(--ui-space-2);

  [data-align='center'] > & {
    justify-content: center;
  }
`;

export const CardTitle = styled.h3`
  margin: 0;
  color: var(--ui-color-text);
  font-family: var(--ui-font-heading);
  font-weight: var(--ui-font-weight-heading);
  line-height: 1.25;
  font-size: var(--ui-font-size-xl);

  &[data-size='sm'] {
    font-size: var(--ui-font-size-lg);
  }
`;

// The one link of a link card; its ::after covers the card so the whole card is the click target, while the
// accessible name stays the title alone.
export const CardLink = styled(Link)`
  ${stretchedLink('inherit')}
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
`;

export const CardBody = styled.div`
  margin: 0;
  font-size: var(--ui-font-size-md);
  line-height: 1.5;

  & > :last-child {
    margin-bottom: 0;
  }
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
  margin-top: auto;
  padding-top: var(--ui-space-2);

  [data-align='center'] > & {
    justify-content: center;
  }
  /* Controls in the footer of a link card stay clickable above the stretched title link. */
  [data-link='true'] > & :is(a, button) {
    position: relative;
    z-index: 1;
  }
`;

export const CardGridList = styled.ul<{ $minItemWidth: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--ui-space-5);
  grid-template-columns: repeat(auto-fit, minmax(min(${({ $minItemWidth }) => $minItemWidth}px, 100%), 1fr));

  /* Cards in a row share the height of the tallest. */
  & > li {
    display: grid;
  }

  ${media.small} {
    gap: var(--ui-space-4);
  }
`;
