import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../../theme/Link';
import { Image } from '../Image';
import { Text } from '../Text';
import { Card, CardGrid } from './Card';

const meta = {
  title: 'Blocks/Card',
  component: Card,
  args: {
    title: 'Menu development',
    children: 'Our chefs help you build menu items around on-trend flavors.',
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Menu development' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A link card: the title is the only link, and the whole card is its click target. */
export const LinkCard: Story = {
  args: {
    title: 'Stadium Staples',
    children: 'Game-day favorites that bring the crowd to your menu.',
    href: '/offers/stadium-staples',
    headingLevel: 2,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Stadium Staples' });
    await expect(link).toHaveAttribute('href', '/offers/stadium-staples');
    const card = link.closest('[data-link="true"]') as HTMLElement;

    // A point on the body text, away from the title, still lands on the link.
    const body = canvas
      .getByText('Game-day favorites that bring the crowd to your menu.')
      .getBoundingClientRect();
    await expect(document.elementFromPoint(body.right - 2, body.bottom - 2)).toBe(link);

    // Keyboard focus on the link rings the whole card.
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
  },
};

/** The accent-topped feature card, here as a centred promise with no title. */
export const Feature: Story = {
  args: {
    variant: 'feature',
    align: 'center',
    title: undefined,
    children: <Text weight="bold">No artificial flavors</Text>,
  },
};

/** A feature card that is also a link card, with a muted summary in small title type (the FAQ tools). */
export const FeatureLink: Story = {
  args: {
    variant: 'feature',
    title: 'Kosher Status',
    href: '/faq/kosher',
    headingLevel: 'none',
    titleSize: 'sm',
    children: <Text tone="muted">Check whether a product is certified kosher.</Text>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Kosher Status' })).toHaveAttribute('href', '/faq/kosher');
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** Media above the title and a footer link, centred (the product-line carousel). */
export const WithMediaAndFooter: Story = {
  args: {
    as: 'article',
    align: 'center',
    title: 'Essentials',
    media: <Image src="product-lines/essentials.svg" alt="" width={240} height={160} />,
    children:
      'Clean-label dressings and sauces made without high fructose corn syrup, artificial flavors or artificial preservatives.',
    footer: <Link href="/essentials">Explore Essentials</Link>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Explore Essentials' })).toHaveAttribute(
      'href',
      '/essentials',
    );
  },
};

const gridCards = [
  {
    title: 'Supply chain',
    text: 'We source ingredients from trusted partners and keep distribution running.',
  },
  { title: 'Food safety', text: 'Every plant follows strict food safety programs and third-party audits.' },
  { title: 'Sustainability', text: 'We reduce packaging, save water and energy, and recycle.' },
];

/** Cards in a CardGrid: as many columns as fit, one list item per card. */
export const Grid: Story = {
  render: () => (
    <CardGrid aria-label="Our commitments">
      {gridCards.map((card) => (
        <Card key={card.title} title={card.title}>
          {card.text}
        </Card>
      ))}
    </CardGrid>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Our commitments' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // Three columns on a desktop-wide canvas: the items sit side by side.
    await expect(items[1]!.getBoundingClientRect().top).toBe(items[0]!.getBoundingClientRect().top);
  },
};

/** On a phone the grid drops to one column. */
export const GridMobile: Story = {
  ...Grid,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[1]!.getBoundingClientRect().top).toBeGreaterThan(
      items[0]!.getBoundingClientRect().bottom,
    );
  },
};

export const Steakhouse: Story = {
  globals: { brand: 'steakhouse' },
  render: () => (
    <CardGrid>
      <Card title="Menu development">Our chefs help you build menu items around on-trend flavors.</Card>
      <Card title="Stadium Staples" href="/offers/stadium-staples" headingLevel={2}>
        Game-day favorites that bring the crowd to your menu.
      </Card>
      <Card variant="feature" align="center">
        <Text weight="bold">No artificial preservatives</Text>
      </Card>
    </CardGrid>
  ),
};
