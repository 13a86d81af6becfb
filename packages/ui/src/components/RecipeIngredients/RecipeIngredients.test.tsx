import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { uoms } from '../RecipeTile/fixtures';
import { RecipeIngredients } from './RecipeIngredients';
import * as stories from './RecipeIngredients.stories';

const { Default, PlusOneIngredients, Plain } = composeStories(stories);

describe('RecipeIngredients', () => {
  it('lists amount, unit name, ingredient and notes for each line', () => {
    render(<Default />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 oz Buttermilk Ranch Dressing, chilled',
      '1 Buttermilk biscuit, split and toasted',
      '4 oz Crispy chicken breast',
      '1 Tbsp Quick Pickled Red Onions',
      '2 Tbsp Spicy Slaw',
    ]);
  });

  it('links an ingredient that is one of the products to the product page', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: 'Buttermilk Ranch Dressing' })).toHaveAttribute(
      'href',
      '/products/ke1001-buttermilk-ranch-dressing',
    );
  });

  it('links a sub-recipe ingredient to its section', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: 'Spicy Slaw' })).toHaveAttribute('href', '#spicy-slaw');
  });

  it('opens a plus-one ingredient through onPlusOneSelect', async () => {
    const onPlusOneSelect = vi.fn();
    render(<Default onPlusOneSelect={onPlusOneSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quick Pickled Red Onions' }));
    expect(onPlusOneSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'po-pickled-onions' }));
  });

  it('leaves ingredients without a link as text', () => {
    render(<Default />);
    expect(screen.queryByRole('link', { name: 'Crispy chicken breast' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('reads unit names from a map as well as from the lookup list', () => {
    render(<PlusOneIngredients />);
    expect(screen.getByRole('listitem')).toHaveTextContent('1 cup Buttermilk Ranch Dressing');
    expect(screen.getByRole('link', { name: 'Buttermilk Ranch Dressing' })).toBeInTheDocument();
  });

  it('omits a missing unit or amount', () => {
    render(<Plain />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 Eggs',
      'Salt to taste',
    ]);
  });
});

describeConformance(RecipeIngredients, {
  name: 'RecipeIngredients',
  props: { ingredients: [], uoms },
  refType: HTMLUListElement,
});
