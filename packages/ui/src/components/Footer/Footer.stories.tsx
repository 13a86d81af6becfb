import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: {
    brandName: "Marlow's Foodservice",
    phone: '(508) 555-0142',
    phoneHref: 'tel:+15085550142',
    year: 2025,
    variant: 'desktop',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Footer' });
    await expect(within(nav).queryByRole('link', { name: "What's Hot" })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  },
};

export const Mobile: Story = {
  args: { variant: 'mobile' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: "What's Hot" })).toBeVisible();
  },
};

export const WithoutPhone: Story = { args: { phone: undefined } };

export const Steakhouse: Story = {
  globals: { brand: 'steakhouse' },
  args: { brandName: "Marlow's Steakhouse" },
};
