import { styled } from 'styled-components';

// The layout shared by the infinite lists (/products, /recipes, /plus-one): a status line, the tile grid and the
// "Next page" link that works without JavaScript and becomes the infinite-scroll sentinel after hydration.

export const ListStatus = styled.p`
  margin: 0;
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-sm);
`;

/** `$minTile`: narrowest tile in px before the grid drops a column (two columns below 767 px). */
export const TileGrid = styled.ul<{ $minTile: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $minTile }) => $minTile}px, 1fr));
  gap: var(--ui-space-5, var(--ui-space-6));
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 766px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: var(--ui-space-3);
  }
`;

export const More = styled.div`
  display: flex;
  justify-content: center;
  padding: var(--ui-space-6) 0;
`;

export const NextLink = styled.a`
  font-weight: 600;
`;

/** True when no filter has a value (the query string then yields to navigation-state preselection). */
export function isEmptyFilters(filters: Readonly<Record<string, readonly string[] | undefined>>): boolean {
  return Object.values(filters).every((values) => !values || values.length === 0);
}
