import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { ranchGallon } from '../ProductTile/fixtures';
import { ProductSections } from './ProductSections';
import * as stories from './ProductSections.stories';

const { Default, NewProduct, NewProductEdtaAdded, NoAllergens, Cup, WithoutNutrition } =
  composeStories(stories);

function section(name: string) {
  return screen.getByRole('region', { name });
}

/** Text a screen reader reads: decorative (aria-hidden) icons left out. */
function spokenText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return copy.textContent ?? '';
}

function factsOf(region: HTMLElement): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const term of within(region).getAllByRole('term')) {
    facts[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return facts;
}

describe('ProductSections', () => {
  it('shows each section under its heading with an anchor id', () => {
    const { container } = render(<Default />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Description',
      'Ingredients',
      'Claims',
      'Allergens',
      'Storage and Shelf Life',
      'Case Information',
      'Nutritional Information',
    ]);
    const ids = [...container.querySelectorAll('section')].map((element) => element.id);
    expect(ids).toEqual([
      'general',
      'ingredients',
      'claims',
      'allergens',
      'storage',
      'case-information',
      'nutritional',
    ]);
  });

  it('shows the marketing message, ingredients and storage with shelf life in days', () => {
    render(<Default />);
    expect(within(section('Description')).getByText(ranchGallon.marketingMessage)).toBeInTheDocument();
    expect(within(section('Ingredients')).getByText(ranchGallon.ingredients)).toBeInTheDocument();
    expect(factsOf(section('Storage and Shelf Life'))).toEqual({
      Storage: 'Store at 35-45°F. Refrigerate after opening.',
      'Shelf life': '270 days',
    });
  });

  it('lists the claims whose value earns an icon, and the allergens the product contains', () => {
    render(<Default />);
    const claims = within(section('Claims')).getAllByRole('listitem').map(spokenText);
    expect(claims).toEqual([
      'No Added MSG',
      'No HFCS',
      'No Artificial Flavors',
      'No Artificial Preservatives',
      'Gluten Free',
    ]);
    expect(within(section('Allergens')).getByText('Soy, Eggs, Milk')).toBeInTheDocument();
  });

  it('given a product without allergens, says None', () => {
    render(<NoAllergens />);
    expect(within(section('Allergens')).getByText('None')).toBeInTheDocument();
    expect(within(section('Claims')).getAllByRole('listitem').map(spokenText)).toContain('Fat Free');
  });

  it('shows case dimensions and weights to three decimals, with GTIN and Ti x Hi', () => {
    render(<Default />);
    const facts = factsOf(section('Case Information'));
    expect(facts['Case dimensions (L x W x H)']).toBe('12.750 x 12.500 x 11.125 in');
    expect(facts['Gross weight']).toBe('33.671 lbs');
    expect(facts['Net weight']).toBe('30.500 lbs');
    expect(facts['Case cube']).toBe('1.026 cu ft');
    expect(facts['Case GTIN']).toBe('10012345678902');
    expect(facts['Ti x Hi']).toBe('10x4');
    expect(facts['Pack size']).toBe('4/1 gal');
    expect(facts['Inner pack UPC']).toBeUndefined();
  });

  it('shows cup sizes in oz and the inner-pack UPC when there is one', () => {
    render(<Cup />);
    const facts = factsOf(section('Case Information'));
    expect(facts['Pack size']).toBe('100/1.5 oz');
    expect(facts['Inner pack UPC']).toBe('012345678929');
  });

  it('includes the Nutrition Facts panel unless told not to', () => {
    const { unmount } = render(<Default />);
    expect(
      within(section('Nutritional Information')).getByRole('table', { name: 'Nutrition Facts' }),
    ).toBeVisible();
    unmount();
    render(<WithoutNutrition />);
    expect(screen.queryByRole('table', { name: 'Nutrition Facts' })).not.toBeInTheDocument();
  });

  it('given a new product code, shows the notice with a New badge', () => {
    render(<NewProduct />);
    const notice = screen.getByRole('note', { name: 'New product code' });
    expect(within(notice).getByText('New')).toBeInTheDocument();
    expect(within(notice).getByText('New product code and GTIN. Wheat and soy removed.')).toBeInTheDocument();
  });

  it('given KE5060B3, the notice says EDTA added', () => {
    render(<NewProductEdtaAdded />);
    expect(screen.getByRole('note')).toHaveTextContent('New product code and GTIN. EDTA added.');
  });

  it('given a product that is not new, shows no notice', () => {
    render(<Default />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describeConformance(ProductSections, { name: 'ProductSections', props: { product: ranchGallon } });
