import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  menuInsightCopyByPath,
  type InsightDocumentHead,
  type MenuInsightCopy,
  type MenuInsightFileKind,
  type RecipeFilters,
} from '@larder/domain';
import {
  Button,
  Carousel,
  Heading,
  Hero,
  Loading,
  RecipeTile,
  Skeleton,
  Statistics,
  Text,
  type CarouselSlidesPerView,
} from '@larder/ui';
import { ALL_RECIPES_ANCHOR, getHref } from '../../../paths';
import { NotFoundPage } from '../../../shell/not-found';
import { CompareProductTile, SelectionTray } from '../../compare/compare-selection';
import { Actions, Section } from '../layout';
import { useMenuInsightCuration } from './insight-curation';
import { menuInsightHeroArt } from '../../../lib/artwork';

/** Slides per view of the recipe carousel: 4, 2 below 1000 px, 1 below 767 px. */
export const RECIPE_SLIDES: CarouselSlidesPerView = { default: 4, 1000: 2, 767: 1 };
/** Slides per view of 'Sauces you'll love' (the featured-products sizes of spec §9): 4, 3 below 1000, 1 below 767. */
export const SAUCE_SLIDES: CarouselSlidesPerView = { default: 4, 1000: 3, 767: 1 };

export const SAUCES_HEADING = "Sauces you'll love";
export const SEE_ALL_RECIPES = 'See all recipes';
export const REQUEST_SAMPLE = 'Request a sample';
const MSG_RECIPES_FAILED = 'Failed to load the featured recipes';
const MSG_SAUCES_FAILED = 'Failed to load the featured sauces';

const Band = styled(Section)`
  display: grid;
  gap: var(--ui-space-5);
`;

const Download = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--ui-space-3) var(--ui-space-5);
  text-align: center;

  p {
    margin: 0;
    max-width: 60ch;
  }
`;

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

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link that, when JavaScript runs, navigates with navigation state (and to `to` instead of its `href`). */
function useStateLink(to: string, state: Record<string, unknown>) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void navigate(to, { state });
  };
}

function FileDownload({
  insight,
  kind,
  document,
}: {
  insight: MenuInsightCopy;
  kind: MenuInsightFileKind;
  document: InsightDocumentHead;
}) {
  return (
    <Download>
      <Text>{document.description}</Text>
      {/* A file, not a route of the site: a plain download link that the client router leaves alone. */}
      <Button
        variant="secondary"
        href={getHref('menuInsightFile', kind, insight.slug)}
        download
        type="application/pdf"
      >
        Download the {document.title} (PDF)
      </Button>
    </Download>
  );
}

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
 * A menu-insight page (spec §2.13: bowls, breakfast sandwiches, burgers, chicken sandwiches, deli, fries, pizza,
 * salads, seafood, tacos, wings, stadium staples), chosen by its path: headline, statistics, growth of sauces,
 * the insights download, the curated recipe carousel, the brochure download, 'See all recipes' (the dish
 * preselected), 'Sauces you'll love' and the sample button. Copy comes from `MENU_INSIGHT_COPY` in `@larder/domain`
 * (without the downloads' bodies, which only the PDFs need).
 */
export default function MenuInsightPage() {
  const { pathname } = useLocation();
  const insight = menuInsightCopyByPath(pathname);
  if (!insight) return <NotFoundPage />;
  return <MenuInsightContent key={insight.slug} insight={insight} />;
}

function MenuInsightContent({ insight }: { insight: MenuInsightCopy }) {
  const curation = useMenuInsightCuration(insight.slug);
  const { filter, id } = insight.category;
  const filters: RecipeFilters = filter === 'dishes' ? { dishes: [id] } : { courses: [id] };
  const onSeeAll = useStateLink(getHref('recipes', {}, { hash: ALL_RECIPES_ANCHOR }), filters);
  const sampleState = insight.sampleLabel ? { gaFrom: insight.sampleLabel } : undefined;
  const onSample = useStateLink(getHref('getSample'), sampleState ?? {});
  const ids = `insight-${insight.slug}`;

  return (
    <>
      <Hero art={menuInsightHeroArt(insight.slug)} title={insight.headline} subtitle={insight.intro} />
      <Band aria-labelledby={`${ids}-numbers`}>
        <Heading level={2} align="center" id={`${ids}-numbers`}>
          {insight.name} by the numbers
        </Heading>
        <Statistics items={insight.statistics} aria-labelledby={`${ids}-numbers`} />
        <Heading level={3} align="center" id={`${ids}-growth`}>
          Sauces on the rise
        </Heading>
        <Statistics variant="growth" items={insight.sauceGrowth} aria-labelledby={`${ids}-growth`} />
        <FileDownload insight={insight} kind="insights" document={insight.insights} />
      </Band>
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
