import { Card, CardGrid, Hero } from '@larder/ui';
import { getHref } from '../../paths';
import { Section } from './layout';

/** The four blocks of What's Hot (spec §2.1). */
export const WHATS_HOT_BLOCKS = [
  {
    title: 'Stadium Staples',
    caption: 'Game-day favorites that bring the crowd to your menu.',
    href: getHref('menuInsight', 'stadium-staples'),
  },
  {
    title: 'Boom Boom Sauce',
    caption: 'A sweet, smoky and spicy sauce guests crave.',
    href: getHref('offer', 'boomBoom'),
  },
  {
    title: 'Dipping Cups',
    caption: 'Portion-controlled cups for takeout and delivery.',
    href: getHref('cups'),
  },
  {
    title: 'Fall Flavors',
    caption: 'Seasonal recipes and sauces for the cooler months.',
    href: getHref('offer', 'fallFlavors'),
  },
] as const;

/** What's hot now (spec §2.1): four blocks, each linking to its offer page. */
export default function WhatsHotPage() {
  return (
    <>
      <Hero title="What's Hot Now" subtitle="Menu trends and seasonal ideas from our culinary team." />
      <Section aria-label="Featured trends">
        <CardGrid>
          {WHATS_HOT_BLOCKS.map((block) => (
            <Card key={block.href} title={block.title} href={block.href} headingLevel={2}>
              {block.caption}
            </Card>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
