import { useState } from 'react';
import type { PlusOne } from '@larder/client';
import { Button, Carousel, Heading, Loading, PlusOneTile, Text, TileGrid } from '@larder/ui';
import { trackEvent } from '../../../lib/analytics';
import { getHref } from '../../../paths';
import { CompareProductTile } from '../../compare/compare-product-tile';
import { SelectionTray } from '../../compare/compare-selection';
import { usePlusOnePopup } from '../../plus-ones/plus-one-popup';
import { Actions, Section } from '../layout';
import { OFFER_PAGES, useOffer } from './offer-data';

/** Copy of the lower sections of /offers/fall-flavors (spec §2.13). */
const FALL_FLAVORS_LOWER = {
  foundationsHeading: 'Flavor foundations',
  foundationsIntro:
    'Start with one of our sauces, add one seasonal ingredient, and you have a fall flavor of your own. Choose a combination to see how it is made.',
  saucesLabel: 'Sauces for fall',
  /** Analytics category of a chosen flavor-foundation card. */
  analyticsCategory: 'Fall Flavors',
} as const;

/**
 * The lower sections of /offers/fall-flavors: flavor-foundation cards (choosing one records the selection and opens
 * that plus-one's modal), the sauce carousel and the sample button, with the compare tray of the sauces' toggles.
 * A visible part of the page (fall-flavors.tsx), without props: it reads the offer's lists itself.
 */
export function FallFlavorsLower() {
  const data = useOffer(OFFER_PAGES.fallFlavors.lists);
  const popup = usePlusOnePopup(data.units);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const choose = (plusOne: PlusOne) => {
    setSelectedId(plusOne.id);
    trackEvent(FALL_FLAVORS_LOWER.analyticsCategory, 'Flavor Foundation', plusOne.title);
    popup.show(plusOne);
  };

  return (
    <>
      <Section aria-labelledby="fall-foundations">
        <Heading level={2} align="center" id="fall-foundations">
          {FALL_FLAVORS_LOWER.foundationsHeading}
        </Heading>
        <Text>{FALL_FLAVORS_LOWER.foundationsIntro}</Text>
        {data.plusOnes ? (
          // The card chosen last stays marked, so a visitor back from its modal sees where they were.
          <TileGrid minTileWidth={200} aria-labelledby="fall-foundations">
            {data.plusOnes.map((plusOne) => (
              <PlusOneTile
                key={plusOne.id}
                plusOne={plusOne}
                onSelect={choose}
                selected={plusOne.id === selectedId}
              />
            ))}
          </TileGrid>
        ) : (
          <Loading />
        )}
      </Section>
      <Section aria-labelledby="fall-sauces">
        <Heading level={2} align="center" id="fall-sauces">
          {FALL_FLAVORS_LOWER.saucesLabel}
        </Heading>
        {data.products ? (
          <Carousel label={FALL_FLAVORS_LOWER.saucesLabel} slidesPerView={{ default: 4, 1000: 3, 767: 1 }}>
            {data.products.map((product) => (
              <CompareProductTile key={product.id} product={product} />
            ))}
          </Carousel>
        ) : (
          <Loading />
        )}
        <Actions>
          <Button href={getHref('getSample')} variant="sample">
            Request a sample
          </Button>
        </Actions>
      </Section>
      {popup.popup}
      <SelectionTray browse />
    </>
  );
}
