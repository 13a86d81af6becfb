import { Carousel, Heading, Hero, Loading, RecipeTile, Text } from '@larder/ui';
import { offerHeroArt } from '../../../lib/artwork';
import { visiblePart } from '../../../lib/visible-part';
import { getHref } from '../../../paths';
import { Section } from '../layout';
import { OFFER_PAGES, useOffer } from './offer-data';
import { compareTray } from '../../compare/compare-selection';

/** Copy of /offers/fall-flavors (spec §2.13); the lower sections' is in fall-flavors-lower.tsx. */
const FALL_FLAVORS = {
  title: 'Fall Flavors',
  tagline: 'Apples, maple, cranberry and balsamic: harvest menus built on sauces you already stock.',
  recipesLabel: 'Fall recipes',
  recipesIntro:
    'Seasonal specials that come together with a sauce or dressing doing the heavy lifting, from harvest salads to bratwurst with beer mustard.',
} as const;

// The flavor foundations and the sauces start below the first screen (1183 px down at 1280 × 800, 1093 at 390 ×
// 844): a visible part, in the server HTML and hydrated when the visitor scrolls near it.
const lower = visiblePart('FallFlavorsLower', () =>
  import('./fall-flavors-lower').then((module) => module.FallFlavorsLower),
);
const FallFlavorsLower = lower.Part;

/** The page's lazy parts: in the server HTML, loaded with the page on a client navigation (lib/lazy-page.ts). */
export const parts = [lower, compareTray];

/**
 * Fall flavors (spec §2.13): a recipe carousel, flavor-foundation cards (choosing one records the selection and
 * opens that plus-one's modal), a sauce carousel and a sample button.
 */
export default function FallFlavorsPage() {
  const data = useOffer(OFFER_PAGES.fallFlavors.lists);
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
      <FallFlavorsLower />
    </>
  );
}
