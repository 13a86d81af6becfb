import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { AllergenMatrix } from './AllergenMatrix';
import * as stories from './AllergenMatrix.stories';
import { matrixOptions, matrixRows } from './fixtures';

const { Default, Filtered, Empty } = composeStories(stories);

describeConformance(AllergenMatrix, {
  name: 'AllergenMatrix',
  props: { rows: matrixRows, action: '/allergens', csvHref: '/allergens.csv', options: matrixOptions },
});

describe('AllergenMatrix', () => {
  it('heads the columns with the nine major allergens, in order, each a column header', () => {
    renderWithProviders(<Default />);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Product',
      'Package',
      'Milk',
      'Eggs',
      'Fish',
      'Crustacean shellfish',
      'Tree nuts',
      'Peanuts',
      'Wheat',
      'Soy',
      'Sesame',
      'Last changed',
    ]);
  });

  it('dates each change in UTC as Intl.DateTimeFormat writes it in US English, in every month', () => {
    const times = [
      ...Array.from({ length: 12 }, (_unused, month) => new Date(Date.UTC(2026, month, month * 2 + 1, 12))),
      new Date(Date.UTC(2025, 11, 31, 23, 59)),
      new Date(Date.UTC(2026, 0, 1, 0, 0)),
    ].map((date) => date.toISOString());
    const rows = times.map((timeModified, index) => ({
      ...matrixRows[0]!,
      id: `row-${index}`,
      timeModified,
    }));
    renderWithProviders(
      <AllergenMatrix rows={rows} action="/allergens" csvHref="/allergens.csv" options={matrixOptions} />,
    );
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const shown = [...document.querySelectorAll('td time')].map((time) => time.textContent);
    expect(shown).toEqual(times.map((time) => intl.format(new Date(time))));
    expect(shown.slice(-2)).toEqual(['Dec 31, 2025', 'Jan 1, 2026']);
  });

  it('shows per row what the product contains, links to the product and dates the last change', () => {
    renderWithProviders(<Default />);
    const row = screen.getByRole('rowheader', { name: /Classic Caesar Dressing/ }).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Gallon',
      'Contains',
      'Contains',
      'Contains',
      'Free',
      'Free',
      'Free',
      'Free',
      'Free',
      'Free',
      'Feb 11, 2026',
    ]);
    expect(within(row).getByRole('link', { name: 'Classic Caesar Dressing' })).toHaveAttribute(
      'href',
      '/products/classic-caesar-dressing-gallon',
    );
    expect(row.querySelector('time')).toHaveAttribute('datetime', '2026-02-11T08:30:00.000Z');
  });

  it('is a GET form whose checkboxes send free=… and whose selects keep the choice', () => {
    renderWithProviders(<Filtered />);
    const form = screen.getByRole('form', { name: 'Filter the allergen matrix' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/allergens');
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toHaveAttribute('name', 'free');
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toHaveAttribute('value', 'milk');
    expect(screen.getByRole('combobox', { name: 'Package' })).toHaveValue('gallon');
    expect(screen.getByRole('combobox', { name: 'Flavor' })).toHaveValue('');
  });

  it('says so when no product matches, without an empty table', () => {
    renderWithProviders(<Empty />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('0 products free of milk, eggs and soy')).toBeInTheDocument();
  });

  it('offers to print the whole matrix only when given the way to, and calls it once per click', () => {
    const { unmount } = renderWithProviders(
      <AllergenMatrix
        rows={matrixRows}
        action="/allergens"
        csvHref="/allergens.csv"
        options={matrixOptions}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Print the whole matrix' })).toBeNull();
    unmount();
    const onPrintAll = vi.fn();
    renderWithProviders(
      <AllergenMatrix
        rows={matrixRows}
        action="/allergens"
        csvHref="/allergens.csv"
        options={matrixOptions}
        onPrintAll={onPrintAll}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Print the whole matrix' }));
    expect(onPrintAll).toHaveBeenCalledTimes(1);
  });

  it('while the whole matrix is prepared, the button waits and says so', () => {
    renderWithProviders(
      <AllergenMatrix
        rows={matrixRows}
        action="/allergens"
        csvHref="/allergens.csv"
        options={matrixOptions}
        onPrintAll={() => undefined}
        printAllBusy
      />,
    );
    expect(screen.getByRole('button', { name: 'Preparing the whole matrix…' })).toBeDisabled();
  });
});
