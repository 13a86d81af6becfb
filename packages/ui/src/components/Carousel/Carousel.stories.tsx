import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import { Carousel } from './Carousel';

const DemoSlide = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 3 / 4;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-alt);
  color: var(--ui-color-text);
  font-size: var(--ui-font-size-sm);
`;

function slides(count: number, name: string) {
  return Array.from({ length: count }, (_, index) => (
    <DemoSlide key={index}>{`${name} ${index + 1}`}</DemoSlide>
  ));
}

const meta = {
  title: 'Catalogue/Carousel',
  component: Carousel,
  args: {
    label: 'Bar bottles',
    slidesPerView: { default: 9, 1000: 5, 767: 3 },
    children: slides(9, 'Bottle'),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bar bottles page (spec §2.13): 9 slides, 5 below 1000 px, 3 below 767 px. */
export const Default: Story = {};

/** Cups page: 7 slides, 3 below 1000 px, 1 below 767 px. */
export const Cups: Story = {
  args: { label: 'Cups', slidesPerView: { default: 7, 1000: 3, 767: 1 }, children: slides(7, 'Cup') },
};

/** Pouches page: 8 slides, 4 below 1000 px, 1 below 767 px. */
export const Pouches: Story = {
  args: { label: 'Pouches', slidesPerView: { default: 8, 1000: 4, 767: 1 }, children: slides(8, 'Pouch') },
};

/** Dipping cups offer: 6 slides, 3 below 1000 px, 1 below 767 px. */
export const DippingCups: Story = {
  args: {
    label: 'Dipping cups',
    slidesPerView: { default: 6, 1000: 3, 767: 1 },
    children: slides(6, 'Dipping cup'),
  },
};

/** Product detail images: one slide at a time, infinite, no dots (spec §9). */
export const ProductDetail: Story = {
  args: {
    label: 'Product images',
    slidesPerView: 1,
    infinite: true,
    dots: false,
    children: slides(3, 'Image'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(canvas.getByRole('group', { name: '3 of 3' })).not.toHaveAttribute('inert');
    await expect(canvas.getByRole('group', { name: '1 of 3' })).toHaveAttribute('inert');
  },
};

/** Featured products (spec §9): 4 slides, 3 under 1000 px, 1 under 767 px. */
export const FeaturedProducts: Story = {
  args: {
    label: 'Featured Products',
    slidesPerView: { default: 4, 1000: 3, 767: 1 },
    children: slides(6, 'Product'),
  },
};

/** Fewer slides than fit: nothing to move, the buttons are disabled. */
export const FewSlides: Story = {
  args: { label: 'Two slides', slidesPerView: 3, children: slides(2, 'Slide') },
};
