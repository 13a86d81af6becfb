import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Timeline } from './Timeline';
import * as stories from './Timeline.stories';

const { Default, WithTitles } = composeStories(stories);

describeConformance(Timeline, {
  name: 'Timeline',
  props: { items: [{ date: '1952', description: 'Founded' }] },
});

describe('Timeline', () => {
  it('lists the events in order in an ordered list, each with its date and text', () => {
    renderWithProviders(<Default />);
    const list = screen.getByRole('list', { name: 'Company history' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual([
      '1952',
      '1978',
      '1996',
      '2015',
    ]);
    expect(items[1]).toHaveTextContent(
      '1978The first foodservice line launches for restaurants across New England.',
    );
  });

  it('marks each date up as a time, machine-readable as the shown date by default', () => {
    renderWithProviders(<Default />);
    expect(screen.getByText('1996')).toHaveAttribute('datetime', '1996');
  });

  it('given titles and machine-readable dates, shows the titles as headings and keeps the dates as given', () => {
    renderWithProviders(<WithTitles />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Essentials launches',
      'Signature sauces',
    ]);
    expect(screen.getByText('June 2021')).toHaveAttribute('datetime', '2021-06');
  });

  it('uses the heading level it is given for titles', () => {
    renderWithProviders(
      <Timeline
        headingLevel={4}
        items={[{ date: '1952', title: 'Founded', description: 'In a kitchen.' }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Founded' })).toBeInTheDocument();
  });

  it('adds no heading for events without a title', () => {
    renderWithProviders(<Default />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
