import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Header } from './Header';
import { defaultMainMenu, menuForViewport } from './menu';
import * as stories from './Header.stories';

const { Default } = composeStories(stories);

describeConformance(Header, { name: 'Header', props: { brandName: "Marlow's Foodservice" } });

describe('Header', () => {
  it('shows the desktop menu in the spec order with its routes', () => {
    renderWithProviders(<Default />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const top = within(nav)
      .getAllByRole('link')
      .filter((link) => !link.closest('ul ul'))
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(top).toEqual([
      ['Products', '/products/story'],
      ['Recipes & Menu Trends', '/recipes'],
      ['Make It Your Own', '/plus-one'],
      ['About Us', '/about-us'],
      ['FAQ', '/faq'],
      ['Request a Sample', '/get-sample'],
    ]);
  });

  it('opens a sub-menu with the keyboard and closes it with Escape', async () => {
    renderWithProviders(<Default />);
    const toggle = screen.getByRole('button', { name: 'Recipes & Menu Trends submenu' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sub = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(within(sub as HTMLElement).getByRole('link', { name: "What's Hot Now" })).toHaveAttribute(
      'href',
      '/whats-hot',
    );
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('opens the search box from the toggle and submits the text', async () => {
    const onSearchSubmit = vi.fn();
    renderWithProviders(<Header brandName="Marlow's" variant="desktop" onSearchSubmit={onSearchSubmit} />);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'What can we get you today?');
    await userEvent.type(box, 'caesar{Enter}');
    expect(onSearchSubmit).toHaveBeenCalledWith('caesar');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('debounces header search by 750 ms', () => {
    vi.useFakeTimers();
    try {
      const onSearch = vi.fn();
      renderWithProviders(
        <Header brandName="Marlow's" variant="desktop" defaultSearchOpen onSearch={onSearch} />,
      );
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'honey' } });
      act(() => vi.advanceTimersByTime(749));
      expect(onSearch).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onSearch).toHaveBeenCalledWith('honey');
    } finally {
      vi.useRealTimers();
    }
  });

  it('on mobile, toggles the menu with its own button', async () => {
    const onMenuOpenChange = vi.fn();
    renderWithProviders(<Header brandName="Marlow's" variant="mobile" onMenuOpenChange={onMenuOpenChange} />);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(onMenuOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('respects a controlled menuOpen', async () => {
    renderWithProviders(<Header brandName="Marlow's" variant="mobile" menuOpen={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('links sister sites in a new tab', () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('link', { name: "Marlow's Steakhouse (opens in a new tab)" })).toHaveAttribute(
      'href',
      'https://www.marlows-steakhouse.example/',
    );
  });
});

describe('menuForViewport', () => {
  it("on mobile relabels recipes 'Recipes' and moves the sample item third", () => {
    expect(menuForViewport(defaultMainMenu, true).map((item) => item.label)).toEqual([
      'Products',
      'Recipes',
      'Request a Sample',
      'Make It Your Own',
      'About Us',
      'FAQ',
    ]);
  });

  it('leaves the desktop menu as given', () => {
    expect(menuForViewport(defaultMainMenu, false)).toBe(defaultMainMenu);
  });
});
