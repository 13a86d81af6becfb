/**
 * The typed shape of a brand theme: scales plus semantic colour roles. Components never read these values
 * directly; `ThemeStyles` emits them once as `--ui-…` CSS custom properties and styles read `var(--ui-…)`,
 * so switching brands changes variables, not component code (see docs/architecture.md "UI tokens").
 */

export type FontSizeStep = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl';
export type SpaceStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export type RadiusStep = 'sm' | 'md' | 'lg' | 'pill';
export type ShadowStep = 'sm' | 'md';

export interface ThemeColors {
  /** Page and card background, and its alternate (bands, footer, hover rows). */
  surface: { base: string; alt: string };
  /** Body text and secondary text; both meet WCAG AA on both surfaces. */
  text: { base: string; muted: string };
  /** Brand accent (buttons, links), the text colour placed on it, and its stronger hover/pressed shade. */
  accent: { base: string; contrast: string; strong: string };
  /** Dividers and input outlines. */
  border: string;
  /** Focus ring; at least 3:1 against both surfaces. */
  focus: string;
  danger: string;
  success: string;
  /** Background of badges such as 'New'; `accent.contrast` is the text on it. */
  badge: string;
}

export interface Theme {
  /**
   * Machine name: `BrandConfig.theme` of `@larder/domain` for the built-in brands, any lower-case name for a brand
   * made with `createTheme`.
   */
  name: string;
  /** Human name shown in the Storybook toolbar. */
  label: string;
  color: ThemeColors;
  /** Font stacks: the brand face, its metric-matched fallback faces (`fonts.css`), then a generic family. */
  fonts: { body: string; heading: string };
  /** Weights of body text, headings and strong text (labels, buttons, menu links). */
  fontWeights: { body: number; heading: number; strong: number };
  /** Tracking of headings (display faces are set a little tighter) and of small capitals (eyebrows, buttons). */
  letterSpacings: { heading: string; caps: string };
  /** Type scale: fixed small steps, fluid (`clamp`) from `lg` up so headings grow with the viewport. */
  fontSizes: Record<FontSizeStep, string>;
  /** Line heights: display headings, headings, body text. */
  lineHeights: { tight: string; heading: string; body: string };
  /** Longest comfortable line of running text (about 70 characters). */
  measure: string;
  /** 4 px scale: 4, 8, 12, 16, 24, 32, 48, 64. */
  space: Record<SpaceStep, string>;
  radii: Record<RadiusStep, string>;
  shadows: Record<ShadowStep, string>;
  /** Widths in px; "mobile" applies below `mobile`, "small" below `small` (spec §2.2, §9); the header fits one row from `wide`. */
  breakpoints: { mobile: number; small: number; wide: number };
}

/** Shared scales: brands differ in colour and type, not in rhythm. */
export const baseScales = {
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: 'clamp(1.125rem, 1.05rem + 0.3vw, 1.25rem)',
    xl: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
    '2xl': 'clamp(1.5rem, 1.2rem + 1.25vw, 2rem)',
    '3xl': 'clamp(1.875rem, 1.35rem + 2.1vw, 2.75rem)',
    '4xl': 'clamp(2.125rem, 1.4rem + 3vw, 3.5rem)',
  },
  lineHeights: { tight: '1.1', heading: '1.2', body: '1.6' },
  measure: '68ch',
  space: { 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '24px', 6: '32px', 7: '48px', 8: '64px' },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  breakpoints: { mobile: 1000, small: 767, wide: 1280 },
} satisfies Pick<Theme, 'fontSizes' | 'lineHeights' | 'measure' | 'space' | 'radii' | 'breakpoints'>;

