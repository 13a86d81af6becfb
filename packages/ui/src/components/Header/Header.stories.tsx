import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { searchGroups } from '../../test/fixtures';
import { SearchResultsDropdown } from '../SearchResultsDropdown/SearchResultsDropdown';
import { defaultBrandSisterSites } from './Header.fixtures';
import { Header } from './Header';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: {
    brandName: "Marlow's Foodservice",
    sisterSites: defaultBrandSisterSites,
    variant: 'desktop',
    onSearch: fn(),
    onSearchSubmit: fn(),
    onSearchOpenChange: fn(),
    onMenuOpenChange: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Recipes & Menu Trends' })).toHaveAttribute(
      'href',
      '/recipes',
    );
    await expect(within(nav).getByRole('link', { name: 'Request a Sample' })).toHaveAttribute(
      'data-variant',
      'sample',
    );
    await expect(canvas.getByRole('link', { name: "Marlow's Foodservice home" })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const SubmenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Products submenu' }));
    await expect(canvas.getByRole('link', { name: 'All Products' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Products submenu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const SearchOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const box = canvas.getByRole('searchbox');
    await expect(box).toHaveFocus();
    await expect(box).toHaveAttribute('placeholder', 'What can we get you today?');
    await userEvent.type(box, 'ranch{Enter}');
    await expect(args.onSearchSubmit).toHaveBeenCalledWith('ranch');
  },
};

export const SearchResults: Story = {
  args: {
    defaultSearchOpen: true,
    searchDelay: 100,
    searchResults: <SearchResultsDropdown groups={searchGroups} term="ranch" />,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'ran');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('ran'));
    await expect(canvas.getByRole('group', { name: 'Recipes' })).toBeInTheDocument();
  },
};

export const SearchLoading: Story = {
  args: { defaultSearchOpen: true, searchResults: <SearchResultsDropdown loading /> },
};

export const Mobile: Story = {
  args: { variant: 'mobile' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileMenuOpen: Story = {
  args: { variant: 'mobile' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(args.onMenuOpenChange).toHaveBeenCalledWith(true);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Recipes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Auto: Story = { args: { variant: 'auto' } };

export const Steakhouse: Story = {
  globals: { brand: 'steakhouse' },
  args: {
    brandName: "Marlow's Steakhouse",
    defaultSearchOpen: true,
    searchResults: <SearchResultsDropdown groups={searchGroups} term="ranch" />,
  },
};
