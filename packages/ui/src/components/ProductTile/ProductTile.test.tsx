import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { LarderProvider } from '../../theme/LarderProvider';
import { ranchGallon, summaryOf } from './fixtures';
import { ProductTile } from './ProductTile';
import * as stories from './ProductTile.stories';

const { Default, Cup, NewProduct, NoImage, ManyClaims } = composeStories(stories);

describe('ProductTile', () => {
  it('shows name, code and size and links to the product page', () => {
    render(<Default />);
    const link = screen.getByRole('link', { name: 'Buttermilk Ranch Dressing' });
    expect(link).toHaveAttribute('href', '/products/ke1001-buttermilk-ranch-dressing');
    expect(screen.getByRole('heading', { level: 3, name: 'Buttermilk Ranch Dressing' })).toBeInTheDocument();
    expect(screen.getByText('KE1001')).toBeInTheDocument();
    expect(screen.getByText('Gallon')).toBeInTheDocument();
  });

  it("given a cup, the size reads 'cup (1.5 oz)'", () => {
    render(<Cup />);
    expect(screen.getByText('cup (1.5 oz)')).toBeInTheDocument();
  });

  it('shows an icon for each claim that is No, with an accessible label', () => {
    render(<Default />);
    const claims = within(screen.getByRole('list', { name: 'Claims' }));
    expect(claims.getAllByRole('img').map((icon) => icon.querySelector('title')?.textContent)).toEqual([
      'No Added MSG',
      'No HFCS',
      'No Artificial Flavors',
      'No Artificial Preservatives',
      'Gluten Free',
    ]);
    expect(claims.getByRole('img', { name: 'No HFCS' })).toBeInTheDocument();
  });

  it('shows fat-free and lite icons when those claims are Yes', () => {
    render(<ManyClaims />);
    const names = within(screen.getByRole('list', { name: 'Claims' }))
      .getAllByRole('img')
      .map((icon) => icon.querySelector('title')?.textContent);
    expect(names).toHaveLength(9);
    expect(names.slice(-2)).toEqual(['Fat Free', 'Lite']);
  });

  it("marks new products with a 'New' badge, and others not", () => {
    const { unmount } = render(<NewProduct />);
    expect(screen.getByText('New')).toBeInTheDocument();
    unmount();
    render(<Default />);
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it('shows the product image through the resizer in a reserved space', () => {
    const { container } = render(<Default />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/img/fit-in/240x240/products/ke1001-thumb.svg');
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '240');
  });

  it("given a product with no image, shows 'No image data'", () => {
    render(<NoImage />);
    expect(screen.getByText('No image data')).toBeInTheDocument();
  });

  it("links to the product URL of the provider's routes", () => {
    render(
      <LarderProvider routes={{ product: (slug) => `/steakhouse/catalog/${slug}` }}>
        <Default />
      </LarderProvider>,
    );
    expect(screen.getByRole('link', { name: 'Buttermilk Ranch Dressing' })).toHaveAttribute(
      'href',
      '/steakhouse/catalog/ke1001-buttermilk-ranch-dressing',
    );
  });

  it('can link elsewhere, e.g. to a package segment', () => {
    render(<Default href="/products/ke1001-buttermilk-ranch-dressing/pouch" />);
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      '/products/ke1001-buttermilk-ranch-dressing/pouch',
    );
  });
});

describeConformance(ProductTile, { name: 'ProductTile', props: { product: summaryOf(ranchGallon) } });
