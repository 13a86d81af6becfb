import { prefetch, type ApiClient } from '@larder/client';
import { siteKeyEntries } from '../../lib/prefetch';
import type { PrefetchResult } from '../../lib/route-types';
import { CAPTCHA_TOOLS, PRODUCT_TOOLS, faqTool } from './faq-tools';

/** The tools that send an inquiry: their own routes, so the other tools load no form code. */
export const FORM_TOOLS = ['where-purchase', 'product-active'] as const;

/**
 * The data of a tool's first render: the FAQ products (so a shared `?product=<id>` answer is in the server's
 * HTML) and, for the inquiry tools, the captcha site key. An unknown tool is the 404 page.
 */
export async function prefetchFaqTool(slug: string | undefined, client: ApiClient): Promise<PrefetchResult> {
  const tool = faqTool(slug);
  if (!tool) return { entries: [], notFound: true };
  const [products, siteKey] = await Promise.all([
    PRODUCT_TOOLS.includes(tool.slug) ? prefetch.productsFaq(client).then((entry) => [entry]) : [],
    CAPTCHA_TOOLS.includes(tool.slug) ? siteKeyEntries(client) : [],
  ]);
  return { entries: [...products, ...siteKey] };
}
