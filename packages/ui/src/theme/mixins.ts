import { css } from 'styled-components';

/** The one focus ring: visible on keyboard focus only, 3:1 against both surfaces in every theme. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
`;

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHiddenStyles = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * A card's one link (its title): the link's `::after` covers the nearest positioned ancestor (the card), so the
 * whole card is the click target while the accessible name stays the title alone. The card sets
 * `position: relative`; `radius` rounds the covered area like the card.
 */
export const stretchedLink = (radius = '0') => css`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radius};
  }
`;

/** A list of claim seals with their names (product key facts, the Claims section): seal and name side by side. */
export const claimSealItems = css`
  li {
    display: inline-flex;
    align-items: center;
    gap: var(--ui-space-2);
    font-size: var(--ui-font-size-sm);
    font-weight: var(--ui-font-weight-strong);
  }
  svg,
  img {
    width: var(--ui-space-6);
    height: var(--ui-space-6);
    flex: none;
  }
  /* The seal's letters stand clear of its strike. */
  svg text {
    stroke: var(--ui-color-surface);
    stroke-width: 2.5px;
    paint-order: stroke;
  }
`;
