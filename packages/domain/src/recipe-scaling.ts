/**
 * Recipe scaling (`/recipes/{slug}?servings=48&units=metric`): every ingredient amount scaled from the recipe's
 * yield and shown in US kitchen measures (fractions) or metric (grams, millilitres), rounded as a cook measures.
 */

export type UnitSystem = 'us' | 'metric';
export const UNIT_SYSTEMS: readonly UnitSystem[] = ['us', 'metric'];
export const UNIT_SYSTEM_LABELS: Record<UnitSystem, string> = { us: 'US', metric: 'Metric' };

export const SERVINGS_MIN = 1;
export const SERVINGS_MAX = 1000;

export function servingsMessage(yieldServings: number): string {
  return `Servings must be a whole number from ${SERVINGS_MIN} to ${SERVINGS_MAX.toLocaleString('en-US')}, so the recipe shows its own yield of ${yieldServings}.`;
}
export const MSG_UNITS_INVALID = 'Units must be US or metric, so the recipe shows US units.';
/** Refusals of a scaled recipe email (`POST /api/recipes/send-files` with `servings`/`units`). */
export const MSG_SERVINGS_RANGE = `Servings must be a whole number from ${SERVINGS_MIN} to ${SERVINGS_MAX.toLocaleString('en-US')}.`;
export const MSG_UNITS = 'Units must be us or metric.';
export const MSG_SCALING_RECIPE_ONLY =
  'Servings and units apply only to a recipe email with its PDF attached.';

/** The sentence saying which size and units scaled amounts are for (the scaler's, and the scaled email's). */
export function scaledAmountsSentence(servings: number, units: UnitSystem, yieldServings: number): string {
  const count = (value: number) => `${value} ${value === 1 ? 'serving' : 'servings'}`;
  return `Amounts for ${count(servings)} in ${units === 'metric' ? 'metric' : 'US'} units (the recipe makes ${count(yieldServings)}).`;
}

export interface ScalingChoice {
  /** Servings shown (the yield when none or an invalid number was asked for). */
  servings: number;
  units: UnitSystem;
  /** servings / yield. */
  factor: number;
  /** True when the amounts differ from the recipe as written (another size or metric). */
  changed: boolean;
  /** Why a value asked for was not used (one message per parameter), empty when both were fine. */
  messages: string[];
}

/** Reads `servings` and `units` from the query of a recipe whose yield is `yieldServings`. */
export function parseScalingQuery(
  params: { get(name: string): string | null },
  yieldServings: number,
): ScalingChoice {
  const messages: string[] = [];
  let servings = yieldServings;
  const askedServings = params.get('servings');
  if (askedServings !== null && askedServings.trim() !== '') {
    const value = askedServings.trim();
    const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isInteger(number) && number >= SERVINGS_MIN && number <= SERVINGS_MAX) servings = number;
    else messages.push(servingsMessage(yieldServings));
  }
  let units: UnitSystem = 'us';
  const askedUnits = params.get('units');
  if (askedUnits !== null && askedUnits.trim() !== '') {
    const value = askedUnits.trim().toLowerCase();
    if (value === 'us' || value === 'metric') units = value;
    else messages.push(MSG_UNITS_INVALID);
  }
  const factor = servings / yieldServings;
  return { servings, units, factor, changed: factor !== 1 || units === 'metric', messages };
}

const GLYPHS: Record<string, string> = {
  '1/8': '⅛',
  '1/4': '¼',
  '3/8': '⅜',
  '1/2': '½',
  '5/8': '⅝',
  '3/4': '¾',
  '7/8': '⅞',
  '1/3': '⅓',
  '2/3': '⅔',
};
const GLYPH_VALUES: Record<string, number> = Object.fromEntries(
  Object.entries(GLYPHS).map(([text, glyph]) => {
    const [n, d] = text.split('/').map(Number) as [number, number];
    return [glyph, n / d];
  }),
);

/**
 * The number an amount as written means: '2', '1/2', '1 1/2', '0.5', '1½', '½'. Null for anything else
 * ('to taste', a range), which is then shown as written.
 */
