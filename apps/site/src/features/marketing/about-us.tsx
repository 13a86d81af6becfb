import styled from 'styled-components';
import { defaultBrand } from '@larder/domain';
import { Button, Card, CardGrid, ChefCard, Heading, Hero, Text, Timeline } from '@larder/ui';
import { getHref } from '../../paths';
import { Actions, Section } from './layout';

export const WHY_US = [
  'Recipes developed by our own culinary team',
  'Consistent quality from batch to batch',
  'Packaging for every kitchen, from gallons to single-serve cups',
  'Customer service that knows foodservice',
] as const;

/** Company history (four dated items). */
export const HISTORY = [
  { year: '1952', text: 'Our founders begin making dressings in a small Massachusetts kitchen.' },
  { year: '1978', text: 'The first foodservice line launches for restaurants across New England.' },
  { year: '1996', text: 'A new production facility opens to serve customers nationwide.' },
  {
    year: '2015',
    text: 'The Essentials clean-label line arrives, free of artificial flavors and preservatives.',
  },
] as const;

export const CULINARY_SERVICES = [
  { title: 'Menu development', text: 'Our chefs help you build menu items around on-trend flavors.' },
  { title: 'Custom formulation', text: 'We create signature dressings and sauces made just for your menu.' },
  { title: 'Culinary training', text: 'Hands-on sessions show your team new ways to use our products.' },
] as const;

export const CHEFS = [
  {
    name: 'Chef Dana Whitfield',
    role: 'Corporate Executive Chef',
    bio: 'Dana leads our culinary team and turns menu trends into recipes operators can put to work.',
  },
  {
    name: 'Chef Marco Bellini',
    role: 'Research & Development Chef',
    bio: 'Marco develops new dressings and sauces, balancing bold flavor with kitchen practicality.',
  },
  {
    name: 'Chef Alana Reyes',
    role: 'Culinary Solutions Chef',
    bio: 'Alana works alongside customers to create signature items for their menus.',
  },
] as const;

export const COMMITMENTS = [
  {
    title: 'Supply chain',
    text: 'We source ingredients from trusted partners and keep distribution running so your orders arrive on time.',
  },
  {
    title: 'Food safety',
    text: 'Every plant follows strict food safety programs, with third-party audits and full traceability.',
  },
  {
    title: 'Sustainability',
    text: 'We reduce packaging, save water and energy, and recycle across our facilities.',
  },
] as const;

const List = styled.ul`
  margin: var(--ui-space-4) 0 0;
  padding-left: var(--ui-space-5);
  display: grid;
  gap: var(--ui-space-2);
`;

/** About us (spec §2.13). The three chef profile cards flip to their bios; each bio is read without flipping too. */
export default function AboutUsPage() {
  return (
    <>
      <Hero
        title={`About ${defaultBrand.name}`}
        subtitle="Making food taste better for foodservice since 1952."
      />
      <Section aria-labelledby="about-why">
        <Heading level={2} id="about-why">
          Why {defaultBrand.shortName}
        </Heading>
        <List>
          {WHY_US.map((item) => (
            <li key={item}>
              <Text as="span">{item}</Text>
            </li>
          ))}
        </List>
      </Section>
      <Section aria-labelledby="about-history">
        <Heading level={2} id="about-history">
          Our history
        </Heading>
        <Timeline items={HISTORY.map((item) => ({ date: item.year, description: item.text }))} />
      </Section>
      <Section aria-labelledby="about-culinary">
        <Heading level={2} id="about-culinary">
          Culinary services
        </Heading>
        <CardGrid>
          {CULINARY_SERVICES.map((service) => (
            <Card key={service.title} title={service.title}>
              {service.text}
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section aria-labelledby="about-chefs">
        <Heading level={2} id="about-chefs">
          Meet our chefs
        </Heading>
        <CardGrid>
          {CHEFS.map((chef) => (
            <ChefCard key={chef.name} name={chef.name} jobTitle={chef.role} bio={chef.bio} />
          ))}
        </CardGrid>
      </Section>
      <Section aria-labelledby="about-commitments">
        <Heading level={2} id="about-commitments">
          Our commitments
        </Heading>
        <CardGrid>
          {COMMITMENTS.map((item) => (
            <Card key={item.title} title={item.title}>
              {item.text}
            </Card>
          ))}
        </CardGrid>
        <Actions>
          <Button href={getHref('contact')}>Contact us</Button>
        </Actions>
      </Section>
    </>
  );
}
