import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline } from './Timeline';

const meta = {
  title: 'Blocks/Timeline',
  component: Timeline,
  args: {
    'aria-label': 'Company history',
    items: [
      { date: '1952', description: 'Our founders begin making dressings in a small Massachusetts kitchen.' },
      {
        date: '1978',
        description: 'The first foodservice line launches for restaurants across New England.',
      },
      { date: '1996', description: 'A new production facility opens to serve customers nationwide.' },
      {
        date: '2015',
        description: 'The Essentials clean-label line arrives, free of artificial flavors and preservatives.',
      },
    ],
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Company history' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // Wide screens set the date beside its event.
    const date = within(items[0]!).getByText('1952').getBoundingClientRect();
    const text = within(items[0]!)
      .getByText(/Our founders/)
      .getBoundingClientRect();
    await expect(text.left).toBeGreaterThan(date.right);
  },
};

/** Events with a title each, and a machine-readable date that differs from the one shown. */
export const WithTitles: Story = {
  args: {
    items: [
      {
        date: 'March 2015',
        dateTime: '2015-03',
        title: 'Essentials launches',
        description: 'A clean-label line free of artificial flavors and preservatives.',
      },
      {
        date: 'June 2021',
        dateTime: '2021-06',
        title: 'Signature sauces',
        description: 'Mustards and glazes developed by our culinary team join the catalogue.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Essentials launches' })).toBeVisible();
    await expect(canvas.getByText('March 2015')).toHaveAttribute('datetime', '2015-03');
  },
};

export const SingleEvent: Story = {
  args: { items: [{ date: '1952', description: 'Our founders begin making dressings.' }] },
};

/** On a phone the date sits above its event. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getAllByRole('listitem')[0]!;
    const date = within(item).getByText('1952').getBoundingClientRect();
    const text = within(item)
      .getByText(/Our founders/)
      .getBoundingClientRect();
    await expect(text.top).toBeGreaterThanOrEqual(date.bottom);
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
