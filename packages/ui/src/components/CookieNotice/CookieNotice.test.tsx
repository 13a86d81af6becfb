import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { CompareTray } from '../CompareTray';
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

  it('lifts the compare tray above itself while it floats over the bottom of the window, and no more once accepted', async () => {
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(64);
    try {
      renderWithProviders(
        <>
          <CompareTray count={1} compareHref="/compare?products=a" clearHref="/products" />
          <CookieNotice />
        </>,
      );
      const tray = screen.getByRole('navigation', { name: 'Compare products' });
      expect(tray.style.getPropertyValue('--ui-bottom-overlay')).toBe('64px');
      await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
      expect(tray.style.getPropertyValue('--ui-bottom-overlay')).toBe('');
    } finally {
      height.mockRestore();
    }
  });

  it('covers nothing when it stays in the flow', () => {
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(64);
    try {
      renderWithProviders(
        <>
          <CompareTray count={1} compareHref="/compare?products=a" clearHref="/products" />
          <CookieNotice position="static" />
        </>,
      );
      const tray = screen.getByRole('navigation', { name: 'Compare products' });
      expect(tray.style.getPropertyValue('--ui-bottom-overlay')).toBe('');
    } finally {
      height.mockRestore();
    }
  });

  it('is not shown once the cookie says it was accepted', () => {
    renderWithProviders(<Accepted />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });
});
