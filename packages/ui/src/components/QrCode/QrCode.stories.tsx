import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './QrCode';
import { DIGITAL_LINK_QR_SRC, DIGITAL_LINK_URL } from './fixtures';

const meta = {
  title: 'Catalogue/QrCode',
  component: QrCode,
  args: { src: DIGITAL_LINK_QR_SRC, url: DIGITAL_LINK_URL },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product's Digital Link: the code, what scanning does, and the URL as text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: /Scan to open this product/ });
    await expect(figure).toBeVisible();
    await expect(within(figure).getByRole('img', { name: 'QR code' })).toHaveAttribute('width', '128');
    await expect(within(figure).getByText(DIGITAL_LINK_URL)).toBeVisible();
  },
};

/** Smaller, with another caption (e.g. beside a recipe). */
export const SmallWithCaption: Story = {
  args: { size: 96, caption: 'Scan to open this page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: /Scan to open this page/ })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code' })).toHaveAttribute('height', '96');
  },
};

/** In a phone-width column the long URL wraps instead of overflowing. */
export const Narrow: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure');
    await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth + 1);
  },
};
