import { Children, type ComponentPropsWithRef, type ReactNode } from 'react';
import { TileGridList } from './TileGrid.styles';

export interface TileGridProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /** The tiles; each child becomes one list item, so a screen reader announces how many there are. */
  children: ReactNode;
  /** Narrowest a tile may get, in px, before the grid drops a column (phones always show two a row). @default 220 */
  minTileWidth?: number;
}

/**
 * A TileGrid lays product, recipe or plus-one tiles out in as many equal columns as fit, two a row on phones, as a
 * list with one item per tile.
 */
export function TileGrid({ children, minTileWidth = 220, ...rest }: TileGridProps) {
  return (
    <TileGridList $minTileWidth={minTileWidth} {...rest}>
      {Children.map(children, (child) =>
        child === null || child === undefined || typeof child === 'boolean' ? null : <li>{child}</li>,
      )}
    </TileGridList>
  );
}
TileGrid.displayName = 'TileGrid';
