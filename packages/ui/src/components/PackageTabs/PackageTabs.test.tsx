import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import type { LinkComponentProps } from '../../theme/Link';
import { LarderProvider } from '../../theme/LarderProvider';
import { ranchGallon, summaryOf } from '../ProductTile/fixtures';
import { PackageTabs } from './PackageTabs';
import * as stories from './PackageTabs.stories';

const { Default, CupSelected, Interactive } = composeStories(stories);

describe('PackageTabs', () => {
  it('shows one tab per sibling in package display order, each linking to its product page', () => {
    render(<Default />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Gallon', 'Cup (2 oz)', 'Cup (1.5 oz)', 'Pouch']);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/products/ke1001-buttermilk-ranch-dressing',
      '/products/ke1001c2-buttermilk-ranch-dressing',
      '/products/ke1001c15-buttermilk-ranch-dressing',
      '/products/ke1001p-buttermilk-ranch-dressing',
    ]);
    expect(screen.getByRole('tablist', { name: 'Package type' })).toBeInTheDocument();
  });

  it('marks the selected product and makes only its tab a tab stop', () => {
    render(<CupSelected />);
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('Cup (1.5 oz)');
    expect(selected).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Gallon' })).toHaveAttribute('tabindex', '-1');
    expect(selected).toHaveAttribute('aria-controls', 'package-panel');
  });

  it('moves focus between tabs with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Gallon' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cup (2 oz)' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Pouch' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Gallon' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Pouch' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Gallon' })).toHaveFocus();
  });

  it('calls onSelect with the chosen product on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn((_product, event: { preventDefault: () => void }) => event.preventDefault());
    render(<Default onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'Pouch' }));
    expect(onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'p-ranch-pouch' }),
      expect.anything(),
    );
    screen.getByRole('tab', { name: 'Cup (2 oz)' }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'p-ranch-cup-2' }),
      expect.anything(),
    );
    screen.getByRole('tab', { name: 'Gallon' }).focus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: ranchGallon.id }),
      expect.anything(),
    );
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it('selects the chosen tab when the page controls the selection', async () => {
    render(<Interactive />);
    await userEvent.click(screen.getByRole('tab', { name: 'Cup (2 oz)' }));
    expect(screen.getByRole('tab', { name: 'Cup (2 oz)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Gallon' })).toHaveAttribute('aria-selected', 'false');
  });

  it("links each tab to the product URL of the provider's routes, unless given getHref", () => {
    const routes = { product: (slug: string) => `/steakhouse/catalog/${slug}` };
    const { rerender } = render(
      <LarderProvider routes={routes}>
        <Default />
      </LarderProvider>,
    );
    expect(screen.getByRole('tab', { name: 'Pouch' })).toHaveAttribute(
      'href',
      '/steakhouse/catalog/ke1001p-buttermilk-ranch-dressing',
    );
    rerender(
      <LarderProvider routes={routes}>
        <Default getHref={(product) => `/products/${product.slug}/pouch`} />
      </LarderProvider>,
    );
    expect(screen.getByRole('tab', { name: 'Pouch' })).toHaveAttribute(
      'href',
      '/products/ke1001p-buttermilk-ranch-dressing/pouch',
    );
  });

  it('renders tabs through the link component the site provides', () => {
    function RouterLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a href={href} data-router="yes" {...rest}>
          {children}
        </a>
      );
    }
    renderWithProviders(<PackageTabs siblings={[summaryOf(ranchGallon)]} selectedId={ranchGallon.id} />, {
      link: RouterLink,
    });
    expect(screen.getByRole('tab', { name: 'Gallon' })).toHaveAttribute('data-router', 'yes');
  });
});

describeConformance(PackageTabs, {
  name: 'PackageTabs',
  props: { siblings: [summaryOf(ranchGallon)], selectedId: ranchGallon.id },
});
