import { createContext, useContext, type ReactNode } from 'react';

export interface SiteContextValue {
  /** URL the server answered with the 404 page (hydration must render the same). */
  notFoundUrl: string | null;
  /** The visitor has accepted cookies. */
  cookiesAccepted: boolean;
  /** Public origin of the site (canonical links). */
  publicUrl: string;
  /** Year of the copyright line, from the server so the hydrated footer matches. */
  year: number;
  /** URL the service worker answered with the offline page (hydration must render that page). */
  offlineUrl?: string | null;
}

const SiteContext = createContext<SiteContextValue>({
  notFoundUrl: null,
  cookiesAccepted: false,
  publicUrl: '',
  year: new Date().getFullYear(),
});

export function SiteProvider({ value, children }: { value: SiteContextValue; children?: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  return useContext(SiteContext);
}
