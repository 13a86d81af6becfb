import type { ReactElement } from 'react';
import {
  CLAIM_ICON_KEYS,
  CLAIM_LABELS,
  PACKAGING_IDS,
  type ClaimIconKey,
  type PackagingId,
} from '@larder/domain';
import { claimIconShape } from './claim-icons';
import { uiIconNames, uiIconShape, type UiIconName } from './ui-icons';

export { claimAbbreviation } from './claim-icons';

/** Marketing claims that have an icon, in display order, and their labels (`@larder/domain`'s lists). */
export const claimIconKeys = CLAIM_ICON_KEYS;
export const claimIconLabels = CLAIM_LABELS;
export type { ClaimIconKey };

/** Packagings that have an icon: every packaging id of `@larder/domain`, so `package-${product packaging}` works. */
export const packageIconIds = PACKAGING_IDS;
export type PackageIconId = PackagingId;

export type { UiIconName };
export type IconName = UiIconName | `claim-${ClaimIconKey}` | `package-${PackageIconId}`;

const packageIcons: Record<PackageIconId, ReactElement> = {
  gallon: (
    <>
      <path d="M9 3h4v3h3l3 4v10a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V10l4-4z" />
      <path d="M15 9h2v4h-2z" />
    </>
  ),
  barBottle: (
    <>
      <path d="M10 2h4v4l2 3v12a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V9l2-3z" />
      <path d="M8 13h8" />
    </>
  ),
  cup: (
    <>
      <path d="M4 9h16l-2 10a2 2 0 0 1-2 1H8a2 2 0 0 1-2-1z" />
      <path d="M3 9h18" />
    </>
  ),
  pouch: (
    <>
      <path d="M6 3h12l-1 17a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1z" />
      <path d="M6 7h12" />
    </>
  ),
  tub: (
    <>
      <path d="M3 8h18v2H3zM4 10l1.5 9a1 1 0 0 0 1 1h11a1 1 0 0 0 1-1L20 10" />
    </>
  ),
  bagInBox: (
    <>
      <path d="M3 7l9-4 9 4v11l-9 4-9-4z" />
      <path d="M3 7l9 4 9-4M12 11v11" />
      <circle cx="16.5" cy="15" r="1.5" />
    </>
  ),
  pillowPack: (
    <>
      <path d="M4 6c3 1.5 13 1.5 16 0v12c-3-1.5-13-1.5-16 0z" />
      <path d="M4 6v12" />
    </>
  ),
  dispenserPack: (
    <>
      <rect x="6" y="5" width="12" height="16" rx="1.5" />
      <path d="M10 5V2h4v3M9 10h6" />
    </>
  ),
  pail: (
    <>
      <path d="M5 8h14l-1.5 12a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1z" />
      <path d="M5 8a7 6 0 0 1 14 0" />
    </>
  ),
};

export function iconShape(name: IconName): ReactElement | undefined {
  if (name.startsWith('claim-')) {
    const key = name.slice('claim-'.length) as ClaimIconKey;
    return claimIconShape(key);
  }
  if (name.startsWith('package-')) return packageIcons[name.slice('package-'.length) as PackageIconId];
  return uiIconShape(name as UiIconName);
}

export const iconNames: IconName[] = [
  ...uiIconNames,
  ...claimIconKeys.map((key) => `claim-${key}` as const),
  ...packageIconIds.map((id) => `package-${id}` as const),
];
