import { describe, expect, it } from 'vitest';
import {
  formatMinutes,
  isoDuration,
  minutesStatedInSteps,
  stepSeconds,
  type RecipeForTime,
} from './recipe-time';

const minute = 60;
const hour = 3600;

/**
 * Every distinct way the content's steps (api/content/recipes.json, recipes and sub-recipes) state a time, each with
 * one of its real sentences: 60 distinct step texts in 96 recipes come down to these patterns.
 */
const CONTENT_PHRASINGS: [pattern: string, step: string, seconds: number][] = [
  [
    'for N to M minutes: the upper bound',
    'Fry the chicken wings at 350°F for 10 to 12 minutes, until crisp and 165°F inside.',
    12 * minute,
  ],
  [
    'for N minutes',
    'Sear the salmon fillet in a hot skillet for 3 minutes, then finish in a 400°F oven to an internal temperature of 145°F.',
    3 * minute,
  ],
  ['Bake … for N minutes', 'Bake at 350°F for 20 minutes, until hot and bubbly.', 20 * minute],
  [
    'about N to M minutes, after the work',
    'Cook the soft pretzel bites in a 400°F oven or fryer until hot and crisp, about 8 to 10 minutes.',
    10 * minute,
  ],
  [
    'N to M minutes without "for"',
    'Sear on a very hot flat-top in small batches, 1 to 2 minutes, until caramelized. Finish with the green onions.',
    2 * minute,
  ],
  [
    'rest N minutes (the grilling before it states no time)',
    'Grill the chicken breast over medium-high heat to an internal temperature of 165°F; rest 5 minutes, then slice.',
    5 * minute,
  ],
  [
    'Chill N minutes',
    'Toss the cabbage, carrots and green onions with [Boom Boom Sauce] until evenly coated. Chill 20 minutes.',
    20 * minute,
  ],
  [
    'let stand N minutes',
    'Toss the strawberries with the sugar and let stand 15 minutes to release their juices.',
    15 * minute,
  ],
  [
    'let stand at least N minutes; "up to 1 week" is how long it keeps, not counted',
    'Pour over the sliced onion and let stand at least 30 minutes. Refrigerate up to 1 week.',
    30 * minute,
  ],
  [
    'for at least N hour(s)',
    'Marinate the sliced ribeye in [Korean Bulgogi Marinade] for at least 2 hours, refrigerated.',
    2 * hour,
  ],
  ['refrigerate at least N hour', 'Cover and refrigerate at least 1 hour before serving.', 1 * hour],
  [
    'about N minutes per side: twice',
    'Smash the ground beef balls thin on a 400°F flat-top, season with kosher salt and black pepper and cook to an internal temperature of 160°F, about 2 minutes per side.',
    4 * minute,
  ],
  [
    'for N to M minutes per side: twice the upper bound',
    'Cook the plant-based burger patty on a 400°F flat-top for 3 to 4 minutes per side, until heated through and well browned.',
    8 * minute,
  ],
  [
    'for 1 minute per side (singular)',
    'Brush the cut sides of the iceberg lettuce with oil and grill over high heat for 1 minute per side, until lightly charred.',
    2 * minute,
  ],
  [
    'for about N seconds per side',
    'Warm the 12-inch flour tortilla on the flat-top for about 10 seconds per side.',
    20,
  ],
  [
    'a range with "turning once" is the whole time, not per side',
    'Roast on a sheet pan at 425°F for 20 to 25 minutes, turning once, until caramelized and tender.',
    25 * minute,
  ],
  [
    'temperatures, sizes and "until" are no time',
    'Grill the flank steak to medium-rare, 130°F; rest 5 minutes and slice thinly against the grain.',
    5 * minute,
  ],
];

describe('stepSeconds, on the phrasings of the content', () => {
  it.each(CONTENT_PHRASINGS)('%s', (_pattern, step, seconds) => {
    expect(stepSeconds(step)).toBe(seconds);
  });

  it('given a step without a stated time, counts nothing', () => {
    expect(
      stepSeconds(
        'Spread the [Boom Boom Sauce] on the toasted bun, add the 12-inch tortilla and 2 oz of slaw.',
      ),
    ).toBe(0);
  });
});

