import type { FaqProduct } from '@larder/domain';

/**
 * What the FAQ frame (`/faq/:slug`) gives each tool. The frame prefetches `/api/products/faq` on the server; a tool
 * keeps its own choices (product id, code, …) in the URL query string through React Router's `useSearchParams`, so
 * an answer can be shared and is rendered by the server.
 */
export interface FaqToolProps {
  /** Every FAQ product (all statuses); each tool keeps the statuses spec §9 lets it list. */
  products: readonly FaqProduct[];
}
