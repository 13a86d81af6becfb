/**
 * The analytics adapter: every event goes to `window.dataLayer`, where a tag manager (if one is installed)
 * picks it up. Nothing else in the site talks to an analytics vendor.
 */

export interface AnalyticsEvent {
  event: string;
  [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** A page view, sent on first load and on every client-side navigation. */
export function trackPageView(path: string, title: string): void {
  track({ event: 'page_view', page_path: path, page_title: title });
}

/** A 'Button Click' style event (spec §2.10: category and label). */
export function trackEvent(category: string, action: string, label?: string): void {
  track({ event: 'gaEvent', category, action, ...(label === undefined ? {} : { label }) });
}
