import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchBox } from '../SearchBox/SearchBox';
import { Hero } from './Hero';

const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect width="1600" height="600" fill="#7b6a4f"/>' +
      '<circle cx="400" cy="300" r="220" fill="#e8d9b5"/><circle cx="1200" cy="260" r="180" fill="#a3221c"/></svg>',
  );

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

export const WithImageAndSearch: Story = {
  args: {
    title: 'Convenience Tastes So Good',
    backgroundImage: photo,
    children: <SearchBox requireText />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'What can we get you today?',
    );
  },
};

export const Small: Story = { args: { size: 'sm', headingLevel: 2, title: 'Make it your own' } };

export const Steakhouse: Story = { ...WithSubtitle, globals: { brand: 'steakhouse' } };
