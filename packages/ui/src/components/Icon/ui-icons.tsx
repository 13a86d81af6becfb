import type { ReactElement } from 'react';

// The interface's own icons, apart from the claim seals and packaging drawings (icons.tsx): the header, search box
// and menus draw these on every page, so they are all the site's entry carries (issue 12 item 7).

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

const chevron = <path d="M6 9l6 6 6-6" />;

/**
 * Line icons drawn on a 24×24 grid with `currentColor` strokes. Not exported: Storybook's docgen takes an exported
 * record of elements for a component and adds `displayName` and `__docgenInfo` keys to it.
 */
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

/** The UI icons' names, in drawing order. */
export const uiIconNames = Object.keys(uiIcons) as UiIconName[];

/** A UI icon's drawing. */
export function uiIconShape(name: UiIconName): ReactElement | undefined {
  return uiIcons[name];
}
