import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { TrendingList } from './TrendingList';
import * as stories from './TrendingList.stories';

const { Default, CustomTitle } = composeStories(stories);

describeConformance(TrendingList, {
  name: 'TrendingList',
  props: { trends: [{ id: 'x', title: 'X', link: '/offers/x', image: 'x.svg' }] },
});

describe('TrendingList', () => {
  it('names the region by its heading and links each trend to its page', () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('region', { name: 'Trending now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The Boom Boom Effect' })).toHaveAttribute(
      'href',
      '/offers/boom-boom',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('takes another title and heading level', () => {
    renderWithProviders(<CustomTitle />);
    expect(screen.getByRole('heading', { level: 3, name: 'Menu trends' })).toBeInTheDocument();
  });

  it('shows each picture through the resizer at the chosen size', () => {
    const { container } = renderWithProviders(
      <TrendingList imageSize={120} trends={[{ id: 'a', title: 'A', link: '/a', image: 'trends/a.svg' }]} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/fit-in/120x120/trends/a.svg');
  });

  it('reaches the trend links with the keyboard', async () => {
    renderWithProviders(<Default />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Stadium Staples' })).toHaveFocus();
  });
});
