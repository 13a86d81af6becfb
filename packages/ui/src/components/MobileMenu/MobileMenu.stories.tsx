import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultBrandSisterSites } from '../Header/Header.fixtures';
import { MobileMenu } from './MobileMenu';

const meta = {
  title: 'Shell/MobileMenu',
  component: MobileMenu,
  args: { sisterSites: defaultBrandSisterSites, onNavigate: fn(), onClose: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('link')
      .slice(0, 3)
      .map((link) => link.textContent);
    await expect(labels).toEqual(['Products', 'Recipes', 'Request a Sample']);
  },
};

export const SubmenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Products submenu' }));
    const allProducts = canvas.getByRole('link', { name: 'All Products' });
    await expect(allProducts).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Steakhouse: Story = { ...SubmenuOpen, globals: { brand: 'steakhouse' } };
