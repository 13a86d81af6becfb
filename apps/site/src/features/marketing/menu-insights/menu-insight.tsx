import { useLocation } from 'react-router';
import { menuInsightCopyByPath, type MenuInsightCopy } from '@larder/domain';
import { Heading, Hero, Statistics } from '@larder/ui';
import { menuInsightHeroArt } from '../../../lib/artwork';
import { visiblePart } from '../../../lib/visible-part';
import { NotFoundPage } from '../../../shell/not-found';
import { Band, FileDownload } from './insight-layout';
import { compareTray } from '../../compare/compare-selection';

// The recipe and sauce carousels start below the first screen (1343 px down at 1280 × 800, 1978 at 390 × 844): a
// visible part, in the server HTML and hydrated when the visitor scrolls near them.
const carousels = visiblePart('InsightCarousels', () =>
  import('./insight-carousels').then((module) => module.InsightCarousels),
);
const InsightCarousels = carousels.Part;

/** The page's lazy parts: in the server HTML, loaded with the page on a client navigation (lib/lazy-page.ts). */
export const parts = [carousels, compareTray];

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
      <InsightCarousels insight={insight} />
    </>
  );
}
