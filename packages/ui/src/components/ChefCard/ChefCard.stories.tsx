import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChefCard } from './ChefCard';

/** A drawn portrait as a data URI, so the story needs no image server. */
const portrait =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">' +
      '<rect width="240" height="240" fill="#e9e2cc"/><circle cx="120" cy="95" r="45" fill="#9c5a2e"/>' +
      '<path d="M40 240c10-60 45-85 80-85s70 25 80 85z" fill="#4a2c2a"/></svg>',
  );

const meta = {
  title: 'Blocks/ChefCard',
  component: ChefCard,
  args: {
    name: 'Chef Dana Whitfield',
    jobTitle: 'Corporate Executive Chef',
    bio: 'Dana leads our culinary team and turns menu trends into recipes operators can put to work.',
    photo: portrait,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChefCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photo, name and role; the bio is on the back and still read by screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Chef Dana Whitfield' })).toBeVisible();
    await expect(canvas.getByText(/Dana leads our culinary team/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Read bio' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The bio side. */
export const Flipped: Story = { args: { defaultFlipped: true } };

/** Without a photo the chef's initials stand in (decorative). */
export const NoPhoto: Story = {
  args: { photo: null, name: 'Chef Marco Bellini', jobTitle: 'Research & Development Chef' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('MB')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Keyboard: the 'Read bio' button turns the card over and back. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Read bio' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
