import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { LarderProvider } from '../../theme/LarderProvider';
import type { LarderRoutes } from '../../theme/routes';
import { productSummary, searchGroups } from '../../test/fixtures';
import { SearchResultsDropdown } from './SearchResultsDropdown';
import * as stories from './SearchResultsDropdown.stories';

const { Default, Loading, NoResults } = composeStories(stories);

describeConformance(SearchResultsDropdown, {
  name: 'SearchResultsDropdown',
  props: { groups: searchGroups },
});

describe('SearchResultsDropdown', () => {
  it("groups results as 'Products', 'Recipes' and 'Make it your own', in that order", () => {
    renderWithProviders(<Default />);
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.getAllByRole('group')[0]).toHaveAccessibleName('Products');
    expect(screen.getAllByRole('group')[1]).toHaveAccessibleName('Recipes');
    expect(screen.getAllByRole('group')[2]).toHaveAccessibleName('Make it your own');
  });

  it('links products, recipes and plus-ones to their pages', () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('link', { name: 'Lite Ranch Dressing KE1002' })).toHaveAttribute(
      'href',
      '/products/ke1002-lite-ranch-dressing',
    );
    expect(screen.getByRole('link', { name: 'Ranch Chicken Wrap' })).toHaveAttribute(
      'href',
      '/recipes/ranch-chicken-wrap',
    );
    expect(screen.getByRole('link', { name: 'Smoky Chipotle Ranch' })).toHaveAttribute('href', '/plus-one');
    expect(screen.getByRole('link', { name: /See all results/ })).toHaveAttribute(
      'href',
      '/search-result?term=ranch',
    );
  });

  it("builds every link with the provider's routes", async () => {
    const routes: LarderRoutes = {
      product: (slug) => `/steakhouse/catalog/${slug}`,
      recipe: (slug) => `/steakhouse/cookbook/${slug}`,
      search: (term) => `/steakhouse/find?q=${term}`,
      searchPage: () => '/steakhouse/find',
      plusOnes: () => '/steakhouse/ideas',
    };
    const onNavigate = vi.fn();
    renderWithProviders(
      <LarderProvider routes={routes}>
        <SearchResultsDropdown groups={searchGroups} term="ranch" onNavigate={(href) => onNavigate(href)} />
      </LarderProvider>,
    );
    expect(screen.getByRole('link', { name: 'Lite Ranch Dressing KE1002' })).toHaveAttribute(
      'href',
      '/steakhouse/catalog/ke1002-lite-ranch-dressing',
    );
    const recipe = screen.getByRole('link', { name: 'Ranch Chicken Wrap' });
    expect(recipe).toHaveAttribute('href', '/steakhouse/cookbook/ranch-chicken-wrap');
    expect(screen.getByRole('link', { name: 'Smoky Chipotle Ranch' })).toHaveAttribute(
      'href',
      '/steakhouse/ideas',
    );
    expect(screen.getByRole('link', { name: /See all results/ })).toHaveAttribute(
      'href',
      '/steakhouse/find?q=ranch',
    );
    recipe.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(recipe);
    expect(onNavigate).toHaveBeenCalledWith('/steakhouse/cookbook/ranch-chicken-wrap');
  });

  it("shows 'Loading...' while searching", () => {
    renderWithProviders(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows 'Sorry, no search results were found' when nothing matched", () => {
    renderWithProviders(<NoResults />);
    expect(screen.getByRole('status')).toHaveTextContent('Sorry, no search results were found');
  });

  it('drops entries without a slug and groups left empty', () => {
    renderWithProviders(
      <SearchResultsDropdown
        groups={[{ key: 'products', label: 'Products', items: [productSummary({ slug: '' })] }]}
      />,
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sorry, no search results were found');
  });

  it('reports the destination when a result is followed', async () => {
    const onNavigate = vi.fn();
    renderWithProviders(
      <SearchResultsDropdown groups={searchGroups} onNavigate={(href) => onNavigate(href)} />,
    );
    const link = screen.getByRole('link', { name: 'Ranch Chicken Wrap' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/recipes/ranch-chicken-wrap');
  });
});