describe('stepSeconds, on phrasings the content may gain', () => {
  it.each([
    ['Marinate 1 hour 30 minutes.', 90 * minute],
    ['Braise for 2 hours and 15 minutes.', 135 * minute],
    ['Simmer 1½ hours.', 90 * minute],
    ['Simmer 1 1/2 hours.', 90 * minute],
    ['Simmer 1.5 hrs.', 90 * minute],
    ['Let rest for ½ hour.', 30 * minute],
    ['Smoke for an hour, then rest a minute.', 61 * minute],
    ['Roast 45 minutes to 1 hour.', 1 * hour],
    ['Fry 10-12 minutes.', 12 * minute],
    ['Fry 10–12 min.', 12 * minute],
    ['Poach 4 or 5 minutes.', 5 * minute],
    ['Give it a 10-minute rest.', 10 * minute],
    ['Grill two to three minutes on each side.', 6 * minute],
    ['Grill 2 minutes a side.', 4 * minute],
    ['Cure the salmon for 2 days.', 48 * hour],
  ])('%s counts %i seconds', (step, seconds) => {
    expect(stepSeconds(step)).toBe(seconds);
  });

  it('counts "overnight" as 8 hours', () => {
    expect(stepSeconds('Cover and refrigerate overnight.')).toBe(8 * hour);
  });

  it('given "at least 4 hours or overnight", counts the 4 hours stated (overnight is the alternative)', () => {
    expect(stepSeconds('Marinate at least 4 hours or overnight.')).toBe(4 * hour);
  });

  it('given a limit ("up to", "within", "no more than"), counts nothing for it', () => {
    expect(stepSeconds('Marinate up to 4 hours.')).toBe(0);
    expect(stepSeconds('Serve within 30 minutes.')).toBe(0);
    expect(stepSeconds('Hold no more than 2 hours, then discard.')).toBe(0);
    expect(stepSeconds('Chill overnight; keeps up to 3 days.')).toBe(8 * hour);
  });

  it('reads "a second coat" and "often" as no time', () => {
    expect(stepSeconds('Brush on a second coat of glaze, turning often.')).toBe(0);
  });

  it('adds every time a step states', () => {
    expect(stepSeconds('Sear 2 minutes per side, then bake for 10 to 12 minutes and rest 5 minutes.')).toBe(
      21 * minute,
    );
  });
});

const steps = (...texts: string[]) => texts.map((step) => ({ step }));

describe('minutesStatedInSteps', () => {
  it('given a recipe whose steps state no time, is null (the page and the JSON-LD say nothing)', () => {
    expect(
      minutesStatedInSteps({ steps: steps('Toss the greens with the dressing.', 'Serve.'), subRecipes: [] }),
    ).toBeNull();
  });

  it('adds the times of the steps and of each sub-recipe once (the crispy chicken tenders: 1 hour + 5 minutes)', () => {
    const tenders = {
      id: 'sub-crispy-tenders',
      steps: steps(
        'Soak the chicken tenderloins in the buttermilk for at least 1 hour, refrigerated.',
        'Mix the flour, garlic powder, salt and pepper; dredge each tender, pressing the coating on firmly.',
        'Fry at 350°F for 4 to 5 minutes, until golden and 165°F inside. Drain on a rack.',
      ),
    };
    const recipe: RecipeForTime = {
      steps: steps(
        'Prepare the [Crispy Chicken Tenders] and keep hot.',
        'Warm the 12-inch flour tortilla on the flat-top for about 10 seconds per side.',
      ),
      subRecipes: [tenders, tenders],
    };
    // 3600 + 300 + 20 seconds, rounded up to the next whole minute.
    expect(minutesStatedInSteps(recipe)).toBe(66);
  });

  it('rounds seconds up to a whole minute, so a step of 20 seconds shows as 1 minute', () => {
    expect(
      minutesStatedInSteps({
        steps: steps('Warm the spinach tortilla on the flat-top for about 10 seconds per side.'),
        subRecipes: [],
      }),
    ).toBe(1);
  });

  it('does not let floating point add a minute ("1.1 hours" is 66 minutes)', () => {
    expect(minutesStatedInSteps({ steps: steps('Smoke 1.1 hours.'), subRecipes: [] })).toBe(66);
  });
});

describe('isoDuration and formatMinutes', () => {
  it.each([
    [1, 'PT1M', '1 min'],
    [25, 'PT25M', '25 min'],
    [60, 'PT1H', '1 hr'],
    [66, 'PT1H6M', '1 hr 6 min'],
    [130, 'PT2H10M', '2 hr 10 min'],
    [480, 'PT8H', '8 hr'],
  ])('%i minutes is %s and reads "%s"', (minutes, iso, text) => {
    expect(isoDuration(minutes)).toBe(iso);
    expect(formatMinutes(minutes)).toBe(text);
  });
});