export function parseAmount(text: string): number | null {
  const value = text.trim();
  let match = /^(\d+)?\s*([⅛¼⅜½⅝¾⅞⅓⅔])$/.exec(value);
  if (match) return Number(match[1] ?? 0) + (GLYPH_VALUES[match[2] as string] ?? 0);
  match = /^(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(value);
  if (match) {
    const denominator = Number(match[3]);
    if (denominator === 0) return null;
    return Number(match[1] ?? 0) + Number(match[2]) / denominator;
  }
  if (/^\d+(\.\d+)?$/.test(value) || /^\.\d+$/.test(value)) return Number(value);
  return null;
}

const EPSILON = 1e-9;

/**
 * Rounds to the nearest whole number plus one of `steps` (fractions in [0, 1)); a positive value never rounds to
 * zero but to the smallest step.
 */
export function roundToSteps(value: number, steps: readonly number[]): number {
  const whole = Math.floor(value);
  const candidates = [...steps.map((step) => whole + step), whole + 1];
  let best = candidates[0] as number;
  for (const candidate of candidates) {
    if (Math.abs(candidate - value) < Math.abs(best - value) - EPSILON) best = candidate;
  }
  if (best <= 0 && value > 0) return Math.min(...steps.filter((step) => step > 0), 1);
  return best;
}

/** A number as a cook reads it: whole part and a fraction glyph ('1 ½', '⅓', '12'). */
export function formatFraction(value: number): string {
  let whole = Math.floor(value + EPSILON);
  const rest = value - whole;
  if (rest < 0.01) return String(whole);
  let glyph: string | undefined;
  let best = Number.POSITIVE_INFINITY;
  for (const [text, symbol] of Object.entries(GLYPHS)) {
    const [n, d] = text.split('/').map(Number) as [number, number];
    const distance = Math.abs(n / d - rest);
    if (distance < best) {
      best = distance;
      glyph = symbol;
    }
  }
  if (1 - rest < best) {
    whole += 1;
    glyph = undefined;
  }
  if (!glyph) return String(whole);
  return whole > 0 ? `${whole} ${glyph}` : glyph;
}

/** A decimal without trailing zeros ('1.25', '2', '0.5'). */
function formatDecimal(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** Volume units in teaspoons, weight units in ounces (US); metric units in millilitres and grams. */
export const US_VOLUME_TSP: Readonly<Record<string, number>> = {
  tsp: 1,
  tbsp: 3,
  floz: 6,
  cup: 48,
  pt: 96,
  qt: 192,
  gallon: 768,
};
export const US_WEIGHT_OZ: Readonly<Record<string, number>> = { oz: 1, lb: 16 };
export const METRIC_VOLUME_ML: Readonly<Record<string, number>> = { ml: 1, l: 1000 };
export const METRIC_WEIGHT_G: Readonly<Record<string, number>> = { g: 1, kg: 1000 };
/** Unit ids that are counts or cannot be measured: scaled as numbers, never converted. */
const UNSCALED_UNITS = new Set(['to-taste']);

export const ML_PER_TSP = 4.92892159375;
export const GRAMS_PER_OZ = 28.349523125;

/** Names of the metric units scaling may produce (the `uoms` lookup has the US ones). */
export const METRIC_UNIT_NAMES: Readonly<Record<string, string>> = { ml: 'mL', l: 'L', g: 'g', kg: 'kg' };

export interface Quantity {
  amount: string;
  /** Unit id (the `uoms` lookup, or a key of METRIC_UNIT_NAMES). */
  unit: string | null;
}

/**
 * A US volume in teaspoons as kitchen measures: tsp in quarters under 1 tbsp, tbsp in halves under ¼ cup, cups in
 * quarters and thirds (tablespoons under a cup when no cup measure is within 5 %), half cups from 4 cups, and
 * gallons in eighths and quarters from 1 gallon.
 */
export function usVolume(tsp: number): Quantity {
  if (tsp < 3 - 0.125)
    return { amount: formatFraction(roundToSteps(tsp, [0, 0.125, 0.25, 0.5, 0.75])), unit: 'tsp' };
  if (tsp < 12 - 0.75) return { amount: formatFraction(roundToSteps(tsp / 3, [0, 0.5])), unit: 'tbsp' };
  const cups = tsp / 48;
  if (cups < 1 - 0.125) {
    // Under a cup: the nearest cup measure when it is within 5 %, else tablespoons (6 tbsp, not ⅓ cup).
    const rounded = roundToSteps(cups, [0, 0.25, 1 / 3, 0.5, 2 / 3, 0.75]);
    if (Math.abs(rounded - cups) / cups <= 0.05) return { amount: formatFraction(rounded), unit: 'cup' };
    return { amount: formatFraction(roundToSteps(tsp / 3, [0, 0.5])), unit: 'tbsp' };
  }
  if (cups < 4) {
    return { amount: formatFraction(roundToSteps(cups, [0, 0.25, 1 / 3, 0.5, 2 / 3, 0.75])), unit: 'cup' };
  }
  if (cups < 16 - 0.25) return { amount: formatFraction(roundToSteps(cups, [0, 0.5])), unit: 'cup' };
  return { amount: formatFraction(roundToSteps(cups / 16, [0, 0.125, 0.25, 0.5, 0.75])), unit: 'gallon' };
}

/** A US weight in ounces: oz in quarters (halves from 4 oz), pounds in quarters from 1 lb. */
export function usWeight(oz: number): Quantity {
  if (oz < 4) return { amount: formatFraction(roundToSteps(oz, [0, 0.25, 0.5, 0.75])), unit: 'oz' };
  if (oz < 16 - 0.25) return { amount: formatFraction(roundToSteps(oz, [0, 0.5])), unit: 'oz' };
  return { amount: formatFraction(roundToSteps(oz / 16, [0, 0.25, 0.5, 0.75])), unit: 'lb' };
}

/** A metric volume: whole mL under 10, 5 mL steps under 250, 10 mL steps under 1 L, then litres to 0.05. */
export function metricVolume(ml: number): Quantity {
  if (ml < 9.5) return { amount: formatDecimal(roundTo(ml, 1), 0), unit: 'ml' };
  if (ml < 247.5) return { amount: formatDecimal(roundTo(ml, 5), 0), unit: 'ml' };
  if (ml < 995) return { amount: formatDecimal(roundTo(ml, 10), 0), unit: 'ml' };
  return { amount: formatDecimal(roundTo(ml / 1000, 0.05), 2), unit: 'l' };
}

/** A metric weight: whole grams under 10, 5 g steps under 250, 10 g steps under 1 kg, then kilograms to 0.05. */
export function metricWeight(grams: number): Quantity {
  if (grams < 9.5) return { amount: formatDecimal(roundTo(grams, 1), 0), unit: 'g' };
  if (grams < 247.5) return { amount: formatDecimal(roundTo(grams, 5), 0), unit: 'g' };
  if (grams < 995) return { amount: formatDecimal(roundTo(grams, 10), 0), unit: 'g' };
  return { amount: formatDecimal(roundTo(grams / 1000, 0.05), 2), unit: 'kg' };
}

/** A count (each, slice, clove, head …): quarters under 1, halves under 10, whole numbers from 10. */
export function countAmount(value: number): string {
  if (value < 1) return formatFraction(roundToSteps(value, [0, 0.25, 0.5, 0.75]));
  if (value < 10) return formatFraction(roundToSteps(value, [0, 0.5]));
  return String(Math.round(value));
}

/**
 * One ingredient line at `factor` times its amount, in `units`. Volumes and weights are converted and rounded as
 * kitchen measures; counts are scaled and rounded; an amount that is not a number, or 'to taste', stays as written.
 * At factor 1 in US units the line is returned as written.
 */
export function scaleQuantity(
  line: { amount: string; weight: string | null },
  factor: number,
  units: UnitSystem,
): Quantity {
  const asWritten: Quantity = { amount: line.amount, unit: line.weight };
  if (factor === 1 && units === 'us') return asWritten;
  const amount = parseAmount(line.amount);
  const unit = line.weight;
  if (amount === null || (unit !== null && UNSCALED_UNITS.has(unit))) return asWritten;
  const scaled = amount * factor;
  if (unit === null) return { amount: countAmount(scaled), unit };
  let tsp: number | undefined;
  let oz: number | undefined;
  if (unit in US_VOLUME_TSP) tsp = scaled * (US_VOLUME_TSP[unit] as number);
  else if (unit in METRIC_VOLUME_ML) tsp = (scaled * (METRIC_VOLUME_ML[unit] as number)) / ML_PER_TSP;
  else if (unit in US_WEIGHT_OZ) oz = scaled * (US_WEIGHT_OZ[unit] as number);
  else if (unit in METRIC_WEIGHT_G) oz = (scaled * (METRIC_WEIGHT_G[unit] as number)) / GRAMS_PER_OZ;
  if (tsp !== undefined) return units === 'us' ? usVolume(tsp) : metricVolume(tsp * ML_PER_TSP);
  if (oz !== undefined) return units === 'us' ? usWeight(oz) : metricWeight(oz * GRAMS_PER_OZ);
  return { amount: countAmount(scaled), unit };
}
