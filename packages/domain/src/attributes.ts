import type { AllergenKey, Allergens, MarketingClaimKey, MarketingClaims, YesNo } from './entities.js';

/**
 * The 15 product attributes of spec §2.4 as data. The UI lists them, `productMatchesAttributes` evaluates them,
 * and the API builds its SQL from the same rules, so both sides agree on what "gluten free" means.
 */

export type AttributeRule =
  | { kind: 'marketing'; claim: MarketingClaimKey; equals: YesNo }
  | { kind: 'allergenAbsent'; allergen: AllergenKey };

export const ATTRIBUTE_KEYS = [
  'dairyFree',
  'eggFree',
  'glutenFree',
  'kosher',
  'msg',
  'artificialFlavors',
  'artificialPreservatives',
  'edta',
  'hfcs',
  'syntheticColors',
  'peanutFree',
  'refrigerated',
  'shelfStable',
  'treeNutFree',
  'wheatFree',
] as const;
export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number];

export interface AttributeDefinition {
  key: AttributeKey;
  label: string;
  rule: AttributeRule;
}

export const ATTRIBUTES: readonly AttributeDefinition[] = [
  { key: 'dairyFree', label: 'Dairy Free', rule: { kind: 'allergenAbsent', allergen: 'milk' } },
  { key: 'eggFree', label: 'Egg Free', rule: { kind: 'allergenAbsent', allergen: 'eggs' } },
  { key: 'glutenFree', label: 'Gluten Free', rule: { kind: 'marketing', claim: 'gluten', equals: 'No' } },
  { key: 'kosher', label: 'Kosher', rule: { kind: 'marketing', claim: 'kosher', equals: 'Yes' } },
  { key: 'msg', label: 'No Added MSG', rule: { kind: 'marketing', claim: 'msg', equals: 'No' } },
  {
    key: 'artificialFlavors',
    label: 'No Artificial Flavors',
    rule: { kind: 'marketing', claim: 'artificialFlavors', equals: 'No' },
  },
  {
    key: 'artificialPreservatives',
    label: 'No Artificial Preservatives',
    rule: { kind: 'marketing', claim: 'artificialPreservatives', equals: 'No' },
  },
  { key: 'edta', label: 'No EDTA', rule: { kind: 'marketing', claim: 'edta', equals: 'No' } },
  { key: 'hfcs', label: 'No HFCS', rule: { kind: 'marketing', claim: 'hfcs', equals: 'No' } },
  {
    key: 'syntheticColors',
    label: 'No Synthetic Colors',
    rule: { kind: 'marketing', claim: 'syntheticColors', equals: 'No' },
  },
  { key: 'peanutFree', label: 'Peanut Free', rule: { kind: 'allergenAbsent', allergen: 'peanuts' } },
  {
    key: 'refrigerated',
    label: 'Refrigerated',
    rule: { kind: 'marketing', claim: 'refrigerated', equals: 'Yes' },
  },
  {
    key: 'shelfStable',
    label: 'Shelf Stable',
    rule: { kind: 'marketing', claim: 'shelfStable', equals: 'Yes' },
  },
  { key: 'treeNutFree', label: 'Tree Nut Free', rule: { kind: 'allergenAbsent', allergen: 'treenuts' } },
  { key: 'wheatFree', label: 'Wheat Free', rule: { kind: 'allergenAbsent', allergen: 'wheat' } },
];

export function isAttributeKey(value: string): value is AttributeKey {
  return (ATTRIBUTE_KEYS as readonly string[]).includes(value);
}

export function getAttribute(key: string): AttributeDefinition | undefined {
  return ATTRIBUTES.find((attribute) => attribute.key === key);
}

/** The part of a product the attribute rules read. */
export interface AttributeSubject {
  claims: { marketing: Partial<MarketingClaims>; allergens: Allergens };
}

export function matchesAttributeRule(product: AttributeSubject, rule: AttributeRule): boolean {
  if (rule.kind === 'marketing') return product.claims.marketing[rule.claim] === rule.equals;
  return product.claims.allergens[rule.allergen] !== 'Contains';
}

/**
 * True when the product satisfies every attribute in `keys` (attributes combine with AND, spec §2.4).
 * Keys that name no attribute are ignored, so a stale link still lists products; validate with `isAttributeKey`
 * where unknown keys must be refused.
 */
export function productMatchesAttributes(product: AttributeSubject, keys: readonly string[]): boolean {
  return keys.every((key) => {
    const attribute = getAttribute(key);
    return attribute === undefined || matchesAttributeRule(product, attribute.rule);
  });
}
