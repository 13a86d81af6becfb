import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { liteItalian, newCaesar, ranchGallon } from '../ProductTile/fixtures';
import { ProductComparison } from './ProductComparison';
import * as stories from './ProductComparison.stories';
import { itemsOf, twoProducts } from './fixtures';

const { Default, FourProducts, WithSwitchWarnings, NoDifferences, Invalid } = composeStories(stories);

describeConformance(ProductComparison, {
  name: 'ProductComparison',
  props: { items: itemsOf(twoProducts) },
});

function rowOf(name: RegExp | string) {
  return screen.getByRole('rowheader', { name }).closest('tr')!;
}

describe('ProductComparison', () => {
  it('heads a column per product, linked to its page, and a row per feature in five sections', () => {
    renderWithProviders(<Default />);
    const columns = screen.getAllByRole('columnheader');
    expect(columns.map((column) => within(column).getAllByRole('link')[0]!.textContent)).toEqual([
      liteItalian.name,
      ranchGallon.name,
    ]);
    expect(within(columns[0]!).getByRole('link', { name: liteItalian.name })).toHaveAttribute(
      'href',
      `/products/${liteItalian.slug}`,
    );
    const sections = screen
      .getAllByRole('rowheader')
      .filter((header) => header.getAttribute('scope') === 'rowgroup')
      .map((header) => header.textContent);
    expect(sections).toEqual([
      'Nutrition per serving',
      'Allergens',
      'Claims',
      'Pack and case',
      'Storage and shelf life',
    ]);
  });

  it('shows each value and marks the rows that differ with the word “Differs”', () => {
    renderWithProviders(<Default />);
    const milk = rowOf('Milk Differs');
    expect(
      within(milk)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Free', 'Contains']);
    const sesame = rowOf('Sesame');
    expect(
      within(sesame)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Free', 'Free']);
    expect(
      within(rowOf(/^Calories/))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20', '140']);
    expect(screen.getByText(/rows differ between these products, marked “Differs”\./)).toBeInTheDocument();
  });

  it('four products give four columns', () => {
    renderWithProviders(<FourProducts />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
    expect(
      within(rowOf(/^Fish/))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Free', 'Free', 'Contains', 'Free']);
  });

  it('with a current product, flags in words what each switch adds and loses, in the cells too', () => {
    renderWithProviders(<WithSwitchWarnings />);
    const item = screen.getByText(/adds: milk, eggs, soy\./).closest('li')!;
    expect(item).toHaveTextContent(
      `Check your allergen chart: Switching from ${liteItalian.name} to ${ranchGallon.name} adds: milk, eggs, soy. ` +
        `Switching from ${liteItalian.name} to ${ranchGallon.name} loses: No EDTA, No Synthetic Colors, Fat Free, Lite.`,
    );
    expect(within(rowOf('Milk Differs')).getAllByRole('cell')[1]).toHaveTextContent(
      'ContainsAdded by the switch',
    );
    expect(within(rowOf('Lite Differs')).getAllByRole('cell')[1]).toHaveTextContent('NoLost in the switch');
    expect(within(screen.getAllByRole('columnheader')[0]!).getByText('Current product')).toBeInTheDocument();
    // The current product's column offers no 'Set as current'; the other does.
    expect(screen.queryByRole('link', { name: `Set as current: ${liteItalian.name}` })).toBeNull();
    expect(screen.getByRole('link', { name: `Set as current: ${ranchGallon.name}` })).toBeInTheDocument();
  });

  it('a switch to a product with fewer allergens and more claims needs no check', () => {
    renderWithProviders(
      <ProductComparison items={itemsOf([newCaesar, liteItalian])} currentId={newCaesar.id} />,
    );
    expect(screen.getByText(/No new allergens or lost claims:/).closest('li')).toHaveTextContent(
      `Switching from ${newCaesar.name} to ${liteItalian.name} adds no allergens and loses no claims.`,
    );
  });

  it('says when nothing compared differs', () => {
    renderWithProviders(<NoDifferences />);
    expect(
      screen.getByText('These products have the same values in every row compared.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Differs')).toBeNull();
  });

  it('a problem replaces the table with its message and ways on', () => {
    renderWithProviders(<Invalid />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Only one product was chosen');
    expect(screen.getByRole('link', { name: 'Pick more products' })).toHaveAttribute(
      'href',
      '/products?compare=ke1001',
    );
  });
});
