import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchBox } from '../SearchBox/SearchBox';
import { Hero } from './Hero';

/** The home page's hero artwork (served by the resizer from the catalogue's images). */
const homeArt = { wide: 'heroes/home.svg', phone: 'heroes/home-phone.svg' };

const meta = {
  title: 'Search/Hero',
  component: Hero,
  args: { title: "We've got what you're looking for" },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: "We've got what you're looking for" }),
    ).toBeInTheDocument();
  },
};

export const WithSubtitle: Story = {
  args: { title: 'Flavor Central', subtitle: '202 dressings and counting' },
};

export const WithArtAndSearch: Story = {
  args: {
    title: 'Dressings, sauces and marinades for foodservice',
    subtitle: 'Recipes, menu trends and flavor for every kitchen.',
    art: homeArt,
    children: <SearchBox requireText />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'What can we get you today?',
    );
  },
};

export const WithArtMobile: Story = {
  ...WithArtAndSearch,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Small: Story = { args: { size: 'sm', headingLevel: 2, title: 'Make it your own' } };

export const Steakhouse: Story = { ...WithArtAndSearch, globals: { brand: 'steakhouse' } };
