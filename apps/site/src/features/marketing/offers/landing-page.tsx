import type { ComponentType } from 'react';
import { Heading, Hero, Statistics, Text } from '@larder/ui';
import { offerHeroArt } from '../../../lib/artwork';
import { visiblePart } from '../../../lib/visible-part';
import { Section } from '../layout';
import type { LandingOfferId } from './offer-ids';
import { LANDING_OFFERS, type LandingOffer } from './offers-content';

// The recipes, the product information, the combinations and the action start below the first screen (1264 px down
// at 1280 × 800, 1607 at 390 × 844): a visible part, in the server HTML and hydrated when the visitor scrolls near it.
const lower = visiblePart('LandingLower', () =>
  import('./landing-lower').then((module) => module.LandingLower),
);
const LandingLower = lower.Part;

/** The pages' lazy parts: in the server HTML, loaded with the page on a client navigation (lib/lazy-page.ts). */
export const parts = [lower];

/**
 * A single-product landing page (spec §2.13): intro, statistics, recipe list, product-information table,
 * make-it-your-own combinations (opening the plus-one pop-up) and a sample or contact button.
 */
export function LandingPage({ id }: { id: LandingOfferId }) {
  const offer: LandingOffer = LANDING_OFFERS[id];

  return (
    <>
      <Hero art={offerHeroArt(id)} title={offer.title} subtitle={offer.tagline} />
      <Section aria-labelledby="offer-intro">
        <Heading level={2} id="offer-intro">
          {offer.introHeading}
        </Heading>
        {offer.intro.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </Section>
      <Section aria-labelledby="offer-statistics">
        <Heading level={2} align="center" id="offer-statistics">
          {offer.statisticsHeading}
        </Heading>
        <Statistics items={offer.statistics} />
      </Section>
      <LandingLower id={id} />
    </>
  );
}

export function AvocadoRanchPage() {
  return <LandingPage id="avocadoRanch" />;
}

export function BoomBoomPage() {
  return <LandingPage id="boomBoom" />;
}

export function ChicknDipnPage() {
  return <LandingPage id="chicknDipn" />;
}

export function DillPicklePage() {
  return <LandingPage id="dillPickle" />;
}

export function GreenGoddessPage() {
  return <LandingPage id="greenGoddess" />;
}

/** The page component of each landing page (one chunk for all five). */
export const landingPages: Record<LandingOfferId, ComponentType> = {
  avocadoRanch: AvocadoRanchPage,
  boomBoom: BoomBoomPage,
  chicknDipn: ChicknDipnPage,
  dillPickle: DillPicklePage,
  greenGoddess: GreenGoddessPage,
};
