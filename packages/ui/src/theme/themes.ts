import { brandFonts, fontStack } from './fonts';
import { baseScales, type Theme } from './tokens';

/** Marlow's Foodservice: warm kitchen look, deep green accent on cream. Every text pair meets WCAG AA. */
export const defaultTheme: Theme = {
  name: 'foodservice',
  label: "Marlow's Foodservice",
  color: {
    surface: { base: '#fcf8ef', alt: '#f3ead8' },
    text: { base: '#2a211b', muted: '#5c4f43' },
    accent: { base: '#1f5a3a', contrast: '#ffffff', strong: '#133d26' },
    border: '#c9b99c',
    focus: '#b3470f',
    danger: '#a3221c',
    success: '#1d6b3c',
    badge: '#a3221c',
  },
  // Fraunces for headings, Figtree for text (fonts.ts says why).
  fonts: { body: fontStack(brandFonts.foodservice.body), heading: fontStack(brandFonts.foodservice.heading) },
  fontWeights: { body: 400, heading: 620, strong: 650 },
  letterSpacings: { heading: '-0.01em', caps: '0.08em' },
  ...baseScales,
  shadows: { sm: '0 1px 2px rgba(42, 33, 27, 0.12)', md: '0 4px 14px rgba(42, 33, 27, 0.16)' },
};

/** Marlow's Steakhouse: retail look, charcoal text, burgundy accent and a gold badge on warm white. */
export const steakhouseTheme: Theme = {
  name: 'steakhouse',
  label: "Marlow's Steakhouse",
  color: {
    surface: { base: '#ffffff', alt: '#f4f1ec' },
    text: { base: '#1e1e1e', muted: '#545454' },
    accent: { base: '#7a1c2a', contrast: '#ffffff', strong: '#55121c' },
    border: '#bdb5a8',
    focus: '#8a6410',
    danger: '#b0201d',
    success: '#2a6b34',
    badge: '#7a5a12',
  },
  // Playfair Display for headings, Libre Franklin for text (fonts.ts says why).
  fonts: { body: fontStack(brandFonts.steakhouse.body), heading: fontStack(brandFonts.steakhouse.heading) },
  fontWeights: { body: 400, heading: 700, strong: 600 },
  letterSpacings: { heading: '0', caps: '0.1em' },
  ...baseScales,
  shadows: { sm: '0 1px 2px rgba(30, 30, 30, 0.14)', md: '0 4px 14px rgba(30, 30, 30, 0.2)' },
};

/** Every built-in theme by its name (`BrandConfig.theme`). */
export const themes = {
  foodservice: defaultTheme,
  steakhouse: steakhouseTheme,
} satisfies Record<string, Theme>;
