import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { ranchGallon } from '../ProductTile/fixtures';
import { ProductImages } from './ProductImages';
import * as stories from './ProductImages.stories';

const { Default, AllViews, NoImages } = composeStories(stories);

describe('ProductImages', () => {
  it('shows the five views as slides in website, each, case, souflet, inner case order', () => {
    render(<Default />);
    const carousel = screen.getByRole('region', { name: 'Product images' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(5);
    expect(
      within(carousel)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual([
      'Buttermilk Ranch Dressing, product',
      'Buttermilk Ranch Dressing, each',
      'Buttermilk Ranch Dressing, case',
    ]);
    expect(within(carousel).getAllByRole('img')[0]).toHaveAttribute(
      'src',
      '/img/fit-in/320x320/products/ke1001-website.svg',
    );
  });

  it("shows 'No image data' in the slide of each missing view, named for screen readers", () => {
    render(<Default />);
    const souflet = screen.getByRole('group', { name: '4 of 5' });
    const innerCase = screen.getByRole('group', { name: '5 of 5' });
    expect(souflet).toHaveTextContent('Buttermilk Ranch Dressing, souflet: No image data');
    expect(innerCase).toHaveTextContent('Buttermilk Ranch Dressing, inner case: No image data');
    expect(within(souflet).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 5' })).not.toHaveTextContent('No image data');
  });

  it('includes souflet and inner case pictures when present', () => {
    render(<AllViews />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Buttermilk Ranch Dressing, product',
      'Buttermilk Ranch Dressing, each',
      'Buttermilk Ranch Dressing, case',
      'Buttermilk Ranch Dressing, souflet',
      'Buttermilk Ranch Dressing, inner case',
    ]);
  });

  it('moves one picture at a time, endlessly, without dots', async () => {
    const user = userEvent.setup();
    render(<Default />);
    expect(screen.queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('group', { name: '5 of 5' })).not.toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: '1 of 5' })).toHaveAttribute('inert');
  });

  it("given no pictures, shows 'No image data' in every slide", () => {
    render(<NoImages />);
    expect(screen.getAllByText('No image data')).toHaveLength(5);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describeConformance(ProductImages, {
  name: 'ProductImages',
  props: { images: ranchGallon.images, name: ranchGallon.name },
});
