import type { MarketingClaims, YesNo } from './entities.js';

/** Marketing claims that have an icon on product tiles and pages, in display order. */
export const CLAIM_ICON_KEYS = [
  'msg',
  'hfcs',
  'edta',
  'artificialFlavors',
  'syntheticColors',
  'artificialPreservatives',
  'gluten',
  'fatFree',
  'lite',
] as const;
export type ClaimIconKey = (typeof CLAIM_ICON_KEYS)[number];

export const CLAIM_LABELS: Record<ClaimIconKey, string> = {
  msg: 'No Added MSG',
  hfcs: 'No HFCS',
  edta: 'No EDTA',
  artificialFlavors: 'No Artificial Flavors',
  syntheticColors: 'No Synthetic Colors',
  artificialPreservatives: 'No Artificial Preservatives',
  gluten: 'Gluten Free',
  fatFree: 'Fat Free',
  lite: 'Lite',
};

/** Claims whose icon shows on 'Yes' rather than on 'No' (spec §2.4). */
const SHOWN_ON_YES: readonly ClaimIconKey[] = ['fatFree', 'lite'];

export function isClaimIconKey(key: string): key is ClaimIconKey {
  return (CLAIM_ICON_KEYS as readonly string[]).includes(key);
}

/** Whether a claim with this value shows its icon: 'No' for most claims, 'Yes' for fat-free and lite. */
export function claimShowsIcon(key: string, value: YesNo | undefined): boolean {
  if (!isClaimIconKey(key) || value === undefined) return false;
  return value === (SHOWN_ON_YES.includes(key) ? 'Yes' : 'No');
}

export interface ClaimIcon {
  key: ClaimIconKey;
  label: string;
}

/** The claim icons a product shows, in display order. */
export function claimIcons(marketing: Partial<MarketingClaims>): ClaimIcon[] {
  return CLAIM_ICON_KEYS.filter((key) => claimShowsIcon(key, marketing[key])).map((key) => ({
    key,
    label: CLAIM_LABELS[key],
  }));
}
