import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { pickDataset, useDxpData } from '@larder/client';
import type { HomeBlock } from '@larder/domain';
import {
  Button,
  CategoryBlocks,
  FlipBlock,
  Heading,
  Hero,
  Loading,
  media,
  SearchBox,
  Text,
} from '@larder/ui';
import { getHref } from '../../../paths';
import { Section } from '../layout';
import { ProductFilterLinks } from './filter-links';
import { MSG_STORY_LOOKUPS_FAILED, STORY_CLAIMS, STORY_FLAVORS, STORY_PACKAGES } from './story-content';
import { STORY_DATASETS } from './story-data';
import { heroArt } from '../../../lib/artwork';
import { visiblePart } from '../../../lib/visible-part';

// The product lines, the featured recipe and the contact band start below the first screen (2567 px down at 1280 ×
// 800, 4827 at 390 × 844): a visible part, in the server HTML and hydrated when the visitor scrolls near it.
const lower = visiblePart('StoryLower', () => import('./story-lower').then((module) => module.StoryLower));
const StoryLower = lower.Part;

/** The page's lazy parts: in the server HTML, loaded with the page on a client navigation (lib/lazy-page.ts). */
export const parts = [lower];

const HeroActions = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--ui-space-4);
  width: min(640px, 100%);
  margin-top: var(--ui-space-4);
`;

const ClaimGrid = styled.ul`
  list-style: none;
  margin: var(--ui-space-5) 0 0;
  padding: 0;
  display: grid;
  gap: var(--ui-space-5);
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));

  /* Cards in a row share the height of the tallest. */
  & > li {
    display: grid;
  }
`;

const ClaimLines = styled.span`
  display: grid;
  gap: var(--ui-space-2);
`;

/** A claim line; a lone figure ('202') stands above its words, several ('11 Caesar') sit beside them. */
const ClaimLineText = styled.span`
  display: block;

  & > span {
    font-size: var(--ui-font-size-2xl);
    line-height: 1;
    color: var(--ui-color-accent-strong);
  }
  &[data-alone='true'] > span {
    display: block;
    font-size: var(--ui-font-size-3xl);
  }
`;

const Tiles = styled(CategoryBlocks)`
  grid-template-columns: repeat(4, minmax(0, 1fr));

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

function LookupStatus({ failed }: { failed: boolean }) {
  return failed ? <Text role="alert">{MSG_STORY_LOOKUPS_FAILED}</Text> : <Loading />;
}

/**
 * Flavor Central (spec §2.3): product search, five flip blocks of claims, flavor tiles and package images that
 * open /products pre-filtered (or the package pages), the product-line carousel, a featured recipe and contact.
 */
export default function ProductsStoryPage() {
  const navigate = useNavigate();
  const lookups = useDxpData(STORY_DATASETS);
  const lookupsFailed = Boolean(lookups.error);

  const flavors = pickDataset(lookups.data, 'flavors');
  const packagings = pickDataset(lookups.data, 'packagings');

  const flavorBlocks: HomeBlock[] | undefined = flavors
    ? STORY_FLAVORS.flatMap((id) => {
        const flavor = flavors.find((candidate) => candidate.id === id);
        return flavor
          ? [
              {
                title: flavor.name,
                caption: '',
                image: flavor.image,
                link: getHref('products', { flavor: [id] }),
              },
            ]
          : [];
      })
    : undefined;
  const packageBlocks: HomeBlock[] | undefined = packagings
    ? STORY_PACKAGES.map((item) => ({
        title: item.label,
        caption: '',
        image: packagings.find((candidate) => candidate.id === item.id)?.image ?? '',
        link: item.href,
      }))
    : undefined;
  return (
    <ProductFilterLinks>
      <Hero
        art={heroArt('products-story')}
        title="Flavor Central"
        subtitle="Dressings, sauces and marinades in every flavor and every size your kitchen needs."
      >
        <HeroActions>
          <SearchBox
            label="Search products"
            placeholder="Search by name, code or UPC"
            action={getHref('products')}
            name="searchTerm"
            requireText
            onSubmit={(text) => void navigate(getHref('products', {}, { searchTerm: text }))}
          />
          <Button href={getHref('products')}>See all products</Button>
        </HeroActions>
      </Hero>

      <Section aria-labelledby="story-claims">
        <Heading level={2} align="center" id="story-claims">
          Flavor by the numbers
        </Heading>
        <ClaimGrid>
          {STORY_CLAIMS.map((claim) => (
            <li key={claim.id}>
              <FlipBlock
                front={
                  <ClaimLines>
                    {claim.lines.map((line) => (
                      <ClaimLineText key={line.text} data-alone={claim.lines.length === 1}>
                        {line.figure ? <span>{line.figure}</span> : null} {line.text}
                      </ClaimLineText>
                    ))}
                  </ClaimLines>
                }
                back={<p>{claim.detail}</p>}
                link={claim.link}
              />
            </li>
          ))}
        </ClaimGrid>
      </Section>

      <Section id="flavors" aria-labelledby="story-flavors">
        <Heading level={2} align="center" id="story-flavors">
          Shop by flavor
        </Heading>
        {flavorBlocks ? (
          <Tiles blocks={flavorBlocks} headingLevel={3} imageSize={200} />
        ) : (
          <LookupStatus failed={lookupsFailed} />
        )}
      </Section>

      <Section id="packaging" aria-labelledby="story-packages">
        <Heading level={2} align="center" id="story-packages">
          Shop by package
        </Heading>
        {packageBlocks ? (
          <CategoryBlocks blocks={packageBlocks} headingLevel={3} imageSize={200} />
        ) : (
          <LookupStatus failed={lookupsFailed} />
        )}
      </Section>

      <StoryLower />
    </ProductFilterLinks>
  );
}
