import { ALLERGEN_KEYS, type Allergens, type CaseInfo, type MarketingClaims } from './entities.js';
import { packagingIdFromName } from './packages.js';

/** Display forms of the unit codes used in `caseInfo.individualUnitPercent` and nutrition. */
export const UNIT_LABELS: Readonly<Record<string, string>> = {
  ONZ: 'oz',
  FOZ: 'fl oz',
  GLL: 'gal',
  LBR: 'lb',
  GRM: 'g',
  KGM: 'kg',
  MLT: 'mL',
  ML: 'mL',
  LTR: 'L',
};

/** 'ONZ' → 'oz'; an unknown code is shown as given. */
export function formatUnit(code: string | null | undefined): string {
  if (!code) return '';
  return UNIT_LABELS[code.toUpperCase()] ?? code;
}

export interface SizedProduct {
  packaging?: string;
  caseInfo: Pick<CaseInfo, 'packageType' | 'individualUnitVal' | 'individualUnitPercent'>;
}

/** Size shown on product tiles: 'cup (1.5 oz)' for cups, the package type ('Gallon') for anything else. */
export function productSizeLabel(product: SizedProduct): string {
  const { packageType, individualUnitVal, individualUnitPercent } = product.caseInfo;
  const isCup =
    packagingIdFromName(product.packaging ?? '') === 'cup' || packagingIdFromName(packageType) === 'cup';
  if (!isCup) return packageType;
  return `cup (${individualUnitVal} ${formatUnit(individualUnitPercent)})`;
}

/** Case dimensions and weights: three decimals; a missing value gives ''. */
export function toFixed3(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(3) : '';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Allergens marked 'Contains', capitalised and comma-separated ('Eggs, Milk'), or 'None' (spec §2.9). */
export function allergenText(allergens: Allergens | null | undefined): string {
  const present = ALLERGEN_KEYS.filter((key) => allergens?.[key] === 'Contains').map(capitalise);
  return present.length > 0 ? present.join(', ') : 'None';
}

export type GlutenStatus = 'Gluten-Free' | 'Not Gluten-Free';
/** The gluten claim 'No' means gluten free. */
export function glutenStatus(marketing: Partial<Pick<MarketingClaims, 'gluten'>>): GlutenStatus {
  return marketing.gluten === 'No' ? 'Gluten-Free' : 'Not Gluten-Free';
}

export type KosherStatus = 'Not Kosher' | 'Kosher' | 'Kosher Dairy';
export function kosherStatus(
  marketing: Partial<Pick<MarketingClaims, 'kosher' | 'kosherDairy'>>,
): KosherStatus {
  if (marketing.kosher !== 'Yes') return 'Not Kosher';
  return marketing.kosherDairy === 'Yes' ? 'Kosher Dairy' : 'Kosher';
}

/** '1 day', '0 days', '270 days'. */
export function shelfLifeText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** Greedy word wrap for plus-one tiles: lines of at most `width` characters; a longer word keeps its own line. */
export function wrapTitle(title: string, width = 11): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.trim().split(/\s+/).filter(Boolean)) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= width) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export * from './format-details.js';
