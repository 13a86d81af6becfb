import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/** The slides lying fully inside the carousel's viewport, i.e. the ones a visitor sees. */
function shownSlides(root: HTMLElement): HTMLElement[] {
  const carousel = within(root).getByRole('region');
  const viewportId = within(carousel)
    .getByRole('button', { name: 'Previous slide' })
    .getAttribute('aria-controls');
  const viewport = document.getElementById(viewportId ?? '');
  if (!viewport) throw new Error('The carousel viewport is missing');
  const box = viewport.getBoundingClientRect();
  return within(carousel)
    .getAllByRole('group')
    .filter((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1;
    });
}

/**
 * Asserts that `perView` slides fill the viewport side by side, that exactly those are reachable (the others are
 * inert), and that one dot is shown per position the carousel can take (none when everything fits).
 */
async function expectSlidesPerView(root: HTMLElement, perView: number) {
  const carousel = within(root).getByRole('region');
  const slides = within(carousel).getAllByRole('group');
  const shown = shownSlides(root);
  await expect(shown.map((slide) => slide.getAttribute('aria-label'))).toEqual(
    slides.slice(0, perView).map((slide) => slide.getAttribute('aria-label')),
  );
  const viewportWidth = shown[0]?.parentElement?.parentElement?.getBoundingClientRect().width ?? 0;
  for (const slide of shown) {
    await expect(Math.abs(slide.getBoundingClientRect().width - viewportWidth / perView)).toBeLessThan(1);
  }
  await expect(slides.filter((slide) => !slide.hasAttribute('inert'))).toEqual(shown);
  const positions = slides.length - perView + 1;
  await expect(within(carousel).queryAllByRole('button', { name: /^Go to slide/ })).toHaveLength(
    positions > 1 ? positions : 0,
  );
}

/** A width between the two breakpoints (767 and 1000 px), for the "below 1000 px" counts. */
const tablet = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        tablet: { name: 'Tablet (900)', styles: { width: '900px', height: '800px' }, type: 'tablet' },
      },
    },
  },
} as const;
/** The 390 px phone of the preview's viewports, for the "below 767 px" counts. */
const mobile = { globals: { viewport: { value: 'mobile', isRotated: false } } } as const;

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
export const Default: Story = {
  play: async ({ canvasElement }) => expectSlidesPerView(canvasElement, 9),
};

/** Bar bottles below 1000 px: 5 at a time. */
export const BarBottlesTablet: Story = {
  ...tablet,
  play: async ({ canvasElement }) => expectSlidesPerView(canvasElement, 5),
};

/** Bar bottles below 767 px: 3 at a time; next moves one slide on. */
export const BarBottlesMobile: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    await expectSlidesPerView(canvasElement, 3);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next slide' }));
    await waitFor(() =>
      expect(shownSlides(canvasElement).map((slide) => slide.getAttribute('aria-label'))).toEqual([
        '2 of 9',
        '3 of 9',
        '4 of 9',
      ]),
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

const cups = { label: 'Cups', slidesPerView: { default: 7, 1000: 3, 767: 1 }, children: slides(7, 'Cup') };

/** Cups page: 7 slides, 3 below 1000 px, 1 below 767 px. */
export const Cups: Story = {
  args: cups,
  play: async ({ canvasElement }) => expectSlidesPerView(canvasElement, 7),
};

/** Cups below 1000 px: 3 at a time. */
export const CupsTablet: Story = {
  ...tablet,
  args: cups,
  play: async ({ canvasElement }) => expectSlidesPerView(canvasElement, 3),
};

/** Cups below 767 px: 1 at a time. */
export const CupsMobile: Story = {
  ...mobile,
  args: cups,
  play: async ({ canvasElement }) => expectSlidesPerView(canvasElement, 1),
};

const pouches = {
  label: 'Pouches',
  slidesPerView: { default: 8, 1000: 4, 767: 1 },
  children: slides(8, 'Pouch'),
};

/** Pouches page: 8 slides, 4 below 1000 px, 1 below 767 px. */
export const Pouches: Story = {
  args: pouches,
  play: async ({ canvasElement }) => expectSlidesPerView(canvasElement, 8),
};

/** Pouches below 1000 px: 4 at a time. */
export const PouchesTablet: Story = {
  ...tablet,
  args: pouches,
  play: async ({ canvasElement }) => expectSlidesPerView(canvasElement, 4),
};

/** Pouches below 767 px: 1 at a time. */
export const PouchesMobile: Story = {
  ...mobile,
  args: pouches,
  play: async ({ canvasElement }) => expectSlidesPerView(canvasElement, 1),
};

const dippingCups = {
  label: 'Dipping cups',
  slidesPerView: { default: 6, 1000: 3, 767: 1 },
  children: slides(6, 'Dipping cup'),
};

/** Dipping cups offer: 6 slides, 3 below 1000 px, 1 below 767 px. */
export const DippingCups: Story = {
  args: dippingCups,
  play: async ({ canvasElement }) => expectSlidesPerView(canvasElement, 6),
};

/** Dipping cups below 1000 px: 3 at a time. */
export const DippingCupsTablet: Story = {
  ...tablet,
  args: dippingCups,
  play: async ({ canvasElement }) => expectSlidesPerView(canvasElement, 3),
};

/** Dipping cups below 767 px: 1 at a time. */
export const DippingCupsMobile: Story = {
  ...mobile,
  args: dippingCups,
  play: async ({ canvasElement }) => expectSlidesPerView(canvasElement, 1),
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

const featured = {
  label: 'Featured Products',
  slidesPerView: { default: 4, 1000: 3, 767: 1 },
  children: slides(6, 'Product'),
};

/** Featured products (spec §9): 4 slides, 3 under 1000 px, 1 under 767 px. */
export const FeaturedProducts: Story = {
  args: featured,
  play: async ({ canvasElement }) => expectSlidesPerView(canvasElement, 4),
};

/** Featured products under 1000 px: 3 at a time. */
export const FeaturedProductsTablet: Story = {
  ...tablet,
  args: featured,
  play: async ({ canvasElement }) => expectSlidesPerView(canvasElement, 3),
};

/** Featured products under 767 px: 1 at a time. */
export const FeaturedProductsMobile: Story = {
  ...mobile,
  args: featured,
  play: async ({ canvasElement }) => expectSlidesPerView(canvasElement, 1),
};

/** Fewer slides than fit: nothing to move, the buttons are disabled. */
export const FewSlides: Story = {
  args: { label: 'Two slides', slidesPerView: 3, children: slides(2, 'Slide') },
};
