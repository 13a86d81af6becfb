import styled from 'styled-components';
import { pickDataset, useDxpData } from '@larder/client';
import { Button, Card, Carousel, Heading, Image, Link, Loading, RecipeTile, Text } from '@larder/ui';
import { trackEvent } from '../../../lib/analytics';
import { getHref } from '../../../paths';
import { Actions, Lead, Section } from '../layout';
import { MSG_FEATURED_RECIPE_FAILED, MSG_STORY_LOOKUPS_FAILED, STORY_LINES } from './story-content';
import { STORY_DATASETS, useFeaturedRecipe } from './story-data';

const FeaturedRecipe = styled.div`
  width: min(360px, 100%);
  margin: var(--ui-space-5) auto 0;
`;

/**
 * The lower half of Flavor Central (products-story.tsx): the product-line carousel, a featured recipe and contact. A
 * visible part of the page, without props: it reads the lookups and the curated recipe itself.
 */
export function StoryLower() {
  const lookups = useDxpData(STORY_DATASETS);
  const recipe = useFeaturedRecipe();
  const lookupsFailed = Boolean(lookups.error);
  const productLines = pickDataset(lookups.data, 'productLines');
  const lines = productLines
    ? STORY_LINES.flatMap((item) => {
        const line = productLines.find((candidate) => candidate.id === item.id);
        return line ? [{ ...line, href: item.href }] : [];
      })
    : undefined;

  return (
    <>
      <Section id="product-lines" aria-labelledby="story-lines">
        <Heading level={2} align="center" id="story-lines">
          Our product lines
        </Heading>
        {lines ? (
          <Carousel label="Product lines" slidesPerView={{ default: 4, 1000: 2, 767: 1 }}>
            {lines.map((line) => (
              <Card
                key={line.id}
                as="article"
                align="center"
                media={<Image src={line.image} alt="" width={240} height={160} />}
                title={line.name}
                footer={<Link href={line.href}>Explore {line.name}</Link>}
              >
                {line.description}
              </Card>
            ))}
          </Carousel>
        ) : lookupsFailed ? (
          <Text role="alert">{MSG_STORY_LOOKUPS_FAILED}</Text>
        ) : (
          <Loading />
        )}
      </Section>

      <Section aria-labelledby="story-recipe">
        <Heading level={2} align="center" id="story-recipe">
          Featured recipe
        </Heading>
        {recipe.failed ? <Text role="alert">{MSG_FEATURED_RECIPE_FAILED}</Text> : null}
        {!recipe.failed && !recipe.items ? <Loading /> : null}
        {recipe.items?.[0] ? (
          <FeaturedRecipe>
            <RecipeTile recipe={recipe.items[0]} href={getHref('recipe', recipe.items[0].slug)} />
          </FeaturedRecipe>
        ) : null}
      </Section>

      <Section aria-labelledby="story-contact">
        <Heading level={2} align="center" id="story-contact">
          Questions about our products?
        </Heading>
        <Lead>Our team can help you find the right flavor, size and format for your menu.</Lead>
        <Actions>
          <Button
            href={getHref('contact')}
            onClick={() => trackEvent('Flavor Central', 'Button Click', 'Contact us')}
          >
            Contact us
          </Button>
        </Actions>
      </Section>
    </>
  );
}
