import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { DressingInfo } from './DressingInfo';
import * as stories from './DressingInfo.stories';

const { Default, Kogi, TextOnly } = composeStories(stories);

describe('DressingInfo', () => {
  it("lists each related product once, isKFS first, named 'title (code)' and linked to its page", () => {
    render(<Default />);
    const block = screen.getByRole('region', { name: 'Dressing Info' });
    const links = within(block).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Boom Boom Sauce (KE3010)', '/products/ke3010-boom-boom-sauce'],
      ['Buttermilk Ranch Dressing (KE1001)', '/products/ke1001-buttermilk-ranch-dressing'],
    ]);
  });

  it('shows dressing pictures at 200x288', () => {
    const { container } = render(<Default />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '288');
    expect(img).toHaveAttribute('src', '/img/fit-in/200x288/products/ke3010-website.svg');
  });

  it('shows kogi pictures at 172x300', () => {
    const { container } = render(<Kogi />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '172');
    expect(img).toHaveAttribute('height', '300');
  });

  it('names products without a page as text', () => {
    render(<TextOnly />);
    expect(screen.getByText('House Vinaigrette (KE9000)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describeConformance(DressingInfo, { name: 'DressingInfo', props: { products: stories.products } });
