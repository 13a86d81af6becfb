import type { ReactNode } from 'react';
import { defaultBrand } from '@larder/domain';
import { Heading, Hero, Link, Text } from '@larder/ui';
import { getHref } from '../../../paths';
import { Prose } from '../layout';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

const brand = defaultBrand;

/** Sections both legal pages share (spec §2.13): phone line, headquarters, law, COPPA, newsletter opt-out. */
export function sharedLegalSections(): LegalSection[] {
  const { street, city, state, zip } = brand.mailingAddress;
  return [
    {
      title: 'Customer service',
      body: (
        <Text>
          Questions about this policy can be directed to our customer-service phone line at{' '}
          <Link href={brand.phoneHref}>{brand.phone}</Link>, {brand.hours}.
        </Text>
      ),
    },
    {
      title: 'United States headquarters',
      body: (
        <Text>
          {brand.name} is headquartered in the United States at {street}, {city}, {state} {zip}. This website
          is operated from the United States and is intended for visitors in the United States.
        </Text>
      ),
    },
    {
      title: 'Governing law',
      body: (
        <Text>
          These terms and this policy are governed by the laws of the Commonwealth of Massachusetts, without
          regard to its conflict-of-law rules.
        </Text>
      ),
    },
    {
      title: "Children's privacy (COPPA)",
      body: (
        <Text>
          In accordance with the Children&apos;s Online Privacy Protection Act (COPPA), visitors under 13
          years of age are not permitted to use this website or submit any personal information. Visitors
          under 18 may use the website only with the involvement and permission of a parent or guardian.
        </Text>
      ),
    },
    {
      title: 'Newsletter opt-out',
      body: (
        <Text>
          You may opt out of our newsletter and marketing emails at any time by sending an email to{' '}
          <Link href={getHref('email', brand.customerServiceEmail)}>{brand.customerServiceEmail}</Link> with
          the word &quot;unsubscribe&quot;, or by using the unsubscribe link in any newsletter.
        </Text>
      ),
    },
  ];
}

/** A static legal page: a title, an introduction and numbered sections. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <>
      <Hero title={title} size="sm" />
      <Prose>
        <Text>{intro}</Text>
        {sections.map((section) => (
          <section key={section.title} aria-labelledby={headingId(section.title)}>
            <Heading level={2} size="md" id={headingId(section.title)}>
              {section.title}
            </Heading>
            {section.body}
          </section>
        ))}
      </Prose>
    </>
  );
}

function headingId(title: string): string {
  return `legal-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
