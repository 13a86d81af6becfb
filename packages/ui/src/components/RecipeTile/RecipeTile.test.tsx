import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { LarderProvider } from '../../theme/LarderProvider';
import { crispyChicken, recipeSummaryOf } from './fixtures';
import { RecipeTile } from './RecipeTile';
import * as stories from './RecipeTile.stories';

const { Default, NoImage } = composeStories(stories);

describe('RecipeTile', () => {
  it('shows the title as a heading that links to the recipe page', () => {
    render(<Default />);
    expect(
      screen.getByRole('heading', { level: 3, name: "Crispy Chicken Dip'n Biscuit" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Crispy Chicken Dip'n Biscuit" })).toHaveAttribute(
      'href',
      '/recipes/crispy-chicken-dipn-biscuit',
    );
  });

  it("links to the recipe URL of the provider's routes, unless given its own href", () => {
    const { rerender } = render(
      <LarderProvider routes={{ recipe: (slug) => `/steakhouse/cookbook/${slug}` }}>
        <Default />
      </LarderProvider>,
    );
    const link = () => screen.getByRole('link', { name: "Crispy Chicken Dip'n Biscuit" });
    expect(link()).toHaveAttribute('href', '/steakhouse/cookbook/crispy-chicken-dipn-biscuit');
    rerender(
      <LarderProvider routes={{ recipe: (slug) => `/steakhouse/cookbook/${slug}` }}>
        <Default href="/offers/fall-flavors#recipes" />
      </LarderProvider>,
    );
    expect(link()).toHaveAttribute('href', '/offers/fall-flavors#recipes');
  });

  it('shows the thumbnail through the resizer at its own 4:3 shape, 300x225', () => {
    const { container } = render(<Default />);
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      '/img/fit-in/300x225/recipes/crispy-chicken-dipn-biscuit-thumb.svg',
    );
    expect(container.querySelector('img')).toHaveAttribute('width', '300');
    expect(container.querySelector('img')).toHaveAttribute('height', '225');
  });

  it("given a recipe with no picture, shows 'No image data'", () => {
    render(<NoImage />);
    expect(screen.getByText('No image data')).toBeInTheDocument();
  });
});

describeConformance(RecipeTile, { name: 'RecipeTile', props: { recipe: recipeSummaryOf(crispyChicken) } });
