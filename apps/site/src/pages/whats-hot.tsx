import styled from 'styled-components';
import { Heading, Hero, Link, Text } from '@larder/ui';
import { Section } from './cups-curated';

/** The four blocks of What's Hot (spec §2.1). */
export const WHATS_HOT_BLOCKS = [
  {
    title: 'Stadium Staples',
    caption: 'Game-day favorites that bring the crowd to your menu.',
    href: '/offers/stadium-staples',
  },
  {
    title: 'Boom Boom Sauce',
    caption: 'A sweet, smoky and spicy sauce guests crave.',
    href: '/offers/boom-boom',
  },
  { title: 'Dipping Cups', caption: 'Portion-controlled cups for takeout and delivery.', href: '/cups' },
  {
    title: 'Fall Flavors',
    caption: 'Seasonal recipes and sauces for the cooler months.',
    href: '/offers/fall-flavors',
  },
] as const;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--ui-space-5);
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;

const Block = styled.li`
  border: 1px solid var(--ui-color-border, #ccc);
  border-radius: var(--ui-radius-md, 8px);
  padding: var(--ui-space-5);
  display: grid;
  gap: var(--ui-space-3);
`;

/** What's hot now (spec §2.1): four blocks, each linking to its offer page. */
export default function WhatsHotPage() {
  return (
    <>
      <Hero title="What's Hot Now" subtitle="Menu trends and seasonal ideas from our culinary team." />
      <Section aria-label="Featured trends">
        <Grid>
          {WHATS_HOT_BLOCKS.map((block) => (
            <Block key={block.href}>
              <Heading level={2} size="md">
                <Link href={block.href}>{block.title}</Link>
              </Heading>
              <Text>{block.caption}</Text>
            </Block>
          ))}
        </Grid>
      </Section>
    </>
  );
}
