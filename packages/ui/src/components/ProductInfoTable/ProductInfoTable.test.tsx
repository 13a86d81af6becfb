import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { ProductInfoTable } from './ProductInfoTable';
import * as stories from './ProductInfoTable.stories';

const { Default, BoomBoom, DillPickle, AllProducts } = composeStories(stories);

function cellsOf(rowName: string) {
  const row = screen.getByRole('rowheader', { name: rowName }).closest('tr');
  if (!row) throw new Error(`no row ${rowName}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('ProductInfoTable', () => {
  it('shows name, code, UPC, size, weight, storage, gluten free and kosher under column headers', () => {
    render(<Default />);
    const table = screen.getByRole('table', { name: 'Product Information' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product Name', 'Product Code', 'UPC', 'Size', 'Weight', 'Storage', 'Gluten Free', 'Kosher']);
    expect(cellsOf('Avocado Ranch Dressing')).toEqual([
      'KE6001',
      '071234001019',
      '2/1 Gallon',
      '17.31 lbs',
      'Refrigerated',
      'Yes',
      'Yes',
    ]);
  });

  it('prints weights and storage as given', () => {
    render(<BoomBoom />);
    expect(cellsOf('Boom Boom Sauce')).toEqual([
      'KE6002',
      '071234001026',
      '4/1 Gallon',
      '33.67 LB',
      '50-80°F',
      'Yes',
      'Yes',
    ]);
  });

  it('given hideWeight, leaves out the weight column', () => {
    render(<DillPickle />);
    expect(screen.queryByRole('columnheader', { name: 'Weight' })).not.toBeInTheDocument();
    expect(cellsOf('Dill Pickle Aioli')).toEqual([
      'KE6004',
      '071234001040',
      '2/1 Gallon',
      'Shelf Stable',
      'Yes',
      'Yes',
    ]);
  });

  it('lists one row per product', () => {
    render(<AllProducts />);
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Avocado Ranch Dressing',
      'Boom Boom Sauce',
      "Chick'n Dip'n Sauce",
      'Dill Pickle Aioli',
      'Green Goddess Dressing',
    ]);
    expect(cellsOf('Green Goddess Dressing')).toContain('17.34 lbs');
    expect(cellsOf("Chick'n Dip'n Sauce")).toContain('17.7 lbs');
  });

  it('is a keyboard-focusable scroll region named by its caption', () => {
    render(<Default caption="Avocado Ranch" />);
    const region = screen.getByRole('region', { name: 'Avocado Ranch' });
    expect(region).toHaveAttribute('tabindex', '0');
  });
});

describeConformance(ProductInfoTable, {
  name: 'ProductInfoTable',
  props: { rows: [stories.avocadoRanch] },
});
