import { describe, expect, it } from 'vitest';

import {
  formatFraction,
  MSG_UNITS_INVALID,
  metricVolume,
  metricWeight,
  parseAmount,
  parseScalingQuery,
  roundToSteps,
  scaleQuantity,
  servingsMessage,
  usVolume,
  usWeight,
} from './recipe-scaling.js';

const query = (text: string) => new URLSearchParams(text);

describe('reading servings and units from the query', () => {
  it('without parameters, shows the yield in US units as written', () => {
    expect(parseScalingQuery(query(''), 4)).toEqual({
      servings: 4,
      units: 'us',
      factor: 1,
      changed: false,
      messages: [],
    });
  });
  it('scales from the yield: 48 servings of a recipe for 4 is 12 times the amounts', () => {
    const choice = parseScalingQuery(query('servings=48&units=metric'), 4);
    expect(choice).toMatchObject({ servings: 48, units: 'metric', factor: 12, changed: true, messages: [] });
  });
  it('metric at the yield is a change too', () => {
    expect(parseScalingQuery(query('units=metric'), 2).changed).toBe(true);
  });
  it.each(['0', '-3', '2.5', 'abc', '1001', '1e3'])(
    'falls back to the yield with a message for servings=%s',
    (value) => {
      const choice = parseScalingQuery(query(`servings=${value}`), 6);
      expect(choice.servings).toBe(6);
      expect(choice.factor).toBe(1);
      expect(choice.messages).toEqual([servingsMessage(6)]);
    },
  );
  it('accepts the limits 1 and 1000', () => {
    expect(parseScalingQuery(query('servings=1'), 4).servings).toBe(1);
    expect(parseScalingQuery(query('servings=1000'), 4).servings).toBe(1000);
  });
  it('falls back to US units with a message for unknown units', () => {
    const choice = parseScalingQuery(query('servings=8&units=imperial'), 4);
    expect(choice).toMatchObject({ servings: 8, units: 'us', messages: [MSG_UNITS_INVALID] });
  });
  it('names the yield and the limits in the servings message', () => {
    expect(servingsMessage(4)).toBe(
      'Servings must be a whole number from 1 to 1,000, so the recipe shows its own yield of 4.',
    );
  });
});

