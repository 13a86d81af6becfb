import { contrastRatio } from './contrast';
import { defaultTheme } from './themes';
import type { Theme, ThemeColors } from './tokens';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/**
 * What a brand chooses: a name and a label, then only what differs from the base theme (the foodservice brand
 * unless `base` says otherwise). Scales are merged step by step, colours role by role.
 */
export interface ThemeOverrides extends DeepPartial<Omit<Theme, 'name' | 'label' | 'breakpoints'>> {
  /** Machine name of the brand (any string: `data-brand`, the Storybook toolbar value). */
  name: string;
  /** Human name shown in the Storybook toolbar. */
  label: string;
  /** The theme the overrides apply to; `defaultTheme` when absent. */
  base?: Theme;
}

/** One colour pair the theme must keep legible, with the WCAG 2.2 AA ratio it needs. */
interface ContrastRule {
  pair: string;
  foreground: (c: ThemeColors) => string;
  background: (c: ThemeColors) => string;
  minimum: number;
}

const text = 4.5;
const nonText = 3;

/**
 * The pairs the components actually draw: body and muted text and links on both surfaces, button and badge text,
 * error and success messages, and the focus ring (a non-text contrast, 3:1).
 */
const contrastRules: ContrastRule[] = [
  ...(['base', 'alt'] as const).flatMap((surface): ContrastRule[] => [
    {
      pair: `text.base on surface.${surface}`,
      foreground: (c) => c.text.base,
      background: (c) => c.surface[surface],
      minimum: text,
    },
    {
      pair: `text.muted on surface.${surface}`,
      foreground: (c) => c.text.muted,
      background: (c) => c.surface[surface],
      minimum: text,
    },
    {
      pair: `accent.base (links) on surface.${surface}`,
      foreground: (c) => c.accent.base,
      background: (c) => c.surface[surface],
      minimum: text,
    },
    {
      pair: `danger on surface.${surface}`,
      foreground: (c) => c.danger,
      background: (c) => c.surface[surface],
      minimum: text,
    },
    {
      pair: `success on surface.${surface}`,
      foreground: (c) => c.success,
      background: (c) => c.surface[surface],
      minimum: text,
    },
    {
      pair: `focus on surface.${surface}`,
      foreground: (c) => c.focus,
      background: (c) => c.surface[surface],
      minimum: nonText,
    },
  ]),
  {
    pair: 'accent.contrast on accent.base',
    foreground: (c) => c.accent.contrast,
    background: (c) => c.accent.base,
    minimum: text,
  },
  {
    pair: 'accent.contrast on accent.strong',
    foreground: (c) => c.accent.contrast,
    background: (c) => c.accent.strong,
    minimum: text,
  },
  {
    pair: 'accent.contrast on badge',
    foreground: (c) => c.accent.contrast,
    background: (c) => c.badge,
    minimum: text,
  },
];

/** The colour pairs of `colors` below their WCAG AA ratio, as readable lines (empty when all pass). */
export function contrastProblems(colors: ThemeColors): string[] {
  return contrastRules.flatMap((rule) => {
    const ratio = contrastRatio(rule.foreground(colors), rule.background(colors));
    return ratio + 1e-9 < rule.minimum
      ? [`${rule.pair}: ${ratio.toFixed(2)}:1, needs ${rule.minimum}:1`]
      : [];
  });
}

/**
 * A complete brand theme from a partial one. Every colour must be `#rrggbb`; the result is checked against the
 * contrast pairs the components draw and refused, naming each failing pair, when one falls below WCAG 2.2 AA.
 *
 * ```ts
 * const harbor = createTheme({
 *   name: 'harbor',
 *   label: 'Harbor Kitchen',
 *   color: { accent: { base: '#0b4f6c', strong: '#073a50' }, surface: { base: '#f7fafb' } },
 *   fonts: { heading: "Georgia, 'Liberation Serif', serif" },
 *   radii: { md: '2px', lg: '4px' },
 * });
 * ```
 */
export function createTheme(overrides: ThemeOverrides): Theme {
  const { base = defaultTheme, name, label, color = {}, fonts, fontSizes, space, radii, shadows } = overrides;
  if (!/^[a-z][a-z0-9-]*$/.test(name)) {
    throw new Error(`createTheme: name must be lower-case letters, digits and hyphens (got "${name}")`);
  }
  const theme: Theme = {
    // Whatever the overrides do not name (scales added later included) comes from the base.
    ...base,
    name,
    label,
    color: {
      surface: { ...base.color.surface, ...color.surface },
      text: { ...base.color.text, ...color.text },
      accent: { ...base.color.accent, ...color.accent },
      border: color.border ?? base.color.border,
      focus: color.focus ?? base.color.focus,
      danger: color.danger ?? base.color.danger,
      success: color.success ?? base.color.success,
      badge: color.badge ?? base.color.badge,
    },
    fonts: { ...base.fonts, ...fonts },
    fontSizes: { ...base.fontSizes, ...fontSizes },
    space: { ...base.space, ...space },
    radii: { ...base.radii, ...radii },
    shadows: { ...base.shadows, ...shadows },
  };
  const problems = contrastProblems(theme.color);
  if (problems.length > 0) {
    throw new Error(
      `createTheme("${name}"): colours below WCAG 2.2 AA contrast:\n  ${problems.join('\n  ')}`,
    );
  }
  return theme;
}
