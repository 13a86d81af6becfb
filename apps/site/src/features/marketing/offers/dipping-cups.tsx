import { defaultBrand, sisterBrand } from '@larder/domain';
import { Button, Carousel, Heading, Hero, Link, Loading, Text, VisuallyHidden } from '@larder/ui';
import { getHref } from '../../../paths';
import { CompareProductTile } from '../../compare/compare-product-tile';
import { compareTray, SelectionTray, useCompareSelection } from '../../compare/compare-selection';
import { Actions, Section } from '../layout';
import { OFFER_PAGES, useOffer } from './offer-data';
import { offerHeroArt } from '../../../lib/artwork';

/** The page's lazy parts: in the server HTML, loaded with the page on a client navigation (lib/lazy-page.ts). */
export const parts = [compareTray];

/** Copy of /offers/dipping-cups (spec §2.13). */
const DIPPING_CUPS = {
  title: 'Dipping Cups',
  tagline: 'Our most popular sauces in sealed, grab-and-go 2 oz cups.',
  introHeading: 'Every order deserves a sauce',
  intro:
    'Takeout, delivery and drive-thru guests expect their favorite sauce in the bag. Sealed dipping cups travel without leaks, keep every portion consistent and let you offer a choice of flavors without opening a single jug.',
  carouselLabel: 'Dipping cups',
  sisterHeading: 'Looking for these flavors at home?',
  sisterText: 'Our sister brand brings steakhouse sauces and dressings to grocery shelves.',
} as const;

/** The sister brand's site (fictional, from the brand configuration). */
const sisterSite = defaultBrand.sisterSites.find((site) => site.label === sisterBrand.name);

/**
 * Dipping cups (spec §2.13): the sister brand's site (external, new tab), a 6-item carousel of the company's cup
 * product pages (6 slides, 3 below 1000 px, 1 below 767 px) and two sample buttons.
 */
export default function DippingCupsPage() {
  const { products } = useOffer(OFFER_PAGES.dippingCups.lists);
  const sampleHref = getHref('getSample');
  const compare = useCompareSelection();
  return (
    <>
      <Hero art={offerHeroArt('dippingCups')} title={DIPPING_CUPS.title} subtitle={DIPPING_CUPS.tagline} />
      <Section aria-labelledby="dipping-cups-featured">
        <Heading level={2} align="center" id="dipping-cups-featured">
          {DIPPING_CUPS.introHeading}
        </Heading>
        <Text>{DIPPING_CUPS.intro}</Text>
        {products ? (
          <Carousel label={DIPPING_CUPS.carouselLabel} slidesPerView={{ default: 6, 1000: 3, 767: 1 }}>
            {products.map((product) => (
              <CompareProductTile key={product.id} product={product} />
            ))}
          </Carousel>
        ) : (
          <Loading />
        )}
        <Actions>
          <Button href={getHref('products', { package: ['cup'] }, { compare })} variant="secondary">
            See all cups
          </Button>
          <Button href={sampleHref} variant="sample">
            Request a sample
          </Button>
        </Actions>
      </Section>
      {sisterSite ? (
        <Section aria-labelledby="dipping-cups-sister">
          <Heading level={2} align="center" id="dipping-cups-sister">
            {DIPPING_CUPS.sisterHeading}
          </Heading>
          <Text>
            {DIPPING_CUPS.sisterText}{' '}
            <Link href={sisterSite.url} external>
              Visit {sisterSite.label}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Link>
          </Text>
        </Section>
      ) : null}
      <Section>
        <Actions>
          <Button href={sampleHref} variant="sample">
            Request a sample
          </Button>
        </Actions>
      </Section>
      <SelectionTray browse />
    </>
  );
}
