/** Breakpoints in px: "mobile" mode applies below 1000 px (spec §2.2), "small" below 767 px. */
export const breakpoints = { mobile: 1000, small: 767 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media queries matching widths below each breakpoint, for styles (`${media.mobile} { … }`). */
export const media = {
  mobile: `@media (max-width: ${breakpoints.mobile - 1}px)`,
  small: `@media (max-width: ${breakpoints.small - 1}px)`,
} as const;

/** The media query of mobile mode, shared by `useIsMobile` and styles. */
export const mobileQuery = `(max-width: ${breakpoints.mobile - 1}px)`;
