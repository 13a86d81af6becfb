import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { DATE_CODE_INSTRUCTIONS, DateCodeHelp } from './DateCodeHelp';

const productsHref = (value: string) => `/products?package=${value}`;

describeConformance(DateCodeHelp, { name: 'DateCodeHelp', props: { productsHref } });

describe('DateCodeHelp', () => {
  it('offers Gallon, Pouch and Cup, none chosen at first', () => {
    renderWithProviders(<DateCodeHelp productsHref={productsHref} />);
    const group = screen.getByRole('group', { name: 'Choose a package' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Gallon', 'Pouch', 'Cup']);
    for (const button of buttons) expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the chosen package's instructions and a link to its products", async () => {
    const onChange = vi.fn();
    renderWithProviders(<DateCodeHelp productsHref={productsHref} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pouch' }));
    expect(onChange).toHaveBeenCalledWith('pouch');
    expect(screen.getByRole('button', { name: 'Pouch' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Pouch' })).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([...DATE_CODE_INSTRUCTIONS.pouch]);
    expect(screen.getByRole('link', { name: 'View all pouch products' })).toHaveAttribute(
      'href',
      '/products?package=pouch',
    );
  });

  it('follows a controlled value, under its title', () => {
    const { rerender } = renderWithProviders(
      <DateCodeHelp productsHref={productsHref} value="gallon" title="Choose your package" />,
    );
    expect(screen.getByRole('region', { name: 'Choose your package' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all gallon products' })).toBeInTheDocument();
    rerender(<DateCodeHelp productsHref={productsHref} value={null} title="Choose your package" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
