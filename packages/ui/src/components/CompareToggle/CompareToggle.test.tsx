import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { CompareToggle } from './CompareToggle';
import * as stories from './CompareToggle.stories';

const { Default, Selected, Full } = composeStories(stories);

describeConformance(CompareToggle, {
  name: 'CompareToggle',
  props: { name: 'Ranch', selected: false, full: false, addHref: '/a', removeHref: '/r' },
});

describe('CompareToggle', () => {
  it('adds with a plain link named after the product', () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('link', { name: 'Add to compare: Buttermilk Ranch Dressing' })).toHaveAttribute(
      'href',
      '/products?compare=ke2040,ke1001',
    );
  });
  it('a chosen product can be removed', () => {
    renderWithProviders(<Selected />);
    expect(screen.getByText('In compare')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add to compare/ })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Remove from compare: Buttermilk Ranch Dressing' }),
    ).toHaveAttribute('href', '/products?compare=ke2040');
  });
  it('a full selection says a fifth product cannot be added', () => {
    renderWithProviders(<Full />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Compare holds 4 products: remove one to add this one.')).toBeInTheDocument();
  });
});
