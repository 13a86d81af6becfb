import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { TileGrid } from './TileGrid';
import * as stories from './TileGrid.stories';

/** The grid's own items (tiles hold lists of their own, such as claim icons). */
const tilesOf = (list: HTMLElement) => Array.from(list.children).filter((item) => item.tagName === 'LI');

const { Default } = composeStories(stories);

describeConformance(TileGrid, { name: 'TileGrid', props: { children: <span>Tile</span> } });

describe('TileGrid', () => {
  it('lists each tile as one item of a named list', () => {
    renderWithProviders(<Default />);
    const list = screen.getByRole('list', { name: 'Products' });
    expect(list.tagName).toBe('UL');
    expect(tilesOf(list)).toHaveLength(5);
    expect(tilesOf(list)[0]).toHaveTextContent('Buttermilk Ranch Dressing');
  });

  it('leaves out empty children instead of adding empty items', () => {
    renderWithProviders(
      <TileGrid aria-label="Tiles">
        <span>One</span>
        {null}
        {false}
        <span>Two</span>
      </TileGrid>,
    );
    expect(tilesOf(screen.getByRole('list', { name: 'Tiles' })).map((item) => item.textContent)).toEqual([
      'One',
      'Two',
    ]);
  });
});
