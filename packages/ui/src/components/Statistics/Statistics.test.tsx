import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Statistics } from './Statistics';
import * as stories from './Statistics.stories';

const { Default, Growth } = composeStories(stories);

describeConformance(Statistics, { name: 'Statistics', props: { items: [{ value: '1', label: 'one' }] } });

describe('Statistics', () => {
  it('lists each figure with its label and source', () => {
    renderWithProviders(<Default />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(
      '68%of burger orders include a sauce or dressingMenu trend survey, 2025',
    );
    expect(within(items[1]!).queryByText(/survey/)).not.toBeInTheDocument();
  });

  it('marks growth figures with a decorative arrow that is not read out', () => {
    renderWithProviders(<Growth />);
    const list = screen.getByRole('list', { name: 'Sauce growth on menus' });
    expect(within(list).getByText('+24%')).toBeInTheDocument();
    expect(within(list).getAllByText('▲', { exact: false })[0]).toHaveAttribute('aria-hidden', 'true');
  });
});
