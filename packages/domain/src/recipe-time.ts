import type { RecipeStep, SubRecipe } from './entities.js';

/**
 * The time a recipe's steps state (issue 14 item 2, the Recipe's `cookTime` and `totalTime`). The content has no time
 * fields, but most steps say how long they take ("Fry … at 350°F for 10 to 12 minutes", "rest 5 minutes", "about 2
 * minutes per side", "let stand at least 30 minutes"). Each duration a step states is read and they are added up
 * over the recipe's steps and its sub-recipes' steps (each sub-recipe once; a stand-alone one too, since the recipe
 * cannot be made without it). The rule, for every phrasing the content holds:
 *
 * - "10 to 12 minutes", "10-12 minutes", "4 or 5 minutes", "45 minutes to 1 hour": a range counts its upper bound;
 * - "about 8 to 10 minutes", "at least 1 hour": the number stated (a minimum counts as itself);
 * - "3 to 4 minutes per side", "about 10 seconds per side", "on each side": twice (both sides are cooked);
 * - seconds, minutes, hours, days and weeks; "1 hour 30 minutes" and "1 hour and 30 minutes" add up; "½", "1/2",
 *   "1 1/2", "1.5" and "a"/"an" ("an hour") are numbers;
 * - "up to 1 week", "within 30 minutes", "no more than 2 hours" are limits — how long something keeps or may wait,
 *   not how long the step takes — and are not counted;
 * - "overnight" counts 8 hours, unless it is the alternative to a stated time ("4 hours or overnight");
 * - a step's work without a stated time ("to an internal temperature of 165°F", "until golden") adds nothing, and
 *   steps that could run side by side (the fries while the chicken rests) are not knowable from the text, so all
 *   stated times add up. That is why the figure is named for what it is: the time stated in the steps.
 *
 * The total is rounded up to a whole minute; null when no step states a time.
 */

/** What the rule reads of a recipe. */
export interface RecipeForTime {
  steps: readonly Pick<RecipeStep, 'step'>[];
  subRecipes: readonly (Pick<SubRecipe, 'id'> & { steps: readonly Pick<RecipeStep, 'step'>[] })[];
}

const SECONDS: Record<string, number> = {
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
  day: 86_400,
  days: 86_400,
  week: 604_800,
  weeks: 604_800,
};

const OVERNIGHT_SECONDS = 8 * 3600;

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
};

const VULGAR: Record<string, number> = { '½': 1 / 2, '¼': 1 / 4, '¾': 3 / 4, '⅓': 1 / 3, '⅔': 2 / 3 };

// A number: "1.5", "1 1/2", "1½", "1/2", "½", a number word, or "a"/"an" before a minute, hour, day or week (not
// before "second": "a second coat" is no time).
const NUMBER = String.raw`(?<![\w/.])(?:\d+(?:\.\d+)?(?:\s*[½¼¾⅓⅔]|\s+\d+\/\d+)?|\d+\/\d+|[½¼¾⅓⅔]|(?:${Object.keys(WORD_NUMBERS).join('|')})\b|an?(?=\s+(?:minute|hour|day|week)s?\b))`;
const UNIT = String.raw`(?:${Object.keys(SECONDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\b\.?`;
// One amount of time, possibly compound ("1 hour 30 minutes", "1 hour and 30 minutes").
const AMOUNT = String.raw`${NUMBER}[\s-]*${UNIT}(?:,?\s*(?:and\s+)?${NUMBER}[\s-]*${UNIT})*`;
const DURATION = new RegExp(
  String.raw`(?<limit>\b(?:up\s+to|within|no\s+(?:more|longer)\s+than)\s+)?` +
    String.raw`(?<from>${NUMBER}(?:[\s-]*${UNIT})?\s*(?:to|or|-|–)\s*)?` +
    String.raw`(?<amount>${AMOUNT})` +
    String.raw`(?<side>\s+(?:per|on\s+each|each|a)\s+side\b)?` +
    String.raw`|(?<alternative>\bor\s+)?\bovernight\b`,
  'gi',
);
const PART = new RegExp(String.raw`(${NUMBER})[\s-]*(${UNIT})`, 'gi');

function numberValue(text: string): number {
  if (/^an?$/i.test(text)) return 1;
  const word = WORD_NUMBERS[text.toLowerCase()];
  if (word !== undefined) return word;
  let value = 0;
  for (const token of text.match(/\d+\/\d+|\d+(?:\.\d+)?|[½¼¾⅓⅔]/g) ?? []) {
    if (token in VULGAR) value += VULGAR[token] as number;
    else if (token.includes('/')) {
      const [numerator, denominator] = token.split('/').map(Number) as [number, number];
      value += numerator / denominator;
    } else value += Number(token);
  }
  return value;
}

/** Seconds in an amount such as "10 minutes" or "1 hour and 30 minutes". */
function amountSeconds(amount: string): number {
  let seconds = 0;
  for (const [, number, unit] of amount.matchAll(PART)) {
    const perUnit = SECONDS[(unit as string).toLowerCase().replace(/\.$/, '')];
    if (perUnit !== undefined) seconds += numberValue((number as string).trim()) * perUnit;
  }
  return seconds;
}

/** Seconds one step's text states (0 when it states none), by the rule above. */
export function stepSeconds(text: string): number {
  let seconds = 0;
  for (const match of text.matchAll(DURATION)) {
    const groups = match.groups ?? {};
    if (groups.amount === undefined) {
      // "overnight", unless it is the alternative to a time already stated ("at least 4 hours or overnight").
      if (groups.alternative === undefined) seconds += OVERNIGHT_SECONDS;
      continue;
    }
    if (groups.limit !== undefined) continue;
    // A range's upper bound is its second amount; "for 3 to 4 minutes" reads the same as "for 4 minutes".
    const amount = amountSeconds(groups.amount);
    seconds += groups.side !== undefined ? 2 * amount : amount;
  }
  return seconds;
}

/** Minutes the recipe's steps and its sub-recipes' steps state, rounded up; null when they state none. */
export function minutesStatedInSteps(recipe: RecipeForTime): number | null {
  const seen = new Set<string>();
  const steps = [...recipe.steps];
  for (const subRecipe of recipe.subRecipes) {
    if (seen.has(subRecipe.id)) continue;
    seen.add(subRecipe.id);
    steps.push(...subRecipe.steps);
  }
  const seconds = steps.reduce((total, step) => total + stepSeconds(step.step), 0);
  // Rounded to the second first, so that "1.1 hours" is 66 minutes and not 67 by a floating-point hair.
  const whole = Math.round(seconds);
  return whole > 0 ? Math.ceil(whole / 60) : null;
}

/** Whole minutes as an ISO 8601 duration (schema.org `cookTime`, HTML `<time datetime>`): 'PT25M', 'PT2H10M'. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/** Whole minutes as the recipe page shows them: '25 min', '1 hr', '2 hr 10 min'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? `${hours} hr` : '', rest > 0 || hours === 0 ? `${rest} min` : '']
    .filter(Boolean)
    .join(' ');
}

/** The label the recipe page puts before `formatMinutes` (the JSON-LD's cookTime and totalTime say the same). */
export const STEP_TIME_LABEL = 'Cooking time stated in the steps:';
