import type { ReactNode } from 'react';
import type { FaqProduct } from '@larder/domain';
import { FaqToolFrame } from './faq-tool-frame';
import type { FaqSlug } from './faq-tools';
import { WherePurchaseTool } from './tools/where-purchase';
import ProductActiveTool from './tools/product-active';

/** The two tools that send an inquiry (form, ZIP lookup and captcha code stay out of the other tools' chunk). */
function toolBody(slug: FaqSlug, products: readonly FaqProduct[]): ReactNode {
  switch (slug) {
    case 'where-purchase':
      return <WherePurchaseTool products={products} />;
    case 'product-active':
      return <ProductActiveTool products={products} />;
    default:
      return null;
  }
}

/** `/faq/where-purchase` and `/faq/product-active` (spec §2.9). */
export default function FaqFormToolPage() {
  return <FaqToolFrame toolBody={toolBody} />;
}
