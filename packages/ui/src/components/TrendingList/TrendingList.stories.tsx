import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrendingList } from './TrendingList';

const meta = {
  title: 'Catalogue/TrendingList',
  component: TrendingList,
  args: {
    trends: [
      {
        id: 'stadium-staples',
        title: 'Stadium Staples',
        link: '/offers/stadium-staples',
        image: 'trends/stadium-staples.svg',
      },
      {
        id: 'boom-boom',
        title: 'The Boom Boom Effect',
        link: '/offers/boom-boom',
        image: 'trends/boom-boom.svg',
      },
      {
        id: 'fall-flavors',
        title: 'Fall Flavors',
        link: '/offers/fall-flavors',
        image: 'trends/fall-flavors.svg',
      },
    ],
  },
} satisfies Meta<typeof TrendingList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Trending now' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Fall Flavors' })).toHaveAttribute(
      'href',
      '/offers/fall-flavors',
    );
  },
};

export const CustomTitle: Story = { args: { title: 'Menu trends', headingLevel: 3 } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
