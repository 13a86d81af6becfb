import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { CategoryBlocks } from './CategoryBlocks';
import * as stories from './CategoryBlocks.stories';

const { Default, NoImage } = composeStories(stories);

describeConformance(CategoryBlocks, {
  name: 'CategoryBlocks',
  props: {
    blocks: [{ title: 'Flavor Central', caption: 'All of it', link: '/products/story', image: 'a.svg' }],
  },
});

describe('CategoryBlocks', () => {
  it('shows each block as a titled link with its caption', () => {
    renderWithProviders(<Default />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: 'Flavor Central' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make It Your Own' })).toHaveAttribute('href', '/plus-one');
    expect(
      screen.getByText('Chef-tested recipes for burgers, wings, bowls, tacos and more.'),
    ).toBeInTheDocument();
  });

  it('resizes each picture to 300x300 through the image resizer', () => {
    const { container } = renderWithProviders(<Default />);
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toContain('/img/fit-in/300x300/home/flavor-central.svg');
  });

  it("given a block without a picture, shows 'No image data'", () => {
    renderWithProviders(<NoImage />);
    expect(screen.getByText('No image data')).toBeInTheDocument();
  });

  it('reaches every block link with the keyboard', async () => {
    renderWithProviders(<Default />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Flavor Central' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Recipes & Menu Trends' })).toHaveFocus();
  });

  it('uses the heading level it is given', () => {
    renderWithProviders(
      <CategoryBlocks
        headingLevel={3}
        blocks={[{ title: 'FAQ', caption: '', link: '/faq', image: 'f.svg' }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'FAQ' })).toBeInTheDocument();
  });
});
