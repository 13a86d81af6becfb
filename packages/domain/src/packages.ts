/** Packaging ids and the package display order of spec §9. */

export const PACKAGING_IDS = [
  'gallon',
  'barBottle',
  'cup',
  'pouch',
  'tub',
  'bagInBox',
  'pillowPack',
  'dispenserPack',
  'pail',
] as const;
export type PackagingId = (typeof PACKAGING_IDS)[number];

/** Display names (the `caseInfo.packageType` values). */
export const PACKAGING_NAMES: Record<PackagingId, string> = {
  gallon: 'Gallon',
  barBottle: 'Bar Bottle',
  cup: 'Cup',
  pouch: 'Pouch',
  tub: 'Tub',
  bagInBox: 'Bag-in-Box',
  pillowPack: 'Pillow Pack',
  dispenserPack: 'Dispenser Pack',
  pail: 'Pail',
};

/** Cup sizes in ounces, in display order (largest first). */
export const CUP_SIZE_ORDER = [3, 2, 1.75, 1.5, 1.25, 1, 0.75] as const;

export function isPackagingId(value: string): value is PackagingId {
  return (PACKAGING_IDS as readonly string[]).includes(value);
}

/**
 * Turns a package type or URL segment ('Bar Bottle', 'bar bottle', 'Bag-in-Box', 'barBottle') into its packaging id, or
 * undefined when it names no known packaging.
 */
export function packagingIdFromName(name: string): PackagingId | undefined {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  return PACKAGING_IDS.find((id) => id.toLowerCase() === key);
}

export interface PackageOrderItem {
  /** Packaging id ('cup') or package type ('Cup'). */
  packaging: string;
  caseInfo: { individualUnitVal: number };
}

function groupRank(packaging: string): number {
  const id = packagingIdFromName(packaging);
  // Unknown packagings sort after every known one.
  return id === undefined ? PACKAGING_IDS.length : PACKAGING_IDS.indexOf(id);
}

/**
 * Sort comparator for the package display order of spec §9: gallon, bar bottle, cups from 3 oz down to 0.75 oz,
 * pouch, tub, bag-in-box, pillow pack, dispenser pack, then pail.
 */
export function comparePackageOrder(a: PackageOrderItem, b: PackageOrderItem): number {
  const byGroup = groupRank(a.packaging) - groupRank(b.packaging);
  if (byGroup !== 0) return byGroup;
  if (packagingIdFromName(a.packaging) === 'cup') {
    // Larger cups first; this reproduces 3, 2, 1.75, 1.5, 1.25, 1, 0.75 and places any other size sensibly.
    return (b.caseInfo.individualUnitVal || 0) - (a.caseInfo.individualUnitVal || 0);
  }
  return 0;
}
