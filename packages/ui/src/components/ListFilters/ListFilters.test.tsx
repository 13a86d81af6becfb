import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { ListFilters, type ListFilterGroup } from './ListFilters';
import * as stories from './ListFilters.stories';

const { WithSelection } = composeStories(stories);

const groups: ListFilterGroup<'flavor' | 'product'>[] = [
  {
    key: 'flavor',
    label: 'Flavor',
    options: [
      { id: 'ranch', name: 'Ranch' },
      { id: 'caesar', name: 'Caesar' },
    ],
  },
  { key: 'product', label: 'Product', options: [{ id: 'sauces', name: 'Sauces' }] },
];

describeConformance(ListFilters, { name: 'ListFilters', props: { groups, value: {}, onChange: () => {} } });

describe('ListFilters', () => {
  it('reports the whole selection when an option is ticked, keeping the other filters', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ListFilters groups={groups} value={{ product: ['sauces'] }} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /^Flavor/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ranch' }));
    expect(onChange).toHaveBeenCalledWith({ flavor: ['ranch'], product: ['sauces'] });
  });

  it('drops a filter whose last option is unticked', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ListFilters groups={groups} value={{ flavor: ['ranch'] }} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /^Flavor/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ranch' }));
    expect(onChange).toHaveBeenCalledWith({});
  });

  it('shows how many options are selected and, once opened, ticks them', async () => {
    renderWithProviders(<WithSelection />);
    expect(screen.getByRole('button', { name: 'Flavor 2 selected' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Flavor 2 selected' }));
    expect(screen.getByRole('checkbox', { name: 'Ranch' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Boom Boom' })).not.toBeChecked();
  });

  it('leaves out a filter without options', () => {
    renderWithProviders(<WithSelection />);
    expect(screen.queryByText('Courses')).not.toBeInTheDocument();
  });

  it('closes an open filter with Escape from one of its options, returning focus to the filter', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ListFilters groups={groups} value={{}} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /^Flavor/ });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('checkbox', { name: 'Ranch' }).focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith({ flavor: ['ranch'] });
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('offers a reset only while something is selected; without onReset it clears the selection', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<ListFilters groups={groups} value={{}} onChange={onChange} />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    rerender(<ListFilters groups={groups} value={{ flavor: ['caesar'] }} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenCalledWith({});
  });
});
