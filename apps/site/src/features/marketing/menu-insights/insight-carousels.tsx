import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { MenuInsightCopy, RecipeFilters } from '@larder/domain';
import {
  Button,
  Carousel,
  Heading,
  Loading,
  RecipeTile,
  Skeleton,
  Text,
  type CarouselSlidesPerView,
} from '@larder/ui';
import { ALL_RECIPES_ANCHOR, getHref } from '../../../paths';
import { CompareProductTile } from '../../compare/compare-product-tile';
import { SelectionTray } from '../../compare/compare-selection';
import { Actions } from '../layout';
import { useMenuInsightCuration } from './insight-curation';
import { Band, FileDownload, useStateLink } from './insight-layout';

/** Slides per view of the recipe carousel: 4, 2 below 1000 px, 1 below 767 px. */
export const RECIPE_SLIDES: CarouselSlidesPerView = { default: 4, 1000: 2, 767: 1 };
/** Slides per view of 'Sauces you'll love' (the featured-products sizes of spec §9): 4, 3 below 1000, 1 below 767. */
export const SAUCE_SLIDES: CarouselSlidesPerView = { default: 4, 1000: 3, 767: 1 };

export const SAUCES_HEADING = "Sauces you'll love";
export const SEE_ALL_RECIPES = 'See all recipes';
export const REQUEST_SAMPLE = 'Request a sample';
const MSG_RECIPES_FAILED = 'Failed to load the featured recipes';
const MSG_SAUCES_FAILED = 'Failed to load the featured sauces';

/** Holds the carousel's place while its data loads on a client navigation, so nothing moves when it arrives. */
const Reserve = styled.div`
  position: relative;

  & > [role='status'] {
    position: absolute;
    inset: 0;
    display: grid;
    place-content: center;
  }
`;

interface CuratedCarouselProps {
  label: string;
  slidesPerView: CarouselSlidesPerView;
  items: ReactNode[] | undefined;
  /** Slides to hold space for while loading (the page's featured count). */
  expected: number;
  /** Size of a slide for the placeholder: its square picture's largest width and its caption's text lines. */
  placeholder: { media: number; lines: number };
  failed: boolean;
  failure: string;
}

function CuratedCarousel({
  label,
  slidesPerView,
  items,
  expected,
  placeholder,
  failed,
  failure,
}: CuratedCarouselProps) {
  if (failed) return <Text role="alert">{failure}</Text>;
  if (!items) {
    return (
      <Reserve>
        {/* Inert: the placeholder is the same carousel with skeleton slides, only to keep its size. The skeletons
            are decorative; the one Loading announces the wait. */}
        <div inert>
          <Carousel label={`${label} (loading)`} slidesPerView={slidesPerView}>
            {Array.from({ length: expected }, (_item, index) => (
              <Skeleton key={index} variant="card" lines={placeholder.lines} mediaSize={placeholder.media} />
            ))}
          </Carousel>
        </div>
        <Loading />
      </Reserve>
    );
  }
  return (
    <Carousel label={label} slidesPerView={slidesPerView}>
      {items}
    </Carousel>
  );
}

/**
 * The lower half of a menu-insight page: the curated recipe carousel, the brochure download, 'See all recipes' (the
 * dish preselected), 'Sauces you'll love' and the sample button, with the compare tray of the sauces' toggles. A
 * visible part of the page (menu-insight.tsx): it reads the curated lists itself, so its only prop is the page's
 * copy, a module constant. The tray, fixed to the screen, is shown only with a selection (`?compare=`): then it is in
 * view, and the part hydrates at once.
 */
export function InsightCarousels({ insight }: { insight: MenuInsightCopy }) {
  const curation = useMenuInsightCuration(insight.slug);
  const { filter, id } = insight.category;
  const filters: RecipeFilters = filter === 'dishes' ? { dishes: [id] } : { courses: [id] };
  const onSeeAll = useStateLink(getHref('recipes', {}, { hash: ALL_RECIPES_ANCHOR }), filters);
  const sampleState = insight.sampleLabel ? { gaFrom: insight.sampleLabel } : undefined;
  const onSample = useStateLink(getHref('getSample'), sampleState ?? {});
  const ids = `insight-${insight.slug}`;

  return (
    <>
      <Band aria-labelledby={`${ids}-recipes`}>
        <Heading level={2} align="center" id={`${ids}-recipes`}>
          {insight.recipesHeading}
        </Heading>
        <CuratedCarousel
          label={insight.recipesHeading}
          slidesPerView={RECIPE_SLIDES}
          expected={insight.featured.recipes}
          placeholder={{ media: 300, lines: 2 }}
          failed={curation.failed}
          failure={MSG_RECIPES_FAILED}
          items={curation.recipes?.map((recipe) => (
            <RecipeTile key={recipe.id} recipe={recipe} href={getHref('recipe', recipe.slug)} />
          ))}
        />
        <FileDownload insight={insight} kind="brochures" document={insight.brochure} />
        <Actions>
          <Button href={getHref('recipes', filters, { hash: ALL_RECIPES_ANCHOR })} onClick={onSeeAll}>
            {SEE_ALL_RECIPES}
          </Button>
        </Actions>
      </Band>
      <Band aria-labelledby={`${ids}-sauces`}>
        <Heading level={2} align="center" id={`${ids}-sauces`}>
          {SAUCES_HEADING}
        </Heading>
        <CuratedCarousel
          label={SAUCES_HEADING}
          slidesPerView={SAUCE_SLIDES}
          expected={insight.featured.products}
          placeholder={{ media: 240, lines: 6 }}
          failed={curation.failed}
          failure={MSG_SAUCES_FAILED}
          items={curation.products?.map((product) => (
            <CompareProductTile key={product.id} product={product} />
          ))}
        />
        <Actions>
          <Button href={getHref('getSample')} variant="sample" onClick={sampleState ? onSample : undefined}>
            {REQUEST_SAMPLE}
          </Button>
        </Actions>
      </Band>
      <SelectionTray browse />
    </>
  );
}
