import { prefetch, type ApiClient, type FallbackEntry } from '@larder/client';
import { lazyPage } from './lazy-page';
import type { SiteRoute } from './routes';
import { CAPTCHA_TOOLS, PRODUCT_TOOLS, faqPaths, faqTool } from './pages/faq/faq-tools';

const faqHub = lazyPage('src/pages/faq/faq-hub.tsx', () => import('./pages/faq/faq-hub'));
const faqToolPage = lazyPage('src/pages/faq/faq-tool.tsx', () => import('./pages/faq/faq-tool'));

/** The site key, so the where-to-buy form and its captcha render on the server; none when the call fails. */
async function siteKeyEntries(client: ApiClient): Promise<FallbackEntry<unknown>[]> {
  try {
    return [await prefetch.siteKey(client)];
  } catch {
    return [];
  }
}

/** The FAQ hub and its tools (spec §2.9); `routes.ts` spreads them into the site's route list. */
export const faqRoutes: SiteRoute[] = [
  { id: 'faq', path: faqPaths.hub.path, page: faqHub },
  {
    id: 'faq-tool',
    path: faqPaths.tool.path,
    page: faqToolPage,
    async prefetch({ params, client }) {
      const tool = faqTool(params.slug);
      if (!tool) return { entries: [], notFound: true };
      // The FAQ products, so the answer of a shared `?product=<id>` URL is in the server's HTML.
      const [products, siteKey] = await Promise.all([
        PRODUCT_TOOLS.includes(tool.slug) ? prefetch.productsFaq(client).then((entry) => [entry]) : [],
        CAPTCHA_TOOLS.includes(tool.slug) ? siteKeyEntries(client) : [],
      ]);
      return { entries: [...products, ...siteKey] };
    },
  },
];
