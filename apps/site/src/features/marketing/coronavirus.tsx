import styled from 'styled-components';
import { defaultBrand } from '@larder/domain';
import { Button, Heading, Hero, Link, Text } from '@larder/ui';
import { getHref } from '../../paths';
import { Actions, Prose } from './layout';

/** Product sheets offered as resources: existing PDFs of real products (`/files/products/{slug}.pdf`). */
export const CORONAVIRUS_RESOURCES = [
  { label: 'Ranch Dressing Cup 1.5 oz product sheet (PDF)', slug: 'ke1003-ranch-dressing-cup-1-5-oz' },
  { label: 'Ranch Dressing Pouch product sheet (PDF)', slug: 'ke1004-ranch-dressing-pouch' },
  { label: 'Caesar Dressing Cup 1.5 oz product sheet (PDF)', slug: 'ke1037-caesar-dressing-cup-1-5-oz' },
] as const;

const Resources = styled.ul`
  margin: 0;
  padding-left: var(--ui-space-5);
  display: grid;
  gap: var(--ui-space-2);
`;

/** Alert response page (spec §2.13); the shell hides the header here (spec §2.2). */
export default function CoronavirusPage() {
  return (
    <>
      <Hero
        title="Our response to the coronavirus"
        subtitle={`With the growing impact of the coronavirus, customers remain our priority.`}
      />
      <Prose>
        <section aria-labelledby="covid-packaging">
          <Heading level={2} size="md" id="covid-packaging">
            Single-serve packaging for takeout and delivery
          </Heading>
          <Text>
            Individually sealed portions help operators serve guests safely for takeout, delivery and
            grab-and-go. Explore our <Link href={getHref('cups')}>dressing and sauce cups</Link> and{' '}
            <Link href={getHref('pouches')}>single-serve pouches</Link>.
          </Text>
        </section>
        <section aria-labelledby="covid-resources">
          <Heading level={2} size="md" id="covid-resources">
            Resources
          </Heading>
          <Resources>
            {CORONAVIRUS_RESOURCES.map((resource) => (
              <li key={resource.slug}>
                <a href={getHref('productSheet', resource.slug)}>{resource.label}</a>
              </li>
            ))}
          </Resources>
        </section>
        <section aria-labelledby="covid-help">
          <Heading level={2} size="md" id="covid-help">
            We are here to help
          </Heading>
          <Text>
            Our customer service team is available {defaultBrand.hours}. Email{' '}
            <Link href={getHref('email', defaultBrand.customerServiceEmail)}>
              {defaultBrand.customerServiceEmail}
            </Link>{' '}
            or call {defaultBrand.phone}.
          </Text>
          <Actions>
            <Button href={getHref('contact')} variant="secondary">
              Contact us
            </Button>
            <Button href={getHref('getSample')} variant="sample">
              Request a sample
            </Button>
          </Actions>
        </section>
      </Prose>
    </>
  );
}
