import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Image } from './Image';
import { imageUrl } from './imageUrl';
import * as stories from './Image.stories';

const { NoImage } = composeStories(stories);

const props = { src: 'products/ke1001-website.svg', width: 200, height: 288, alt: 'Ranch' };

describeConformance(Image, { name: 'Image', props, refType: HTMLImageElement });

describe('Image', () => {
  it('requests the image through the resizer at 1x and 2x', () => {
    renderWithProviders(<Image {...props} />);
    const img = screen.getByRole('img', { name: 'Ranch' });
    expect(img).toHaveAttribute('src', '/img/fit-in/200x288/products/ke1001-website.svg');
    expect(img).toHaveAttribute(
      'srcset',
      '/img/fit-in/200x288/products/ke1001-website.svg 1x, /img/fit-in/400x576/products/ke1001-website.svg 2x',
    );
  });

  it('offers no 2x candidate larger than the resizer makes', () => {
    renderWithProviders(<Image {...props} width={1200} height={900} />);
    expect(screen.getByRole('img', { name: 'Ranch' })).toHaveAttribute(
      'srcset',
      '/img/fit-in/1200x900/products/ke1001-website.svg 1x',
    );
  });

  it('reserves its aspect ratio and loads lazily by default', () => {
    renderWithProviders(<Image {...props} />);
    const img = screen.getByRole('img', { name: 'Ranch' });
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '288');
    // Sized by a CSS class, never a style attribute, so a strict Content-Security-Policy does not block it.
    expect(img).not.toHaveAttribute('style');
    expect(getComputedStyle(img).maxWidth).toBe('200px');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it("given a product with no image, shows 'No image data'", () => {
    renderWithProviders(<NoImage />);
    expect(screen.getByText('No image data')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("swaps to the fallback image when loading fails, then to 'No image data' if that fails too", () => {
    renderWithProviders(<Image {...props} fallbackSrc="/fallback.png" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/fallback.png');
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('No image data')).toBeInTheDocument();
  });

  it('tries a new source again after an earlier one failed', () => {
    const { rerender } = renderWithProviders(<Image {...props} fallbackSrc="/fallback.png" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<Image {...props} src="products/ke1002-website.svg" fallbackSrc="/fallback.png" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/img/fit-in/200x288/products/ke1002-website.svg');
  });

  it('leaves full URLs alone', () => {
    expect(imageUrl('https://cdn.example/a.jpg', 10, 10)).toBe('https://cdn.example/a.jpg');
    expect(imageUrl('recipes/bbq wings.jpg', 300, 300)).toBe('/img/fit-in/300x300/recipes/bbq%20wings.jpg');
  });
});
