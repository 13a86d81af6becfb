import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { ranchGallon } from '../ProductTile/fixtures';
import { NutritionFacts } from './NutritionFacts';
import * as stories from './NutritionFacts.stories';

const { Default, MissingValues, InnerPack } = composeStories(stories);

function rowOf(name: string) {
  const header = screen.getByRole('rowheader', { name });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('NutritionFacts', () => {
  it('is a table captioned Nutrition Facts with column headers', () => {
    render(<Default />);
    const table = screen.getByRole('table', { name: 'Nutrition Facts' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Nutrient', 'Amount per serving', '% Daily Value']);
  });

  it('shows the serving size as household measure with the metric value, and servings per container', () => {
    render(<Default />);
    expect(rowOf('Serving size')).toEqual(['2 Tbsp (30 g)']);
    expect(rowOf('Servings per container')).toEqual(['128']);
  });

  it('divides servings by the inner pack quantity when the serving has a format code', () => {
    render(<InnerPack />);
    expect(rowOf('Servings per container')).toEqual(['42.67']);
  });

  it('shows calories, then each nutrient with its unit and % Daily Value', () => {
    render(<Default />);
    expect(rowOf('Calories')).toEqual(['140', '']);
    expect(rowOf('Total Fat')).toEqual(['15g', '19%']);
    expect(rowOf('Sodium')).toEqual(['260mg', '11%']);
    expect(rowOf('Iron')).toEqual(['0.1mg', '0%']);
  });

  it('shows vitamins in mcg', () => {
    render(<Default />);
    expect(rowOf('Vitamin A')).toEqual(['6mcg', '0%']);
    expect(rowOf('Vitamin D')).toEqual(['0mcg', '0%']);
  });

  it('given missing nutrient values, shows 0 for amount and percent', () => {
    render(<MissingValues />);
    expect(rowOf('Cholesterol')).toEqual(['0mg', '0%']);
    expect(rowOf('Protein')).toEqual(['0g', '0%']);
    expect(rowOf('Sodium')).toEqual(['330mg', '14%']);
  });

  it('without a format code, servings per container are the average servings', () => {
    render(<MissingValues />);
    expect(rowOf('Servings per container')).toEqual(['128']);
  });

  it('lists every nutrient of the label in order', () => {
    render(<Default />);
    const names = screen.getAllByRole('rowheader').map((header) => header.textContent);
    expect(names).toEqual([
      'Serving size',
      'Servings per container',
      'Calories',
      'Total Fat',
      'Saturated Fat',
      'Trans Fat',
      'Cholesterol',
      'Sodium',
      'Total Carbohydrate',
      'Dietary Fiber',
      'Total Sugars',
      'Added Sugars',
      'Protein',
      'Vitamin D',
      'Calcium',
      'Iron',
      'Potassium',
      'Vitamin A',
      'Vitamin C',
    ]);
  });
});

describeConformance(NutritionFacts, {
  name: 'NutritionFacts',
  props: { nutrition: ranchGallon.nutrition, caseInfo: ranchGallon.caseInfo },
  refType: HTMLTableElement,
});
