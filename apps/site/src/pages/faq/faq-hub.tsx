import styled from 'styled-components';
import { Heading, Link } from '@larder/ui';
import { FaqLayout } from './faq-layout';
import { FAQ_TOOLS, faqPaths } from './faq-tools';

const ToolGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: var(--ui-space-4);
`;

const ToolCard = styled.li`
  position: relative;
  display: grid;
  gap: var(--ui-space-2);
  align-content: start;
  padding: var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-top: 4px solid var(--ui-color-accent);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);

  & a {
    font-family: var(--ui-font-heading);
    font-size: var(--ui-font-size-lg);
    font-weight: 700;
    color: var(--ui-color-text);
  }

  /* The whole card is the link's target area. */
  & a::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  & p {
    margin: 0;
    color: var(--ui-color-text-muted);
  }
`;

/** The FAQ hub (spec §2.9): 'Find the information you need', a link to each tool, side navigation, 'Need Help?'. */
export default function FaqHubPage() {
  return (
    <FaqLayout>
      <Heading level={1}>Find the information you need</Heading>
      <p>
        Pick a tool to look up allergens, gluten and kosher status, shelf life, date codes and where to buy.
      </p>
      <section aria-labelledby="faq-pick-a-tool">
        <Heading level={2} size="md" id="faq-pick-a-tool">
          Pick a tool
        </Heading>
        <ToolGrid>
          {FAQ_TOOLS.map((tool) => (
            <ToolCard key={tool.slug}>
              <Link href={faqPaths.tool.getHref(tool.slug)}>{tool.title}</Link>
              <p>{tool.summary}</p>
            </ToolCard>
          ))}
        </ToolGrid>
      </section>
    </FaqLayout>
  );
}
