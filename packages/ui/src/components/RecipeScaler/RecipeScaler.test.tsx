import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { RecipeScaler } from './RecipeScaler';
import * as stories from './RecipeScaler.stories';

const { Default, Scaled, InvalidServings } = composeStories(stories);

describeConformance(RecipeScaler, {
  name: 'RecipeScaler',
  props: { action: '/recipes/a', yieldServings: 2, servings: 2, units: 'us' },
});

describe('RecipeScaler', () => {
  it('is a GET form to the recipe page sending servings (1 to 1000) and units', () => {
    renderWithProviders(<Default />);
    const form = screen.getByRole('form', { name: 'Scale the recipe' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/recipes/classic-buffalo-wings');
    const servings = screen.getByRole('spinbutton', { name: 'Servings' });
    expect(servings).toHaveAttribute('name', 'servings');
    expect(servings).toHaveAttribute('min', '1');
    expect(servings).toHaveAttribute('max', '1000');
    expect(screen.getByRole('radio', { name: 'Metric' })).toHaveAttribute('value', 'metric');
    expect(screen.getByRole('radio', { name: 'US' })).toHaveAttribute('name', 'units');
  });

  it('says for how many servings and in which units the amounts are', () => {
    renderWithProviders(<Scaled />);
    expect(
      screen.getByText('Amounts for 48 servings in metric units (the recipe makes 4 servings).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(48);
  });

  it('says one serving in the singular', () => {
    renderWithProviders(<RecipeScaler action="/recipes/a" yieldServings={1} servings={1} units="us" />);
    expect(screen.getByText('The recipe makes 1 serving.')).toBeInTheDocument();
  });

  it('shows why a value was not used', () => {
    renderWithProviders(<InvalidServings />);
    expect(screen.getByRole('alert')).toHaveTextContent('so the recipe shows its own yield of 4.');
  });
});
