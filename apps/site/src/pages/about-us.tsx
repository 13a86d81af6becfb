import styled from 'styled-components';
import { defaultBrand } from '@larder/domain';
import { Button, ChefCard, Heading, Hero, Text } from '@larder/ui';
import { Actions, Section } from './cups-curated';

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

const Cards = styled.ul`
  list-style: none;
  margin: var(--ui-space-5) 0 0;
  padding: 0;
  display: grid;
  gap: var(--ui-space-5);
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;

const Card = styled.li`
  border: 1px solid var(--ui-color-border, #ccc);
  border-radius: var(--ui-radius-md, 8px);
  padding: var(--ui-space-5);
  display: grid;
  gap: var(--ui-space-2);
  align-content: start;
`;

const Timeline = styled.ol`
  list-style: none;
  margin: var(--ui-space-5) 0 0;
  padding: 0;
  display: grid;
  gap: var(--ui-space-4);
`;

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
        <Timeline>
          {HISTORY.map((item) => (
            <li key={item.year}>
              <Text weight="bold">
                <time dateTime={item.year}>{item.year}</time>
              </Text>
              <Text>{item.text}</Text>
            </li>
          ))}
        </Timeline>
      </Section>
      <Section aria-labelledby="about-culinary">
        <Heading level={2} id="about-culinary">
          Culinary services
        </Heading>
        <Cards>
          {CULINARY_SERVICES.map((service) => (
            <Card key={service.title}>
              <Heading level={3}>{service.title}</Heading>
              <Text>{service.text}</Text>
            </Card>
          ))}
        </Cards>
      </Section>
      <Section aria-labelledby="about-chefs">
        <Heading level={2} id="about-chefs">
          Meet our chefs
        </Heading>
        <Cards>
          {CHEFS.map((chef) => (
            <li key={chef.name}>
              <ChefCard name={chef.name} jobTitle={chef.role} bio={chef.bio} />
            </li>
          ))}
        </Cards>
      </Section>
      <Section aria-labelledby="about-commitments">
        <Heading level={2} id="about-commitments">
          Our commitments
        </Heading>
        <Cards>
          {COMMITMENTS.map((item) => (
            <Card key={item.title}>
              <Heading level={3}>{item.title}</Heading>
              <Text>{item.text}</Text>
            </Card>
          ))}
        </Cards>
        <Actions>
          <Button href="/contact">Contact us</Button>
        </Actions>
      </Section>
    </>
  );
}
