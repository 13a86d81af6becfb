import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { useProductsFaq } from '@larder/client';
import { MSG_RELOAD_PAGE, type FaqProduct } from '@larder/domain';
import { Heading, Loading, OtherQuestionsPanel, Text } from '@larder/ui';
import { getHref } from '../../paths';
import { NotFoundPage } from '../../shell/not-found';
import { FaqLayout } from './faq-layout';
import { PRODUCT_TOOLS, faqTool, type FaqSlug } from './faq-tools';

/** Renders a tool's body; every one gets the FAQ products (`FaqToolProps`). */
export type ToolBody = (slug: FaqSlug, products: readonly FaqProduct[]) => ReactNode;

const NO_PRODUCTS: readonly FaqProduct[] = [];

/**
 * A FAQ tool (spec §2.9) in the hub's frame: its title, the tool, 'Any other questions?', the side navigation and
 * 'Need Help?'. An unknown slug shows the not-found view (the server answers it with 404). The tools' bodies come
 * from the page module of the route (`faq-tool.tsx`, `faq-form-tool.tsx`), so each route's chunk holds only its own.
 */
export function FaqToolFrame({ toolBody }: { toolBody: ToolBody }) {
  const { pathname } = useLocation();
  const { slug = pathname.replace(/^\/faq\//, '') } = useParams();
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
    <FaqLayout currentHref={getHref('faqTool', tool.slug)}>
      <Heading level={1}>{tool.title}</Heading>
      <p>{tool.summary}</p>
      {/* Keyed by tool: moving to another tool starts it afresh. */}
      <div key={tool.slug}>{body}</div>
      <OtherQuestionsPanel contactHref={getHref('contact')} />
    </FaqLayout>
  );
}
