import { prefetch, type ApiClient, type FallbackEntry } from '@larder/client';
import { lazyPage } from './lazy-page';
import type { SiteRoute } from './routes';
import { CAPTCHA_TOOLS, PRODUCT_TOOLS, faqPaths, faqTool } from './pages/faq/faq-tools';

const faqHub = lazyPage('src/pages/faq/faq-hub.tsx', () => import('./pages/faq/faq-hub'));
const faqToolPage = lazyPage('src/pages/faq/faq-tool.tsx', () => import('./pages/faq/faq-tool'));
const faqFormToolPage = lazyPage(
  'src/pages/faq/faq-form-tool.tsx',
  () => import('./pages/faq/faq-form-tool'),
);

/** The tools that send an inquiry: their own routes, so the other tools load no form code. */
const FORM_TOOLS = ['where-purchase', 'product-active'] as const;

/** The site key, so the where-to-buy form and its captcha render on the server; none when the call fails. */
async function siteKeyEntries(client: ApiClient): Promise<FallbackEntry<unknown>[]> {
  try {
    return [await prefetch.siteKey(client)];
  } catch {
    return [];
  }
}

/** The data of a tool's first render: the FAQ products (so a shared `?product=<id>` answer is in the server's
 * HTML) and, for the inquiry tools, the captcha site key. */
async function prefetchTool(slug: string | undefined, client: ApiClient) {
  const tool = faqTool(slug);
  if (!tool) return { entries: [], notFound: true };
  const [products, siteKey] = await Promise.all([
    PRODUCT_TOOLS.includes(tool.slug) ? prefetch.productsFaq(client).then((entry) => [entry]) : [],
    CAPTCHA_TOOLS.includes(tool.slug) ? siteKeyEntries(client) : [],
  ]);
  return { entries: [...products, ...siteKey] };
}

/** The FAQ hub and its tools (spec §2.9); `routes.ts` spreads them into the site's route list. */
export const faqRoutes: SiteRoute[] = [
  { id: 'faq', path: faqPaths.hub.path, page: faqHub },
  ...FORM_TOOLS.map((slug): SiteRoute => ({
    id: `faq-${slug}`,
    path: faqPaths.tool.getHref(slug),
    page: faqFormToolPage,
    prefetch: ({ client }) => prefetchTool(slug, client),
  })),
  {
    id: 'faq-tool',
    path: faqPaths.tool.path,
    page: faqToolPage,
    prefetch: ({ params, client }) => prefetchTool(params.slug, client),
  },
];
