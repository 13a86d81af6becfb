import type { ReactElement } from 'react';
import {
  CLAIM_ICON_KEYS,
  CLAIM_LABELS,
  PACKAGING_IDS,
  type ClaimIconKey,
  type PackagingId,
} from '@larder/domain';

/** Marketing claims that have an icon, in display order, and their labels (`@larder/domain`'s lists). */
export const claimIconKeys = CLAIM_ICON_KEYS;
export const claimIconLabels = CLAIM_LABELS;
export type { ClaimIconKey };

/** Packagings that have an icon: every packaging id of `@larder/domain`, so `package-${product packaging}` works. */
export const packageIconIds = PACKAGING_IDS;
export type PackageIconId = PackagingId;

export type UiIconName =
  | 'search'
  | 'close'
  | 'menu'
  | 'chevron-down'
  | 'chevron-up'
  | 'chevron-left'
  | 'chevron-right'
  | 'print'
  | 'email'
  | 'phone'
  | 'external';
export type IconName = UiIconName | `claim-${ClaimIconKey}` | `package-${PackageIconId}`;

const chevron = <path d="M6 9l6 6 6-6" />;

/** Line icons drawn on a 24×24 grid with `currentColor` strokes. */
const uiIcons: Record<UiIconName, ReactElement> = {
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l5 5" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6L6 18" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  'chevron-down': chevron,
  'chevron-up': <g transform="rotate(180 12 12)">{chevron}</g>,
  'chevron-left': <g transform="rotate(90 12 12)">{chevron}</g>,
  'chevron-right': <g transform="rotate(-90 12 12)">{chevron}</g>,
  print: (
    <>
      <path d="M7 9V3h10v6" />
      <rect x="3" y="9" width="18" height="8" rx="1.5" />
      <path d="M7 14h10v7H7z" />
    </>
  ),
  email: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="1.5" />
      <path d="M3.5 6l8.5 7 8.5-7" />
    </>
  ),
  phone: (
    <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
  ),
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
};

/** Abbreviation drawn inside each claim seal; "No …" claims get a strike-through. */
const claimGlyphs: Record<ClaimIconKey, { text: string; strike: boolean }> = {
  msg: { text: 'MSG', strike: true },
  hfcs: { text: 'HFCS', strike: true },
  edta: { text: 'EDTA', strike: true },
  artificialFlavors: { text: 'AF', strike: true },
  syntheticColors: { text: 'SC', strike: true },
  artificialPreservatives: { text: 'AP', strike: true },
  gluten: { text: 'GF', strike: false },
  fatFree: { text: 'FF', strike: false },
  lite: { text: 'LITE', strike: false },
};

/** The letters a claim's seal shows ('MSG', 'AP', …): short and unique, so they also name its sprite symbol. */
export function claimAbbreviation(key: ClaimIconKey): string {
  return claimGlyphs[key].text;
}

function claimIcon(key: ClaimIconKey): ReactElement {
  const { text, strike } = claimGlyphs[key];
  // Fitted inside the ring (never wider than 13 of its 16 inner units) whatever face draws it. The strike stops
  // short of the letters' box (at most 13 wide and 4.8 tall around the centre) and resumes past it, so it never
  // crosses a letter wherever the seal is drawn: inline, or from the sprite, where no halo of the use site reaches.
  return (
    <>
      <circle cx="12" cy="12" r="10" />
      {strike ? <path d="M5 19L8.6 15.4M15.4 8.6L19 5" /> : null}
      {/*
        Baseline, anchor, weight, family and paint are attributes of the text itself, not CSS of an ancestor: a
        sprite's symbol is drawn inside each `<use>`, where no selector of the sprite reaches and the use site's
        strokes would be inherited (IconSprite).
      */}
      <text
        x="12"
        y="12"
        dominantBaseline="central"
        textAnchor="middle"
        fontWeight={700}
        fontFamily="Arial, 'Liberation Sans', sans-serif"
        fill="currentColor"
        stroke="none"
        fontSize={text.length > 3 ? 5 : 6.5}
        {...(text.length >= 3 ? { textLength: 13, lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        {text}
      </text>
    </>
  );
}

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
    return key in claimGlyphs ? claimIcon(key) : undefined;
  }
  if (name.startsWith('package-')) return packageIcons[name.slice('package-'.length) as PackageIconId];
  return uiIcons[name as UiIconName];
}

export const iconNames: IconName[] = [
  ...(Object.keys(uiIcons) as UiIconName[]),
  ...claimIconKeys.map((key) => `claim-${key}` as const),
  ...packageIconIds.map((id) => `package-${id}` as const),
];
