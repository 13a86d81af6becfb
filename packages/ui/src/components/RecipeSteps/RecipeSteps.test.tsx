import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { LarderProvider } from '../../theme/LarderProvider';
import { crispyChicken } from '../RecipeTile/fixtures';
import { RecipeSteps } from './RecipeSteps';
import * as stories from './RecipeSteps.stories';

const { Default, PlusOneDirections, PlainSteps } = composeStories(stories);

describe('RecipeSteps', () => {
  it('lists the steps in order without the brackets', () => {
    render(<Default />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Toast the biscuit and spread the bottom half with Buttermilk Ranch Dressing.',
      'Top with the chicken, Spicy Slaw and Quick Pickled Red Onions.',
      'Finish with a drizzle of KE3010 and the biscuit top.',
      'Serve warm with Mystery Sauce on the side.',
    ]);
    expect(screen.getByRole('list').tagName).toBe('OL');
  });

  it('turns a bracketed product name or code into a link to the product', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: 'Buttermilk Ranch Dressing' })).toHaveAttribute(
      'href',
      '/products/ke1001-buttermilk-ranch-dressing',
    );
    expect(screen.getByRole('link', { name: 'KE3010' })).toHaveAttribute(
      'href',
      '/products/ke3010-boom-boom-sauce',
    );
  });

  it('links a bracketed sub-recipe to its section on the page', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: 'Spicy Slaw' })).toHaveAttribute('href', '#spicy-slaw');
  });

  it('links a stand-alone sub-recipe to its own recipe page', () => {
    render(<Default subRecipes={[{ ...crispyChicken.subRecipes[0]!, isStandAlone: true }]} />);
    expect(screen.getByRole('link', { name: 'Spicy Slaw' })).toHaveAttribute('href', '/recipes/spicy-slaw');
  });

  it("links a stand-alone sub-recipe with the recipe URL of the provider's routes", () => {
    render(
      <LarderProvider routes={{ recipe: (slug) => `/steakhouse/cookbook/${slug}` }}>
        <Default subRecipes={[{ ...crispyChicken.subRecipes[0]!, isStandAlone: true }]} />
      </LarderProvider>,
    );
    expect(screen.getByRole('link', { name: 'Spicy Slaw' })).toHaveAttribute(
      'href',
      '/steakhouse/cookbook/spicy-slaw',
    );
  });

  it('opens a bracketed plus-one through onPlusOneSelect', async () => {
    const onPlusOneSelect = vi.fn();
    render(<Default onPlusOneSelect={onPlusOneSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quick Pickled Red Onions' }));
    expect(onPlusOneSelect).toHaveBeenCalledWith({
      id: 'po-pickled-onions',
      title: 'Quick Pickled Red Onions',
      pdfFilePath: null,
    });
  });

  it('leaves a reference it cannot find as plain text', () => {
    render(<Default />);
    expect(screen.queryByRole('link', { name: 'Mystery Sauce' })).not.toBeInTheDocument();
    expect(screen.getByText(/Mystery Sauce/)).toBeInTheDocument();
  });

  it('turns bracketed product codes in plus-one directions into links', () => {
    render(<PlusOneDirections />);
    expect(screen.getByRole('link', { name: 'KE1001' })).toHaveAttribute(
      'href',
      '/products/ke1001-buttermilk-ranch-dressing',
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'Stir the onions into KE1001 and chill for 30 minutes.',
    );
  });

  it('shows steps without references as plain text', () => {
    render(<PlainSteps />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describeConformance(RecipeSteps, {
  name: 'RecipeSteps',
  props: { steps: ['Mix.'] },
  refType: HTMLOListElement,
});
