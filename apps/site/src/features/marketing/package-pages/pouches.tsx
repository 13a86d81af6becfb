import { Button, Carousel, Heading, Hero, Statistics } from '@larder/ui';
import { CompareProductTile } from '../../compare/compare-product-tile';
import { compareTray, SelectionTray, useCompareSelection } from '../../compare/compare-selection';
import { getHref } from '../../../paths';
import { Actions, Section } from '../layout';
import { CuratedStatus, useCuratedProducts } from './curated-products';
import { heroArt } from '../../../lib/artwork';

/** The page's lazy parts: in the server HTML, loaded with the page on a client navigation (lib/lazy-page.ts). */
export const parts = [compareTray];

/** The three statistics of the pouches page (marketing copy). */
export const POUCH_STATISTICS = [
  { value: '75%', label: 'less packaging waste than rigid containers' },
  { value: '12 months', label: 'shelf life before opening' },
  { value: '99%', label: 'product evacuation, so less goes to waste' },
] as const;

/** Pouches (spec §2.13): hero, statistics, 8-product carousel, see-all, sample and contact links. */
export default function PouchesPage() {
  const curated = useCuratedProducts('pouches');
  const compare = useCompareSelection();
  return (
    <>
      <Hero
        art={heroArt('pouches')}
        title="Pouches"
        subtitle="Bulk dressings and sauces in easy-to-store, easy-to-squeeze pouches."
      />
      <Section aria-labelledby="pouches-stats">
        <Heading level={2} align="center" id="pouches-stats">
          Why pouches
        </Heading>
        <Statistics items={POUCH_STATISTICS} aria-labelledby="pouches-stats" />
      </Section>
      <Section aria-labelledby="pouches-featured">
        <Heading level={2} align="center" id="pouches-featured">
          Featured pouches
        </Heading>
        <CuratedStatus curated={curated} />
        {curated.products ? (
          <Carousel label="Featured pouches" slidesPerView={{ default: 8, 1000: 4, 767: 1 }}>
            {curated.products.map((product) => (
              <CompareProductTile key={product.id} product={product} packageSegment="pouch" />
            ))}
          </Carousel>
        ) : null}
        <Actions>
          <Button href={getHref('products', { package: ['pouch'] }, { compare })}>See all pouches</Button>
          <Button href={getHref('getSample')} variant="sample">
            Request a sample
          </Button>
          <Button href={getHref('contact')} variant="secondary">
            Contact us
          </Button>
        </Actions>
      </Section>
      <SelectionTray browse />
    </>
  );
}
