import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { CookieNotice } from './CookieNotice';
import * as stories from './CookieNotice.stories';

const { Default, Accepted } = composeStories(stories);

describeConformance(CookieNotice, { name: 'CookieNotice', props: {} });

describe('CookieNotice', () => {
  it('is shown until accepted, with a link to the privacy policy', () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('disappears and reports acceptance when accepted', async () => {
    const onAccept = vi.fn();
    renderWithProviders(<CookieNotice onAccept={onAccept} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('tells the page what it covers while it floats over the bottom of the window, and no more once accepted', async () => {
    renderWithProviders(<CookieNotice />);
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--ui-bottom-overlay')).toMatch(/^\d+px$/);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(root.getPropertyValue('--ui-bottom-overlay')).toBe('');
  });

  it('covers nothing when it stays in the flow', () => {
    renderWithProviders(<CookieNotice position="static" />);
    expect(document.documentElement.style.getPropertyValue('--ui-bottom-overlay')).toBe('');
  });

  it('is not shown once the cookie says it was accepted', () => {
    renderWithProviders(<Accepted />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });
});
