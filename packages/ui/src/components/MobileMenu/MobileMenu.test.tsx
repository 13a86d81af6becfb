import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { MobileMenu } from './MobileMenu';
import * as stories from './MobileMenu.stories';

const { Default, Closed } = composeStories(stories);

describeConformance(MobileMenu, { name: 'MobileMenu', props: {} });

describe('MobileMenu', () => {
  it("labels recipes 'Recipes' and puts the sample item third", () => {
    renderWithProviders(<Default />);
    const menuList = screen.getByRole('navigation', { name: 'Main' }).querySelector('ul') as HTMLElement;
    const topLevel = Array.from(menuList.children).map(
      (item) => within(item as HTMLElement).getAllByRole('link')[0]?.textContent,
    );
    expect(topLevel).toEqual([
      'Products',
      'Recipes',
      'Request a Sample',
      'Make It Your Own',
      'About Us',
      'FAQ',
    ]);
  });

  it('opens a submenu from the keyboard', async () => {
    renderWithProviders(<Default />);
    const toggle = screen.getByRole('button', { name: 'About Us submenu' });
    expect(screen.queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('reports navigation so the header can close the menu', async () => {
    const onNavigate = vi.fn();
    renderWithProviders(<MobileMenu onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'FAQ' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/faq');
  });

  it('lists sister sites opening in a new tab', () => {
    renderWithProviders(<Default />);
    const link = screen.getByRole('link', { name: "Marlow's Retail (opens in a new tab)" });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is hidden when closed', () => {
    renderWithProviders(<Closed />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
