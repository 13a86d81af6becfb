import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ranchCup, ranchGallon } from '../ProductTile/fixtures';
import { ProductImages } from './ProductImages';

const meta = {
  title: 'Catalogue/ProductImages',
  component: ProductImages,
  args: { images: ranchGallon.images, name: ranchGallon.name, size: 320 },
} satisfies Meta<typeof ProductImages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Website, each and case pictures; souflet and inner case missing show 'No image data' in slides 4 and 5. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('group', { name: '2 of 5' })).not.toHaveAttribute('inert');
    await expect(canvas.getByRole('group', { name: '4 of 5' })).toHaveTextContent('No image data');
    // The artwork itself loads (Storybook answers the resizer URLs with the catalogue's drawings).
    const picture = canvas.getByRole('img', {
      name: 'Buttermilk Ranch Dressing, product',
    }) as HTMLImageElement;
    await waitFor(() => expect(picture.complete && picture.naturalWidth > 0).toBe(true));
    await expect(picture.currentSrc).toMatch(/\/img\/fit-in\/\d+x\d+\/products\/ke1001-website\.svg$/);
  },
};

/** Every view present. */
export const AllViews: Story = {
  args: {
    images: {
      ...ranchGallon.images,
      souflet: 'products/ke1001-souflet.svg',
      innerCase: 'products/ke1003-inner.svg',
    },
  },
};

/** Only the website picture: the four other views show 'No image data'. */
export const SingleImage: Story = {
  args: { images: { ...ranchCup.images, each: null, case: null } },
};

/** No picture at all: 'No image data' in every slide. */
export const NoImages: Story = {
  args: {
    images: { website: null, websiteThumbnail: null, each: null, case: null, souflet: null, innerCase: null },
  },
};
