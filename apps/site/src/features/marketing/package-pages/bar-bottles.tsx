import styled from 'styled-components';
import { Button, Carousel, Heading, Hero, Image, Link, Text } from '@larder/ui';
import { getHref } from '../../../paths';
import { Actions, Section } from '../layout';
import { CuratedStatus, useCuratedProducts } from './curated-products';

const BottleLink = styled(Link)`
  display: block;
  text-align: center;
`;

/** Bar bottles (spec §2.13): nine bottle images (9, 5 below 1000 px, 3 below 767 px) and filtered links. */
export default function BarBottlesPage() {
  const curated = useCuratedProducts('bar-bottles');
  return (
    <>
      <Hero
        title="Bar Bottles"
        subtitle="Squeezable bottles for salad bars, tables and back-of-house stations."
      />
      <Section aria-labelledby="bottles-featured">
        <Heading level={2} align="center" id="bottles-featured">
          Featured bar bottles
        </Heading>
        <Text>Choose a bottle to see its product details.</Text>
        <CuratedStatus curated={curated} />
        {curated.products ? (
          <Carousel label="Featured bar bottles" slidesPerView={{ default: 9, 1000: 5, 767: 3 }}>
            {curated.products.map((product) => (
              <BottleLink key={product.id} href={getHref('productPackage', product.slug, 'bar bottle')}>
                <Image
                  src={product.images.website ?? product.images.websiteThumbnail}
                  width={120}
                  height={200}
                  alt={product.name}
                />
              </BottleLink>
            ))}
          </Carousel>
        ) : null}
        <Actions>
          <Button href={getHref('products', { package: ['barBottle'] })}>See all bar bottles</Button>
          <Button
            href={getHref('products', { package: ['barBottle'], productLines: ['essentials'] })}
            variant="secondary"
          >
            See Essentials bar bottles
          </Button>
          <Button href={getHref('getSample')} variant="sample">
            Request a sample
          </Button>
        </Actions>
      </Section>
    </>
  );
}
