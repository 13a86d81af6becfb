import { styled } from 'styled-components';
import { stretchedLink } from '../../theme/mixins';

/**
 * The tile and its parts. The parts are plain elements styled from here rather than styled components of their own:
 * a list page draws 30 tiles, and a class pair on each of the six parts was ~4.5 KiB of its HTML (issue 12: every
 * page ≤ 100 KiB). The parts, in order: the picture (first child), the name heading and its link, two facts
 * (the first two paragraphs: code, size), the claims list, then the tile's actions.
 */
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

  & > :first-child {
    position: relative;
    display: grid;
    place-items: center;
    margin-bottom: var(--ui-space-2);
  }
  & > :first-child > [data-part='badge'] {
    position: absolute;
    top: 0;
    left: 0;
  }

  & > :is(h2, h3, h4, h5, h6) {
    margin: 0;
    font-family: var(--ui-font-heading);
    font-size: var(--ui-font-size-md);
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  /* The whole tile is clickable through the heading link's stretched ::after, so there is one link per tile and
     its name is the product name. */
  & > :is(h2, h3, h4, h5, h6) > a {
    ${stretchedLink('var(--ui-radius-md)')}
    &:hover {
      text-decoration: underline;
    }
    &:focus-visible {
      outline: none;
    }
  }

  & > p:nth-of-type(-n + 2) {
    margin: 0;
    color: var(--ui-color-text-muted);
    font-size: var(--ui-font-size-sm);
  }

  & > ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ui-space-1);
    margin: auto 0 0;
    padding: var(--ui-space-2) 0 0;
    list-style: none;
    color: var(--ui-color-accent-strong);
  }
  /* The seals drawn from the page's sprite (ProductTile's ClaimMark), as Icon draws them at 28 px. */
  & > ul svg {
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