/** The CSS custom properties a theme defines, by name (without the leading `--`). */
export function themeToCssVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {
    'ui-color-surface': theme.color.surface.base,
    'ui-color-surface-alt': theme.color.surface.alt,
    'ui-color-text': theme.color.text.base,
    'ui-color-text-muted': theme.color.text.muted,
    'ui-color-accent': theme.color.accent.base,
    'ui-color-accent-contrast': theme.color.accent.contrast,
    'ui-color-accent-strong': theme.color.accent.strong,
    'ui-color-border': theme.color.border,
    'ui-color-focus': theme.color.focus,
    'ui-color-danger': theme.color.danger,
    'ui-color-success': theme.color.success,
    'ui-color-badge': theme.color.badge,
    'ui-font-body': theme.fonts.body,
    'ui-font-heading': theme.fonts.heading,
    'ui-font-weight-body': String(theme.fontWeights.body),
    'ui-font-weight-heading': String(theme.fontWeights.heading),
    'ui-font-weight-strong': String(theme.fontWeights.strong),
    'ui-letter-spacing-heading': theme.letterSpacings.heading,
    'ui-letter-spacing-caps': theme.letterSpacings.caps,
    'ui-line-height-tight': theme.lineHeights.tight,
    'ui-line-height-heading': theme.lineHeights.heading,
    'ui-line-height-body': theme.lineHeights.body,
    'ui-measure': theme.measure,
  };
  for (const [step, value] of Object.entries(theme.fontSizes)) vars[`ui-font-size-${step}`] = value;
  for (const [step, value] of Object.entries(theme.space)) vars[`ui-space-${step}`] = value;
  for (const [step, value] of Object.entries(theme.radii)) vars[`ui-radius-${step}`] = value;
  for (const [step, value] of Object.entries(theme.shadows)) vars[`ui-shadow-${step}`] = value;
  return vars;
}

/** `var(--ui-…)` references for styles, so a typo is a type error rather than a silently unset property. */
export const vars = {
  color: {
    surface: 'var(--ui-color-surface)',
    surfaceAlt: 'var(--ui-color-surface-alt)',
    text: 'var(--ui-color-text)',
    textMuted: 'var(--ui-color-text-muted)',
    accent: 'var(--ui-color-accent)',
    accentContrast: 'var(--ui-color-accent-contrast)',
    accentStrong: 'var(--ui-color-accent-strong)',
    border: 'var(--ui-color-border)',
    focus: 'var(--ui-color-focus)',
    danger: 'var(--ui-color-danger)',
    success: 'var(--ui-color-success)',
    badge: 'var(--ui-color-badge)',
  },
  font: { body: 'var(--ui-font-body)', heading: 'var(--ui-font-heading)' },
  fontWeight: {
    body: 'var(--ui-font-weight-body)',
    heading: 'var(--ui-font-weight-heading)',
    strong: 'var(--ui-font-weight-strong)',
  },
  letterSpacing: { heading: 'var(--ui-letter-spacing-heading)', caps: 'var(--ui-letter-spacing-caps)' },
  lineHeight: {
    tight: 'var(--ui-line-height-tight)',
    heading: 'var(--ui-line-height-heading)',
    body: 'var(--ui-line-height-body)',
  },
  measure: 'var(--ui-measure)',
  fontSize: {
    xs: 'var(--ui-font-size-xs)',
    sm: 'var(--ui-font-size-sm)',
    md: 'var(--ui-font-size-md)',
    lg: 'var(--ui-font-size-lg)',
    xl: 'var(--ui-font-size-xl)',
    '2xl': 'var(--ui-font-size-2xl)',
    '3xl': 'var(--ui-font-size-3xl)',
    '4xl': 'var(--ui-font-size-4xl)',
  },
  space: {
    1: 'var(--ui-space-1)',
    2: 'var(--ui-space-2)',
    3: 'var(--ui-space-3)',
    4: 'var(--ui-space-4)',
    5: 'var(--ui-space-5)',
    6: 'var(--ui-space-6)',
    7: 'var(--ui-space-7)',
    8: 'var(--ui-space-8)',
  },
  radius: {
    sm: 'var(--ui-radius-sm)',
    md: 'var(--ui-radius-md)',
    lg: 'var(--ui-radius-lg)',
    pill: 'var(--ui-radius-pill)',
  },
  shadow: { sm: 'var(--ui-shadow-sm)', md: 'var(--ui-shadow-md)' },
} as const;