describe('parsing amounts as written', () => {
  it.each([
    ['2', 2],
    ['1/2', 0.5],
    ['1 1/2', 1.5],
    ['0.75', 0.75],
    ['½', 0.5],
    ['1½', 1.5],
    ['2 ⅓', 2 + 1 / 3],
  ])('%s is %d', (text, value) => {
    expect(parseAmount(text)).toBeCloseTo(value, 9);
  });
  it.each(['', 'to taste', '1-2', '1/0', 'a few'])('%j is not a number', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('kitchen rounding', () => {
  it('rounds to the nearest step and never to zero', () => {
    expect(roundToSteps(0.3, [0, 0.25, 1 / 3, 0.5])).toBeCloseTo(1 / 3, 9);
    expect(roundToSteps(0.01, [0, 0.25, 0.5])).toBe(0.25);
    expect(roundToSteps(2.9, [0, 0.5])).toBe(3);
  });
  it('writes fractions with glyphs', () => {
    expect(formatFraction(1 / 3)).toBe('⅓');
    expect(formatFraction(1.5)).toBe('1 ½');
    expect(formatFraction(2 + 2 / 3)).toBe('2 ⅔');
    expect(formatFraction(0.125)).toBe('⅛');
    expect(formatFraction(12)).toBe('12');
  });
});

describe('US measures', () => {
  it('keeps small volumes in teaspoons, in quarters', () => {
    expect(usVolume(0.5)).toEqual({ amount: '½', unit: 'tsp' });
    expect(usVolume(1.3)).toEqual({ amount: '1 ¼', unit: 'tsp' });
  });
  it('moves to tablespoons from 1 tbsp, in halves', () => {
    expect(usVolume(3)).toEqual({ amount: '1', unit: 'tbsp' });
    expect(usVolume(7.5)).toEqual({ amount: '2 ½', unit: 'tbsp' });
  });
  it('moves to cups from ¼ cup, in quarters and thirds', () => {
    expect(usVolume(12)).toEqual({ amount: '¼', unit: 'cup' });
    expect(usVolume(16)).toEqual({ amount: '⅓', unit: 'cup' });
    expect(usVolume(48 * 1.7)).toEqual({ amount: '1 ⅔', unit: 'cup' });
  });
  it('uses tablespoons under a cup when no cup measure is within 5 %', () => {
    expect(usVolume(18)).toEqual({ amount: '6', unit: 'tbsp' });
    expect(usVolume(24)).toEqual({ amount: '½', unit: 'cup' });
    expect(usVolume(32.5)).toEqual({ amount: '⅔', unit: 'cup' });
  });
  it('uses half cups from 4 cups and gallons from 16 cups', () => {
    expect(usVolume(48 * 6.2)).toEqual({ amount: '6', unit: 'cup' });
    expect(usVolume(48 * 24)).toEqual({ amount: '1 ½', unit: 'gallon' });
  });
  it('weighs in ounces, then pounds from 1 lb', () => {
    expect(usWeight(2.6)).toEqual({ amount: '2 ½', unit: 'oz' });
    expect(usWeight(9.8)).toEqual({ amount: '10', unit: 'oz' });
    expect(usWeight(48)).toEqual({ amount: '3', unit: 'lb' });
  });
});

describe('metric measures', () => {
  it('rounds millilitres as a jug is marked, then litres', () => {
    expect(metricVolume(4.93)).toEqual({ amount: '5', unit: 'ml' });
    expect(metricVolume(59.15)).toEqual({ amount: '60', unit: 'ml' });
    expect(metricVolume(473)).toEqual({ amount: '470', unit: 'ml' });
    expect(metricVolume(2839)).toEqual({ amount: '2.85', unit: 'l' });
  });
  it('rounds grams the same way, then kilograms', () => {
    expect(metricWeight(7.2)).toEqual({ amount: '7', unit: 'g' });
    expect(metricWeight(113.4)).toEqual({ amount: '115', unit: 'g' });
    expect(metricWeight(1360.8)).toEqual({ amount: '1.35', unit: 'kg' });
  });
});

describe('scaling an ingredient line', () => {
  it('leaves the line as written at the yield in US units', () => {
    expect(scaleQuantity({ amount: '1/3', weight: 'cup' }, 1, 'us')).toEqual({ amount: '1/3', unit: 'cup' });
  });
  it('scales a US volume and chooses the measure: ¼ cup × 12 is 3 cups', () => {
    expect(scaleQuantity({ amount: '1/4', weight: 'cup' }, 12, 'us')).toEqual({ amount: '3', unit: 'cup' });
  });
  it('scales 2 tbsp for 48 servings of a recipe for 4 to 1 ½ cups', () => {
    expect(scaleQuantity({ amount: '2', weight: 'tbsp' }, 12, 'us')).toEqual({ amount: '1 ½', unit: 'cup' });
  });
  it('halves 1/3 cup to 2 ½ tbsp', () => {
    expect(scaleQuantity({ amount: '1/3', weight: 'cup' }, 0.5, 'us')).toEqual({
      amount: '2 ½',
      unit: 'tbsp',
    });
  });
  it('converts to metric: 2 tbsp is 30 mL, 4 oz is 115 g, 2 lb is 0.9 kg', () => {
    expect(scaleQuantity({ amount: '2', weight: 'tbsp' }, 1, 'metric')).toEqual({ amount: '30', unit: 'ml' });
    expect(scaleQuantity({ amount: '4', weight: 'oz' }, 1, 'metric')).toEqual({ amount: '115', unit: 'g' });
    expect(scaleQuantity({ amount: '2', weight: 'lb' }, 1, 'metric')).toEqual({ amount: '910', unit: 'g' });
    expect(scaleQuantity({ amount: '1', weight: 'gallon' }, 1, 'metric')).toEqual({
      amount: '3.8',
      unit: 'l',
    });
  });
  it('scales counts without converting them', () => {
    expect(scaleQuantity({ amount: '1', weight: 'each' }, 12, 'metric')).toEqual({
      amount: '12',
      unit: 'each',
    });
    expect(scaleQuantity({ amount: '1/4', weight: 'each' }, 3, 'us')).toEqual({ amount: '¾', unit: 'each' });
    expect(scaleQuantity({ amount: '3', weight: 'slice' }, 0.5, 'us')).toEqual({
      amount: '1 ½',
      unit: 'slice',
    });
  });
  it('keeps amounts that are not numbers, and "to taste", as written', () => {
    expect(scaleQuantity({ amount: '', weight: 'to-taste' }, 12, 'metric')).toEqual({
      amount: '',
      unit: 'to-taste',
    });
    expect(scaleQuantity({ amount: '1-2', weight: 'tbsp' }, 12, 'us')).toEqual({
      amount: '1-2',
      unit: 'tbsp',
    });
  });
});
