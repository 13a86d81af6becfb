import { Button, Carousel, Heading, Hero, Text } from '@larder/ui';
import { CompareProductTile } from '../../compare/compare-product-tile';
import { compareTray, SelectionTray, useCompareSelection } from '../../compare/compare-selection';
import { getHref } from '../../../paths';
import { Actions, Section } from '../layout';
import { CuratedStatus, useCuratedProducts } from './curated-products';
import { heroArt } from '../../../lib/artwork';

/** The page's lazy parts: in the server HTML, loaded with the page on a client navigation (lib/lazy-page.ts). */
export const parts = [compareTray];

/** Cup sizes offered (spec §2.13). */
export const CUP_SIZES = ['1', '1.5', '2', '3'] as const;

/** Cups (spec §2.13): 7-item carousel (7 slides, 3 below 1000 px, 1 below 767 px), see-all and sample links. */
export default function CupsPage() {
  const curated = useCuratedProducts('cups');
  const compare = useCompareSelection();
  return (
    <>
      <Hero
        art={heroArt('cups')}
        title="Dressing & Sauce Cups"
        subtitle={`Portion-controlled cups in ${CUP_SIZES.slice(0, -1).join(', ')} and ${CUP_SIZES.at(-1) ?? ''} ounce sizes.`}
      />
      <Section aria-labelledby="cups-featured">
        <Heading level={2} align="center" id="cups-featured">
          Featured cups
        </Heading>
        <Text>
          Sealed cups keep every portion fresh for takeout, delivery and catering. Cup sizes offered: 1, 1.5,
          2 and 3 ounces.
        </Text>
        <CuratedStatus curated={curated} />
        {curated.products ? (
          <Carousel label="Featured cups" slidesPerView={{ default: 7, 1000: 3, 767: 1 }}>
            {curated.products.map((product) => (
              <CompareProductTile key={product.id} product={product} />
            ))}
          </Carousel>
        ) : null}
        <Actions>
          <Button href={getHref('products', { package: ['cup'] }, { compare })}>See all cups</Button>
          <Button href={getHref('getSample')} variant="sample">
            Request a sample
          </Button>
        </Actions>
      </Section>
      <SelectionTray browse />
    </>
  );
}
