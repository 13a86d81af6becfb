import { MENU_INSIGHT_LIST, type MenuInsight } from '@larder/domain';
import { lazyPage } from './lazy-page';
import type { SiteRoute } from './routes';
import { prefetchMenuInsight } from './pages/menu-insight-curated';

const menuInsight = lazyPage('src/pages/menu-insight.tsx', () => import('./pages/menu-insight'));

function route(insight: MenuInsight): SiteRoute {
  return {
    id: `menu-insight-${insight.slug}`,
    path: insight.path,
    page: menuInsight,
    prefetch: async ({ client }) => ({ entries: await prefetchMenuInsight(client, insight.slug) }),
  };
}

/** The menu-insight pages and /offers/stadium-staples (spec §2.13); `routes.ts` spreads them into the site's route list. */
export const insightRoutes: SiteRoute[] = MENU_INSIGHT_LIST.map(route);
