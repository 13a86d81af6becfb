import { fetchers, type ApiClient } from '@larder/client';
import { siteKeyEntries } from '../../lib/prefetch';
import type { PrefetchResult } from '../../lib/route-types';
import { CAPTCHA_TOOLS, FAQ_SEED_KEY, PRODUCT_TOOLS, faqTool, productFromQuery } from './faq-tools';

export { FORM_TOOLS } from './form-tools';

/**
 * The data of a tool's first render: the product the URL names (`?product=<id>` or `?upc=`), so a shared answer
 * is in the server's HTML without JavaScript, and, for the inquiry tools, the captcha site key. The whole FAQ
 * product list (~400 KiB) is not embedded: the browser fetches it after hydration (`FaqToolFrame`). An unknown
 * tool is the 404 page.
 */
export async function prefetchFaqTool(
  slug: string | undefined,
  client: ApiClient,
  search: URLSearchParams,
): Promise<PrefetchResult> {
  const tool = faqTool(slug);
  if (!tool) return { entries: [], notFound: true };
  const named = search.has('product') || search.has('upc');
  const [products, siteKey] = await Promise.all([
    PRODUCT_TOOLS.includes(tool.slug)
      ? (named ? fetchers.productsFaq(client) : Promise.resolve([])).then((all) => {
          const chosen = productFromQuery(all, search);
          return [[FAQ_SEED_KEY, chosen ? [chosen] : []] as [string, unknown]];
        })
      : [],
    CAPTCHA_TOOLS.includes(tool.slug) ? siteKeyEntries(client) : [],
  ]);
  return { entries: [...products, ...siteKey] };
}
