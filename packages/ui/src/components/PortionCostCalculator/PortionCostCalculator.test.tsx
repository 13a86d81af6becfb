import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { MSG_PORTION_NUMBER, MSG_PORTION_UNIT } from '@larder/domain';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { ranchGallon } from '../ProductTile/fixtures';
import { PortionCostCalculator } from './PortionCostCalculator';
import * as stories from './PortionCostCalculator.stories';

const { Default, WithPortion, WithoutNutrition } = composeStories(stories);
const action = '/products/ke1001-buttermilk-ranch-dressing';

describeConformance(PortionCostCalculator, {
  name: 'PortionCostCalculator',
  props: { product: ranchGallon, action },
});

const figure = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('PortionCostCalculator', () => {
  it('is a GET form to the product page that sends the portion and its unit, and never the price', () => {
    renderWithProviders(<Default />);
    const form = screen.getByRole('form', { name: 'Portion and cost calculator' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', action);
    expect(screen.getByRole('textbox', { name: 'Portion size' })).toHaveAttribute('name', 'portion');
    expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveAttribute('name', 'portionUnit');
    const price = screen.getByRole('textbox', { name: /Case price/ });
    expect(price).not.toHaveAttribute('name');
    expect(price).toHaveAccessibleDescription('Stays in your browser: it is never sent.');
    // Every control that would be submitted: the price is not among them.
    expect([...new FormData(form as HTMLFormElement).keys()]).toEqual(['portion', 'portionUnit']);
  });

  it('offers the units the product can be measured in, volume first for a product sold by the gallon', () => {
    renderWithProviders(<Default />);
    const options = screen.getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(options).toEqual(['fl-oz', 'tbsp', 'tsp', 'cup', 'ml', 'gal', 'oz', 'g', 'lb']);
  });

  it('given a portion of 1.5 fl oz, shows 341 servings per case and the rounded nutrition of one portion', () => {
    renderWithProviders(<WithPortion />);
    expect(figure('Servings per case')).toBe('341');
    expect(screen.getByText('1.5 fl oz each from 512 fl oz')).toBeInTheDocument();
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    // 140 kcal, 15 g fat, 2.5 g saturated fat, 10 mg cholesterol, 260 mg sodium, 1 g carbohydrate a serving × 1.5.
    expect(rows).toEqual([
      'Calories210',
      'Total fat23 g',
      'Saturated fat4 g',
      'Trans fat0 g',
      'Cholesterol15 mg',
      'Sodium390 mg',
      'Total carbohydrate2 g',
      'Dietary fiber0 g',
      'Total sugars2 g',
      'Added sugars0 g',
      'Protein0 g',
    ]);
    expect(screen.getByRole('table')).toHaveAccessibleName(
      'Nutrition per portion 1.5 fl oz = 1.5 label servings of 2 Tbsp (30 g), rounded as on a Nutrition Facts label',
    );
  });

  it('updates servings and cost as the operator types, and takes the price away again when it is cleared', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PortionCostCalculator product={ranchGallon} action={action} />);
    await user.type(screen.getByRole('textbox', { name: 'Portion size' }), '1.5');
    expect(figure('Servings per case')).toBe('341');
    const price = screen.getByRole('textbox', { name: /Case price/ });
    await user.type(price, '37.45');
    expect(figure('Cost per serving')).toBe('$0.11');
    expect(figure('Cost per 100 servings')).toBe('$10.98');
    await user.clear(price);
    expect(screen.queryByText('Cost per serving')).toBeNull();
  });

  it('says what is wrong next to the field and keeps working once it is corrected', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PortionCostCalculator product={ranchGallon} action={action} defaultPortion="lots" />,
    );
    const portion = screen.getByRole('textbox', { name: 'Portion size' });
    expect(portion).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_PORTION_NUMBER);
    await user.clear(portion);
    await user.type(portion, '9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'gal');
    expect(screen.getByRole('alert')).toHaveTextContent('A portion of 9 gal is more than a whole case');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'fl-oz');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(figure('Servings per case')).toBe('56');
  });

  it('a unit the product is not measured in (from the query) falls back to the default and says so', () => {
    renderWithProviders(
      <PortionCostCalculator
        product={{ ...ranchGallon, nutrition: { ...ranchGallon.nutrition, serviceSizeValue: '30 mL' } }}
        action={action}
        defaultPortion="2"
        defaultUnit="lb"
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveValue('fl-oz');
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_PORTION_UNIT);
    expect(figure('Servings per case')).toBe('256');
  });

  it('a product without nutrition data says so instead of a table', () => {
    renderWithProviders(<WithoutNutrition />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      screen.getByText('This product has no nutrition data, so nutrition per portion cannot be shown.'),
    ).toBeInTheDocument();
  });

  it('in the server HTML (no JavaScript yet), the price field is disabled and says cost needs JavaScript', () => {
    const html = renderToString(
      <PortionCostCalculator product={ranchGallon} action={action} defaultPortion="1.5" />,
    );
    expect(html).toContain(
      'Cost per serving needs JavaScript; the price would stay in your browser and never be sent.',
    );
    expect(html).toMatch(/<input(?=[^>]*placeholder="e.g. 37.45")(?=[^>]*disabled)(?![^>]*name=)[^>]*>/);
    expect(html).toContain('>Calculate</button>');
    expect(html).toContain('Servings per case');
  });
});
