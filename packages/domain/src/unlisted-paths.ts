/**
 * Pages that exist but are unlisted: no sitemap entry, `noindex`. The invitation-only event page (spec §2.12),
 * /compare (issue 16), whose content is only its query's products (each has its own indexed page), and the offline
 * page the service worker falls back to.
 */
export const UNLISTED_PATHS: readonly string[] = ['/pizzaexpo', '/compare', '/offline'];
