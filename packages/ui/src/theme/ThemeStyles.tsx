import { createGlobalStyle } from 'styled-components';
import type { Theme } from './tokens';
import { themeToCssVariables } from './tokens';
import { defaultTheme } from './themes';

function declarations(theme: Theme): string {
  return Object.entries(themeToCssVariables(theme))
    .map(([name, value]) => `--${name}: ${value};`)
    .join('\n');
}

const GlobalTokens = createGlobalStyle<{ $css: string; $scope: string; $base: boolean }>`
  ${(p) => p.$scope} {
    ${(p) => p.$css}
  }

  ${(p) =>
    p.$base
      ? `
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
  body {
    margin: 0;
    background: var(--ui-color-surface);
    color: var(--ui-color-text);
    font-family: var(--ui-font-body);
    font-size: var(--ui-font-size-md);
    font-weight: var(--ui-font-weight-body);
    line-height: var(--ui-line-height-body);
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4, h5, h6 {
    margin: 0 0 var(--ui-space-3);
    font-family: var(--ui-font-heading);
    font-weight: var(--ui-font-weight-heading);
    letter-spacing: var(--ui-letter-spacing-heading);
    line-height: var(--ui-line-height-heading);
    text-wrap: balance;
  }
  h1 { font-size: var(--ui-font-size-3xl); line-height: var(--ui-line-height-tight); }
  h2 { font-size: var(--ui-font-size-2xl); }
  h3 { font-size: var(--ui-font-size-xl); }
  h4 { font-size: var(--ui-font-size-lg); }
  b, strong, th, label, legend { font-weight: var(--ui-font-weight-strong); }
  p { margin: 0 0 var(--ui-space-4); text-wrap: pretty; }
  img, svg, video { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: var(--ui-color-accent); }
  :focus-visible { outline: 3px solid var(--ui-color-focus); outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`
      : ''}
`;

export interface ThemeStylesProps {
  /** The brand theme whose tokens are emitted. @default defaultTheme */
  theme?: Theme;
  /** Selector that receives the custom properties; use a class to theme one part of a page. @default ':root' */
  scope?: string;
  /** Emit the minimal reset and base typography as well as the tokens. @default true */
  base?: boolean;
}

/**
 * ThemeStyles emits a theme's `--ui-…` custom properties once, plus a minimal reset and base typography.
 * Render it once near the root (LarderProvider does so); it works with styled-components' ServerStyleSheet.
 */
export function ThemeStyles({ theme = defaultTheme, scope = ':root', base = true }: ThemeStylesProps) {
  return <GlobalTokens $css={declarations(theme)} $scope={scope} $base={base} />;
}
ThemeStyles.displayName = 'ThemeStyles';
