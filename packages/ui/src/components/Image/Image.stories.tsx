import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Image } from './Image';

const bottle =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="288" viewBox="0 0 200 288">' +
      '<rect width="200" height="288" fill="#f3ead8"/><path d="M85 30h30v40l15 25v160H70V95l15-25z" fill="#1f5a3a"/>' +
      '<rect x="78" y="140" width="44" height="60" fill="#fcf8ef"/></svg>',
  );

const meta = {
  title: 'Foundations/Image',
  component: Image,
  args: { src: bottle, width: 200, height: 288, alt: 'Buttermilk Ranch dressing, gallon' },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Buttermilk Ranch dressing, gallon' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(Math.round(img.getBoundingClientRect().height)).toBe(288);
  },
};

export const NoImage: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No image data')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { src: 'products/missing-image.jpg', loading: 'eager' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Buttermilk Ranch dressing, gallon' });
    await waitFor(() => expect(img).toHaveAttribute('data-state', 'fallback'));
    await expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  },
};

export const Cover: Story = { args: { fit: 'cover', width: 300, height: 300 } };

export const Steakhouse: Story = { ...NoImage, globals: { brand: 'steakhouse' } };
