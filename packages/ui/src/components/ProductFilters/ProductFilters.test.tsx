import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { ProductFilters } from './ProductFilters';
import * as stories from './ProductFilters.stories';

const { Default, Desktop, Mobile, WithSelection, EmptyLookups } = composeStories(stories);

describe('ProductFilters', () => {
  it('offers flavor, product, size, attribute and product line filters on desktop', () => {
    render(<Desktop />);
    const bar = screen.getByRole('group', { name: 'Filter products' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Flavor', 'Product', 'Size', 'Attribute', 'Product Line', 'Reset filters']);
  });

  it('opens a filter to show its options as checkboxes, and lists the 15 attributes', async () => {
    const user = userEvent.setup();
    render(<Desktop />);
    const attribute = screen.getByRole('button', { name: 'Attribute' });
    expect(attribute).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Gluten Free' })).not.toBeInTheDocument();
    await user.click(attribute);
    expect(attribute).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('group', { name: 'Attribute' })).getAllByRole('checkbox');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      'Dairy Free',
      'Egg Free',
      'Gluten Free',
      'Kosher',
      'No Added MSG',
      'No Artificial Flavors',
      'No Artificial Preservatives',
      'No EDTA',
      'No HFCS',
      'No Synthetic Colors',
      'Peanut Free',
      'Refrigerated',
      'Shelf Stable',
      'Tree Nut Free',
      'Wheat Free',
    ]);
  });

  it('reports the whole selection when an option is ticked or unticked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Desktop onChange={onChange} value={{ flavor: ['ranch'] }} />);
    await user.click(screen.getByRole('button', { name: 'Size' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cup' }));
    expect(onChange).toHaveBeenLastCalledWith({ flavor: ['ranch'], package: ['cup'] });
    await user.click(screen.getByRole('button', { name: 'Flavor 1 selected' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ranch' }));
    expect(onChange).toHaveBeenLastCalledWith({ package: ['cup'] });
  });

  it('shows chosen values as ticked and counts them on each filter', async () => {
    const user = userEvent.setup();
    render(<WithSelection />);
    expect(screen.getByRole('button', { name: 'Flavor 2 selected' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Size 1 selected' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Product' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Flavor 2 selected' }));
    expect(screen.getByRole('checkbox', { name: 'Caesar' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Italian' })).not.toBeChecked();
  });

  it('clears every filter with the reset action, which is disabled when nothing is chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = render(<Desktop onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
    unmount();
    render(<WithSelection onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(screen.getByRole('button', { name: 'Flavor' })).toBeInTheDocument();
  });

  it('hands reset to onReset when given', async () => {
    const onReset = vi.fn();
    const onChange = vi.fn();
    render(<WithSelection onReset={onReset} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is keyboard operable: Enter opens, Space ticks, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Desktop onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Flavor' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Ranch' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ flavor: ['ranch'] });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox', { name: 'Ranch' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Flavor 1 selected' })).toHaveFocus();
  });

  it('closes an open filter when another one opens or focus leaves it', async () => {
    const user = userEvent.setup();
    render(<Desktop />);
    await user.click(screen.getByRole('button', { name: 'Flavor' }));
    await user.click(screen.getByRole('button', { name: 'Product' }));
    expect(screen.getByRole('button', { name: 'Flavor' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('checkbox', { name: 'Sauces' })).toBeVisible();
    await user.click(document.body);
    expect(screen.queryByRole('checkbox', { name: 'Sauces' })).not.toBeInTheDocument();
  });

  it('on mobile, "Sort results by" orders the list without opening the filters', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <ProductFilters
        variant="mobile"
        lookups={stories.lookups}
        value={{}}
        onChange={() => {}}
        sortOptions={stories.sortOptions}
        sort="name"
        onSortChange={onSortChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Sort results by' });
    expect(select).toHaveValue('name');
    await user.selectOptions(select, 'Name, Z to A');
    expect(onSortChange).toHaveBeenCalledWith('-name');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter results' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('on mobile, offers one "Filter results" list grouped by filter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Mobile onChange={onChange} />);
    expect(screen.queryByRole('group', { name: 'Filter products' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter results' }));
    for (const name of ['Flavor', 'Product', 'Size', 'Attribute', 'Product Line']) {
      expect(screen.getByRole('group', { name })).toBeVisible();
    }
    await user.click(
      within(screen.getByRole('group', { name: 'Product Line' })).getByRole('checkbox', {
        name: 'Signature',
      }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Attribute' })).getByRole('checkbox', { name: 'Kosher' }),
    );
    expect(onChange).toHaveBeenLastCalledWith({ attribute: ['kosher'], productLines: ['signature'] });
    expect(screen.getByRole('button', { name: 'Filter results 2 selected' })).toBeInTheDocument();
  });

  it('on mobile, Escape in the list closes it and returns focus to "Filter results"', async () => {
    const user = userEvent.setup();
    render(<Mobile />);
    const trigger = screen.getByRole('button', { name: 'Filter results' });
    await user.click(trigger);
    await user.click(screen.getByRole('checkbox', { name: 'Ranch' }));
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Ranch' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('given empty lookups, offers only the attribute filter', () => {
    render(<EmptyLookups />);
    expect(screen.getByRole('button', { name: 'Attribute' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Flavor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Size' })).not.toBeInTheDocument();
  });

  it('renders each filter once for both layouts and, at desktop width, shows the filter bar alone', () => {
    const { container } = render(<Default />);
    expect(screen.getByRole('group', { name: 'Filter products' })).toBeVisible();
    expect(screen.getByText('Filter results').closest('button')).not.toBeVisible();
    // One checkbox per option, whatever the layout: the server's HTML carries the lists once.
    expect(container.querySelectorAll('input[name="flavor"][value="ranch"]')).toHaveLength(1);
    expect(container.querySelectorAll('fieldset')).toHaveLength(5);
  });
});

describeConformance(ProductFilters, {
  name: 'ProductFilters',
  props: { lookups: stories.lookups, value: {}, onChange: () => {} },
});
