import type { ReactNode } from 'react';
import type { FaqProduct } from '@larder/domain';
import { FaqToolFrame } from './faq-tool-frame';
import type { FaqSlug } from './faq-tools';
import { AnswerTool } from './tools/answer-tool';
import { DateCodeTool } from './tools/date-code';
import { MfgCodeTool } from './tools/mfg-code';
import ExpirationDateTool from './tools/expiration-date';

/** The tools without a form to send (the inquiry tools are `faq-form-tool.tsx`, their own chunk). */
function toolBody(slug: FaqSlug, products: readonly FaqProduct[]): ReactNode {
  switch (slug) {
    case 'allergen':
      return <AnswerTool slug={slug} kind="allergen" products={products} />;
    case 'gluten-free':
      return <AnswerTool slug={slug} kind="gluten" products={products} />;
    case 'kosher':
      return <AnswerTool slug={slug} kind="kosher" products={products} />;
    case 'product-shelf-life-location':
      return <AnswerTool slug={slug} kind="shelfLife" products={products} />;
    case 'manufacture-code-show':
      return <DateCodeTool />;
    case 'manufacture-code-read':
      return <MfgCodeTool />;
    case 'expiration-date':
      return <ExpirationDateTool products={products} />;
    default:
      return null;
  }
}

/** `/faq/:slug` (spec §2.9): the answer tools, the date-code help, the code explainer and the calculator. */
export default function FaqToolPage() {
  return <FaqToolFrame toolBody={toolBody} />;
}
