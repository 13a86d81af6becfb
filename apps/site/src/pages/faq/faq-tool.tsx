import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useProductsFaq } from '@larder/client';
import { MSG_RELOAD_PAGE, type FaqProduct } from '@larder/domain';
import { Heading, Loading, OtherQuestionsPanel, Text } from '@larder/ui';
import { NotFoundPage } from '../not-found';
import { FaqLayout } from './faq-layout';
import { PRODUCT_TOOLS, faqPaths, faqTool, type FaqSlug } from './faq-tools';
import { AnswerTool } from './tools/answer-tool';
import { DateCodeTool } from './tools/date-code';
import { MfgCodeTool } from './tools/mfg-code';
import { WherePurchaseTool } from './tools/where-purchase';
import ExpirationDateTool from './tools/expiration-date';
import ProductActiveTool from './tools/product-active';

/** The body of each tool; every one gets the FAQ products (`FaqToolProps`). */
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
    case 'where-purchase':
      return <WherePurchaseTool products={products} />;
    case 'product-active':
      return <ProductActiveTool products={products} />;
    case 'expiration-date':
      return <ExpirationDateTool products={products} />;
  }
}

const NO_PRODUCTS: readonly FaqProduct[] = [];

/**
 * A FAQ tool (`/faq/:slug`, spec §2.9) in the hub's frame: its title, the tool, 'Any other questions?', the side
 * navigation and 'Need Help?'. An unknown slug shows the not-found view (the server answers it with 404).
 */
export default function FaqToolPage() {
  const { slug } = useParams();
  const tool = faqTool(slug);
  const needsProducts = tool !== undefined && PRODUCT_TOOLS.includes(tool.slug);
  const products = useProductsFaq({ isPaused: () => !needsProducts });
  if (!tool) return <NotFoundPage />;

  let body: ReactNode;
  if (!needsProducts) body = toolBody(tool.slug, NO_PRODUCTS);
  else if (products.data) body = toolBody(tool.slug, products.data);
  else if (products.error) body = <Text tone="danger">{MSG_RELOAD_PAGE}</Text>;
  else body = <Loading />;

  return (
    <FaqLayout currentHref={faqPaths.tool.getHref(tool.slug)}>
      <Heading level={1}>{tool.title}</Heading>
      <p>{tool.summary}</p>
      {/* Keyed by tool: moving to another tool starts it afresh. */}
      <div key={tool.slug}>{body}</div>
      <OtherQuestionsPanel contactHref="/contact" />
    </FaqLayout>
  );
}
