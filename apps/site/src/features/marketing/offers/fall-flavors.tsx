import { useState } from 'react';
import type { PlusOne } from '@larder/client';
import {
  Button,
  Carousel,
  Heading,
  Hero,
  Loading,
  PlusOneTile,
  RecipeTile,
  Text,
  TileGrid,
} from '@larder/ui';
import { trackEvent } from '../../../lib/analytics';
import { getHref } from '../../../paths';
import { CompareProductTile, SelectionTray } from '../../compare/compare-selection';
import { usePlusOnePopup } from '../../plus-ones/plus-one-popup';
import { Actions, Section } from '../layout';
import { OFFER_PAGES, useOffer } from './offer-data';
import { offerHeroArt } from '../../../lib/artwork';

/** Copy of /offers/fall-flavors (spec §2.13). */
const FALL_FLAVORS = {
  title: 'Fall Flavors',
  tagline: 'Apples, maple, cranberry and balsamic: harvest menus built on sauces you already stock.',
  recipesLabel: 'Fall recipes',
  recipesIntro:
    'Seasonal specials that come together with a sauce or dressing doing the heavy lifting, from harvest salads to bratwurst with beer mustard.',
  foundationsHeading: 'Flavor foundations',
  foundationsIntro:
    'Start with one of our sauces, add one seasonal ingredient, and you have a fall flavor of your own. Choose a combination to see how it is made.',
  saucesLabel: 'Sauces for fall',
  /** Analytics category of a chosen flavor-foundation card. */
  analyticsCategory: 'Fall Flavors',
} as const;

/**
 * Fall flavors (spec §2.13): a recipe carousel, flavor-foundation cards (choosing one records the selection and
 * opens that plus-one's modal), a sauce carousel and a sample button.
 */
export default function FallFlavorsPage() {
  const data = useOffer(OFFER_PAGES.fallFlavors.lists);
  const popup = usePlusOnePopup(data.units);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const choose = (plusOne: PlusOne) => {
    setSelectedId(plusOne.id);
    trackEvent(FALL_FLAVORS.analyticsCategory, 'Flavor Foundation', plusOne.title);
    popup.show(plusOne);
  };

  return (
    <>
      <Hero art={offerHeroArt('fallFlavors')} title={FALL_FLAVORS.title} subtitle={FALL_FLAVORS.tagline} />
      <Section aria-labelledby="fall-recipes">
        <Heading level={2} align="center" id="fall-recipes">
          {FALL_FLAVORS.recipesLabel}
        </Heading>
        <Text>{FALL_FLAVORS.recipesIntro}</Text>
        {data.recipes ? (
          <Carousel label={FALL_FLAVORS.recipesLabel} slidesPerView={{ default: 4, 1000: 2, 767: 1 }}>
            {data.recipes.map((recipe) => (
              <RecipeTile key={recipe.id} recipe={recipe} href={getHref('recipe', recipe.slug)} />
            ))}
          </Carousel>
        ) : (
          <Loading />
        )}
      </Section>
      <Section aria-labelledby="fall-foundations">
        <Heading level={2} align="center" id="fall-foundations">
          {FALL_FLAVORS.foundationsHeading}
        </Heading>
        <Text>{FALL_FLAVORS.foundationsIntro}</Text>
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
          {FALL_FLAVORS.saucesLabel}
        </Heading>
        {data.products ? (
          <Carousel label={FALL_FLAVORS.saucesLabel} slidesPerView={{ default: 4, 1000: 3, 767: 1 }}>
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
