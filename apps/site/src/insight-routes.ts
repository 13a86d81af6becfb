import { MENU_INSIGHT_SLUGS, menuInsightPath, type MenuInsightSlug } from '@larder/domain';
import { lazyPage } from './lazy-page';
import type { SiteRoute } from './routes';

const menuInsight = lazyPage('src/pages/menu-insight.tsx', () => import('./pages/menu-insight'));

function route(slug: MenuInsightSlug): SiteRoute {
  return {
    id: `menu-insight-${slug}`,
    path: menuInsightPath(slug),
    page: menuInsight,
    // Imported when the server prefetches, so the route table (in every page's entry chunk) carries no page copy.
    prefetch: async ({ client }) => {
      const { prefetchMenuInsight } = await import('./pages/menu-insight-curated');
      return { entries: await prefetchMenuInsight(client, slug) };
    },
  };
}

/** The menu-insight pages and /offers/stadium-staples (spec §2.13); `routes.ts` spreads them into the site's route list. */
export const insightRoutes: SiteRoute[] = MENU_INSIGHT_SLUGS.map(route);
