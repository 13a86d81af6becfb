import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { LarderProvider } from '../../theme/LarderProvider';
import { PopularSearches, searchResultHref } from './PopularSearches';
import * as stories from './PopularSearches.stories';

const { Default, FewTerms } = composeStories(stories);

describeConformance(PopularSearches, { name: 'PopularSearches', props: {} });

describe('PopularSearches', () => {
  it("offers the spec's fifteen terms, the brand name among them, in order", () => {
    renderWithProviders(<Default />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'asian',
      'balsamic',
      'barbecue',
      'boom boom',
      'boom boom sauce',
      'caesar',
      'french',
      'honey',
      'italian',
      'fat free',
      'greek',
      'ranch',
      'essentials',
      "Marlow's",
      'sauce',
    ]);
  });

  it('links each term to the search results page', () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('link', { name: "Marlow's" })).toHaveAttribute(
      'href',
      "/search-result?term=Marlow's",
    );
    expect(screen.getByRole('link', { name: 'fat free' })).toHaveAttribute(
      'href',
      '/search-result?term=fat%20free',
    );
  });

  it("links each term to the search URL of the provider's routes", () => {
    renderWithProviders(
      <LarderProvider routes={{ search: (term) => `/steakhouse/find?q=${encodeURIComponent(term)}` }}>
        <Default />
      </LarderProvider>,
    );
    expect(screen.getByRole('link', { name: 'fat free' })).toHaveAttribute(
      'href',
      '/steakhouse/find?q=fat%20free',
    );
  });

  it('builds the default search URL of a term', () => {
    expect(searchResultHref('boom boom sauce')).toBe('/search-result?term=boom%20boom%20sauce');
  });

  it('shows the terms and title it is given', () => {
    renderWithProviders(<FewTerms />);
    expect(screen.getByRole('navigation', { name: 'Try one of these' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
