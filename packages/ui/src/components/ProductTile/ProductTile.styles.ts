import { styled } from 'styled-components';
import { stretchedLink } from '../../theme/mixins';
import { Link } from '../../theme/Link';

export const Root = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  height: 100%;
  padding: var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
  transition: box-shadow 150ms ease;

  &:hover {
    box-shadow: var(--ui-shadow-md);
  }
  &:focus-within {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
`;

export const Media = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  margin-bottom: var(--ui-space-2);

  [data-part='badge'] {
    position: absolute;
    top: 0;
    left: 0;
  }
`;

export const Title = styled.h3`
  margin: 0;
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-md);
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

// The whole tile is clickable through the heading link's stretched ::after, so there is one link per tile and
// its name is the product name.
export const TileLink = styled(Link)`
  ${stretchedLink('var(--ui-radius-md)')}
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
`;

export const Meta = styled.p`
  margin: 0;
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-sm);
`;

export const Claims = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-1);
  margin: auto 0 0;
  padding: var(--ui-space-2) 0 0;
  list-style: none;
  color: var(--ui-color-accent-strong);

  /* The seals drawn from the page's sprite (ProductTile's ClaimMark), as Icon draws them at 28 px. */
  svg {
    display: inline-block;
    flex: none;
    vertical-align: middle;
    width: 28px;
    height: 28px;
    fill: none;
    stroke: currentColor;
    stroke-width: 1.75;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;
