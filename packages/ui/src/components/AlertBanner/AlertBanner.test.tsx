import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { AlertBanner } from './AlertBanner';
import * as stories from './AlertBanner.stories';

const { Default, Closed } = composeStories(stories);

describeConformance(AlertBanner, { name: 'AlertBanner', props: {} });

describe('AlertBanner', () => {
  it("starts visible with the 'Important Updates' link and the message", () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('region', { name: 'Alert' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Important Updates' })).toHaveAttribute('href', '/coronavirus');
    expect(
      screen.getByText('With the growing impact of the coronavirus, customers remain our priority.'),
    ).toBeInTheDocument();
  });

  it('hides when closed with the keyboard and reports it', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(<AlertBanner onOpenChange={onOpenChange} />);
    screen.getByRole('button', { name: 'Close alert' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('region', { name: 'Alert' })).not.toBeInTheDocument();
  });

  it('stays hidden when the site says it was closed this session', () => {
    renderWithProviders(<Closed />);
    expect(screen.queryByRole('region', { name: 'Alert' })).not.toBeInTheDocument();
  });

  it('when controlled, stays open until the parent closes it', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderWithProviders(<AlertBanner open onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.getByRole('region', { name: 'Alert' })).toBeInTheDocument();
    rerender(<AlertBanner open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('region', { name: 'Alert' })).not.toBeInTheDocument();
  });
});
