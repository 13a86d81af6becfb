import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineNotice } from './OfflineNotice';

const meta = {
  title: 'Shell/OfflineNotice',
  component: OfflineNotice,
  args: { timeZone: 'UTC' },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offline, showing a page saved earlier: what the site shows in offline kitchen mode. */
export const Default: Story = {
  args: { offline: true, savedAt: '2026-11-25T10:42:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      "You're offline. Showing the page saved on 25 Nov 2026, 10:42.",
    );
  },
};

/** Offline without a saved time (the page was loaded before the connection dropped). */
export const OfflineUnknownTime: Story = {
  args: { offline: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      "You're offline. Pages you opened before still work.",
    );
  },
};

/** The browser thinks it is online but the site did not answer in time: the saved copy is shown. */
export const SiteUnreachable: Story = {
  args: { savedAt: '2026-11-24T18:05:00Z', subject: 'the allergen matrix' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      "The site can't be reached. Showing the allergen matrix saved on 24 Nov 2026, 18:05.",
    );
  },
};

/** Online: an empty live region, so going offline later is announced. */
export const Online: Story = {
  args: { offline: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
