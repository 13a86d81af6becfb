import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Theme } from './tokens';
import { defaultTheme } from './themes';
import { ThemeStyles } from './ThemeStyles';
import { LinkProvider, type LinkComponent } from './Link';
import { RoutesContext, useRoutes, type LarderRoutes } from './routes';

const ThemeContext = createContext<Theme>(defaultTheme);

/** The theme object in effect, for the rare JS need (breakpoints, chart colours); styles use `var(--ui-…)`. */
export function useTheme(): Theme {
  return useContext(ThemeContext);
}

/** The builders actually given: `{ product: undefined }` keeps the inherited one rather than erasing it. */
function definedOnly(routes: Partial<LarderRoutes>): Partial<LarderRoutes> {
  return Object.fromEntries(
    Object.entries(routes).filter(([, builder]) => builder !== undefined),
  ) as Partial<LarderRoutes>;
}

export interface LarderProviderProps {
  /** The brand theme. @default defaultTheme */
  theme?: Theme;
  /** Router link component for internal links; a plain `<a href>` when omitted. */
  link?: LinkComponent;
  /**
   * URL builders for the links components make themselves (product, recipe, search …), e.g. the app's own path
   * helpers, so every URL comes from one place. Each one left out keeps the enclosing provider's, or the default
   * (`defaultRoutes`). Read them with `useRoutes()`.
   */
  routes?: Partial<LarderRoutes>;
  /** Emit the theme's tokens, reset and base typography (ThemeStyles). Turn off to render ThemeStyles yourself. @default true */
  globalStyles?: boolean;
  children?: ReactNode;
}

/**
 * LarderProvider gives the components below it a brand theme (as CSS custom properties), a router link and the
 * URL builders of their links.
 */
export function LarderProvider({
  theme = defaultTheme,
  link,
  routes,
  globalStyles = true,
  children,
}: LarderProviderProps) {
  const outerRoutes = useRoutes();
  const routesInEffect = useMemo(
    () => (routes ? { ...outerRoutes, ...definedOnly(routes) } : outerRoutes),
    [outerRoutes, routes],
  );
  const linked = link ? <LinkProvider component={link}>{children}</LinkProvider> : children;
  return (
    <ThemeContext.Provider value={theme}>
      {globalStyles ? <ThemeStyles theme={theme} /> : null}
      <RoutesContext.Provider value={routesInEffect}>{linked}</RoutesContext.Provider>
    </ThemeContext.Provider>
  );
}
LarderProvider.displayName = 'LarderProvider';
