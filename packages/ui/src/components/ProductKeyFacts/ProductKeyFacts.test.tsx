import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { ranchGallon } from '../ProductTile/fixtures';
import { ProductKeyFacts } from './ProductKeyFacts';
import * as stories from './ProductKeyFacts.stories';

const { Default, ManyClaims, NoAllergens, Cup } = composeStories(stories);

/** Text a screen reader reads: decorative (aria-hidden) icons left out. */
function spokenText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return copy.textContent ?? '';
}

function facts(): Record<string, string> {
  const region = screen.getByRole('region', { name: 'Key facts' });
  const result: Record<string, string> = {};
  for (const term of within(region).getAllByRole('term')) {
    result[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return result;
}

describe('ProductKeyFacts', () => {
  describeConformance(ProductKeyFacts, { name: 'ProductKeyFacts', props: { product: ranchGallon } });

  it('sums up the pack, case, shelf life, allergens, kosher status and storage', () => {
    render(<Default />);
    expect(facts()).toEqual({
      'Pack size': '4/1 gal',
      Package: 'Gallon',
      'Case net weight': '30.500 lbs',
      'Shelf life': '270 days',
      Allergens: 'Soy, Eggs, Milk',
      Kosher: 'Kosher',
      Storage: 'Store at 35-45°F. Refrigerate after opening.',
    });
  });

  it('lists the claim seals by name', () => {
    render(<ManyClaims />);
    const claims = within(screen.getByRole('list', { name: 'Claims' })).getAllByRole('listitem');
    expect(claims.map(spokenText)).toEqual([
      'No Added MSG',
      'No HFCS',
      'No EDTA',
      'No Artificial Flavors',
      'No Synthetic Colors',
      'No Artificial Preservatives',
      'Gluten Free',
      'Fat Free',
      'Lite',
    ]);
  });

  it('says None without allergens and sizes cups in ounces', () => {
    const { unmount } = render(<NoAllergens />);
    expect(facts().Allergens).toBe('None');
    unmount();
    render(<Cup />);
    expect(facts()['Pack size']).toMatch(/ oz$/);
  });
});
