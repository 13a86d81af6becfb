import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FaqSideNav, NeedHelpBox, media } from '@larder/ui';
import { getHref } from '../../paths';
import { FAQ_TOOLS } from './faq-tools';

const Layout = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: var(--ui-space-7) var(--ui-space-4) var(--ui-space-8);
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr);
  grid-template-areas: 'side content';
  gap: var(--ui-space-6);
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'content' 'side';
  }
`;

const Content = styled.div`
  grid-area: content;
  display: grid;
  gap: var(--ui-space-5);
  min-width: 0;

  & > p {
    margin: 0;
  }
`;

const Side = styled.div`
  grid-area: side;
  display: grid;
  gap: var(--ui-space-5);
  align-self: stretch;
  align-content: start;
`;

/** The side navigation's entries: the nine tools. */
export const FAQ_NAV_ITEMS = FAQ_TOOLS.map((tool) => ({
  href: getHref('faqTool', tool.slug),
  label: tool.title,
}));

/** The frame of the FAQ hub and tools: content, side navigation of the tools and the 'Need Help?' box. */
export function FaqLayout({ currentHref, children }: { currentHref?: string; children: ReactNode }) {
  return (
    <Layout>
      <Content>{children}</Content>
      <Side>
        <FaqSideNav items={FAQ_NAV_ITEMS} currentHref={currentHref} title="FAQ tools" />
        <NeedHelpBox />
      </Side>
    </Layout>
  );
}
