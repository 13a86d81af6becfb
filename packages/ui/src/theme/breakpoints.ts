/**
 * Breakpoints in px: "mobile" mode applies below 1000 px (spec §2.2), "small" below 767 px; from "wide" (1280 px)
 * up the header's full menu fits on one row with the logo (below it, the desktop header takes two rows).
 */
export const breakpoints = { mobile: 1000, small: 767, wide: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media queries matching widths below each breakpoint, for styles (`${media.mobile} { … }`). */
export const media = {
  mobile: `@media (max-width: ${breakpoints.mobile - 1}px)`,
  small: `@media (max-width: ${breakpoints.small - 1}px)`,
  /** Below the width where the desktop header fits on one row. */
  narrow: `@media (max-width: ${breakpoints.wide - 1}px)`,
  /** From the small breakpoint up (tablet and desktop): wide page heroes, side-by-side layouts. */
  medium: `@media (min-width: ${breakpoints.small}px)`,
} as const;

/** The media query of mobile mode, shared by `useIsMobile` and styles. */
export const mobileQuery = `(max-width: ${breakpoints.mobile - 1}px)`;
