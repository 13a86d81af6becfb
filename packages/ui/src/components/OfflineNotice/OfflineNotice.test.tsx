import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { OfflineNotice } from './OfflineNotice';
import * as stories from './OfflineNotice.stories';

const { Default, Online } = composeStories(stories);

describeConformance(OfflineNotice, { name: 'OfflineNotice', props: { offline: true } });

describe('OfflineNotice', () => {
  it('says the visitor is offline and when the page shown was saved', () => {
    renderWithProviders(<Default />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent("You're offline. Showing the page saved on 25 Nov 2026, 10:42.");
    expect(status.querySelector('time')).toHaveAttribute('datetime', '2026-11-25T10:42:00.000Z');
  });

  it('keeps an empty live region while online, and fills it when the connection drops', () => {
    const { rerender } = renderWithProviders(<Online />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<OfflineNotice offline timeZone="UTC" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline. Pages you opened before still work.",
    );
  });

  it('ignores a saved time it cannot read', () => {
    renderWithProviders(<OfflineNotice offline savedAt="not a date" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline. Pages you opened before still work.",
    );
  });

  it('shows the time in the zone it is given', () => {
    renderWithProviders(<OfflineNotice offline savedAt="2026-11-25T10:42:00Z" timeZone="America/New_York" />);
    expect(screen.getByRole('status')).toHaveTextContent('saved on 25 Nov 2026, 05:42.');
  });
});
