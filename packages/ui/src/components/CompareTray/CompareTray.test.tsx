import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { CompareTray } from './CompareTray';
import * as stories from './CompareTray.stories';

const { Default, OneChosen } = composeStories(stories);

describeConformance(CompareTray, {
  name: 'CompareTray',
  props: { count: 2, compareHref: '/compare?products=a,b', clearHref: '/products' },
});

describe('CompareTray', () => {
  it('leads to the comparison of the selection', () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('link', { name: 'Compare (2)' })).toHaveAttribute(
      'href',
      '/compare?products=ke2040,ke1001',
    );
    expect(screen.getByRole('link', { name: 'Clear' })).toHaveAttribute('href', '/products');
  });
  it('asks for a second product first', () => {
    renderWithProviders(<OneChosen />);
    expect(screen.getByRole('status')).toHaveTextContent('1 product chosen. Add 1 more to compare.');
    expect(screen.queryByRole('link', { name: /Compare/ })).toBeNull();
  });
  it('shows nothing without a selection', () => {
    renderWithProviders(<CompareTray count={0} compareHref="/c" clearHref="/p" />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
