import {
  Button,
  Heading,
  Loading,
  PlusOneTile,
  ProductInfoTable,
  RecipeTile,
  Text,
  TileGrid,
} from '@larder/ui';
import { getHref } from '../../../paths';
import { usePlusOnePopup } from '../../plus-ones/plus-one-popup';
import { Actions, Section } from '../layout';
import { OFFER_PAGES, productInfoRow, useOffer } from './offer-data';
import type { LandingOfferId } from './offer-ids';
import { LANDING_OFFERS, type LandingOffer } from './offers-content';

/**
 * The lower half of a single-product landing page (landing-page.tsx): the recipe list, the product-information
 * table, make-it-your-own combinations (opening the plus-one pop-up) and a sample or contact button. A visible part
 * of the page: its only prop is the offer's id; it reads the offer's lists itself.
 */
export function LandingLower({ id }: { id: LandingOfferId }) {
  const offer: LandingOffer = LANDING_OFFERS[id];
  const data = useOffer(OFFER_PAGES[id].lists);
  const popup = usePlusOnePopup(data.units);
  const rows = data.table?.map((product) => productInfoRow(product, offer.weightUnit));
  // The sample form preselects every package of the featured product (its website group).
  const group = data.table?.[0]?.websiteGroup;

  return (
    <>
      <Section aria-labelledby="offer-recipes">
        <Heading level={2} id="offer-recipes">
          {offer.recipesHeading}
        </Heading>
        {data.recipes ? (
          <TileGrid aria-labelledby="offer-recipes">
            {data.recipes.map((recipe) => (
              <RecipeTile key={recipe.id} recipe={recipe} href={getHref('recipe', recipe.slug)} />
            ))}
          </TileGrid>
        ) : (
          <Loading />
        )}
      </Section>
      <Section aria-labelledby="offer-products">
        <Heading level={2} id="offer-products">
          Product information
        </Heading>
        {rows ? (
          <ProductInfoTable rows={rows} hideWeight={offer.hideWeight} caption={`${offer.title} products`} />
        ) : (
          <Loading />
        )}
      </Section>
      <Section aria-labelledby="offer-plus-ones">
        <Heading level={2} id="offer-plus-ones">
          Make it your own
        </Heading>
        <Text>
          One of our sauces plus one ingredient equals a signature flavor. Choose a combination to see how.
        </Text>
        {data.plusOnes ? (
          <TileGrid minTileWidth={200} aria-labelledby="offer-plus-ones">
            {data.plusOnes.map((plusOne) => (
              <PlusOneTile key={plusOne.id} plusOne={plusOne} onSelect={popup.show} />
            ))}
          </TileGrid>
        ) : (
          <Loading />
        )}
      </Section>
      <Section>
        <Actions>
          {offer.action === 'sample' ? (
            <Button href={getHref('getSample', { group })} variant="sample">
              Request a sample
            </Button>
          ) : (
            <Button href={getHref('contact')}>Contact us</Button>
          )}
        </Actions>
      </Section>
      {popup.popup}
    </>
  );
}
