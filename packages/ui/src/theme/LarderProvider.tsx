import { createContext, useContext, type ReactNode } from 'react';
import type { Theme } from './tokens';
import { defaultTheme } from './themes';
import { ThemeStyles } from './ThemeStyles';
import { LinkProvider, type LinkComponent } from './Link';

const ThemeContext = createContext<Theme>(defaultTheme);

/** The theme object in effect, for the rare JS need (breakpoints, chart colours); styles use `var(--ui-…)`. */
export function useTheme(): Theme {
  return useContext(ThemeContext);
}

export interface LarderProviderProps {
  /** The brand theme. @default defaultTheme */
  theme?: Theme;
  /** Router link component for internal links; a plain `<a href>` when omitted. */
  link?: LinkComponent;
  /** Emit the theme's tokens, reset and base typography (ThemeStyles). Turn off to render ThemeStyles yourself. @default true */
  globalStyles?: boolean;
  children?: ReactNode;
}

/** LarderProvider gives the components below it a brand theme (as CSS custom properties) and a router link. */
export function LarderProvider({
  theme = defaultTheme,
  link,
  globalStyles = true,
  children,
}: LarderProviderProps) {
  const content = link ? <LinkProvider component={link}>{children}</LinkProvider> : children;
  return (
    <ThemeContext.Provider value={theme}>
      {globalStyles ? <ThemeStyles theme={theme} /> : null}
      {content}
    </ThemeContext.Provider>
  );
}
LarderProvider.displayName = 'LarderProvider';
