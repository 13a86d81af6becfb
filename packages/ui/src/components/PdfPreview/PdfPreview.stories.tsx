import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PdfPreview } from './PdfPreview';
import recipeCard from './fixtures/recipe-card.pdf?url';

const meta = {
  title: 'Dialogs/PdfPreview',
  component: PdfPreview,
  args: { src: recipeCard, title: 'Buffalo Chicken Dip recipe card' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PdfPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until pdf.js has drawn page 1 (or given up) and returns the preview's root. */
async function settled(canvasElement: HTMLElement) {
  const root = canvasElement.querySelector('figure');
  await waitFor(() => expect(root?.dataset.state).toMatch(/^(ready|error)$/), { timeout: 25_000 });
  return root as HTMLElement;
}

/** Page 1 of a Letter recipe card at the default scale 1.5: 918 × 1188 CSS pixels at most. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const root = await settled(canvasElement);
    await expect(root.dataset.state).toBe('ready');
    const page = within(root).getByRole('img', { name: 'Buffalo Chicken Dip recipe card, page 1' });
    const density = Math.max(1, window.devicePixelRatio);
    await expect((page as HTMLCanvasElement).width).toBe(Math.floor(918 * density));
    await expect((page as HTMLCanvasElement).height).toBe(Math.floor(1188 * density));
    await expect(within(root).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      recipeCard,
    );
  },
};

/** The other view's scale, 1.3: 796 × 1030 CSS pixels. */
export const SmallerScale: Story = {
  args: { scale: 1.3 },
  play: async ({ canvasElement }) => {
    const root = await settled(canvasElement);
    const page = within(root).getByRole('img') as HTMLCanvasElement;
    await expect(page.width).toBe(Math.floor(795.6 * Math.max(1, window.devicePixelRatio)));
  },
};

/** A PDF that cannot be fetched: a message instead of the page, and the download link stays. */
export const Unavailable: Story = {
  args: { src: '/files/recipes/no-such-card.pdf', title: 'Missing recipe card' },
  play: async ({ canvasElement }) => {
    const root = await settled(canvasElement);
    await expect(root.dataset.state).toBe('error');
    await expect(within(root).getByRole('alert')).toHaveTextContent('The preview could not be shown.');
    await expect(within(root).queryByRole('img')).toBeNull();
    await expect(within(root).getByRole('link', { name: 'Download PDF' })).toBeVisible();
  },
};
