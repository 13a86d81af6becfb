import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { ChefCard } from './ChefCard';
import * as stories from './ChefCard.stories';

const { Default, NoPhoto } = composeStories(stories);

describeConformance(ChefCard, {
  name: 'ChefCard',
  props: { name: 'Chef Ana Ruiz', jobTitle: 'Chef', bio: 'Bio' },
});

describe('ChefCard', () => {
  it('shows photo, name as a heading and role on the front, and keeps the bio readable', () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('heading', { level: 3, name: 'Chef Dana Whitfield' })).toBeInTheDocument();
    expect(screen.getByText('Corporate Executive Chef')).toBeInTheDocument();
    const bio = screen.getByText(/Dana leads our culinary team/);
    expect(bio.closest('[aria-hidden="true"], [inert]')).toBeNull();
    // The photo is decorative: the name is printed beside it.
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('given no photo, shows the initials without the "Chef" title, hidden from screen readers', () => {
    renderWithProviders(<NoPhoto />);
    expect(screen.getByText('MB')).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('img')).toBeNull();
  });

  it('turns over with the Read bio button, as a FlipBlock does', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ChefCard name="Chef Ana Ruiz" jobTitle="Pastry Chef" bio="Ana bakes." headingLevel={4} />,
    );
    const toggle = screen.getByRole('button', { name: 'Read bio' });
    expect(toggle).toHaveAccessibleDescription('Chef Ana Ruiz Pastry Chef');
    expect(screen.getByRole('heading', { level: 4, name: 'Chef Ana Ruiz' })).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle.parentElement).toHaveAttribute('data-flipped', 'true');
  });
});
