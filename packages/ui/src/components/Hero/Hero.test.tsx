import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Hero } from './Hero';
import * as stories from './Hero.stories';

const { WithSubtitle, WithArtAndSearch, Small } = composeStories(stories);

describeConformance(Hero, { name: 'Hero', props: { title: 'Title' } });

describe('Hero', () => {
  it('shows the title as the page heading and the subtitle under it', () => {
    renderWithProviders(<WithSubtitle />);
    expect(screen.getByRole('heading', { level: 1, name: 'Flavor Central' })).toBeInTheDocument();
    expect(screen.getByText('202 dressings and counting')).toBeInTheDocument();
  });

  it('puts the artwork behind the text through the resizer, wide from 767 px up and 4:5 below, without inline styles', () => {
    const { container } = renderWithProviders(<WithArtAndSearch />);
    const section = container.querySelector('section');
    expect(section).toHaveAttribute('data-has-art', 'true');
    expect(section?.getAttribute('style')).toBeNull();
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(min-width: 767px)');
    expect(source?.getAttribute('srcset')).toContain('/img/fit-in/1440x617/heroes/home.svg 1440w');
    const img = container.querySelector('picture img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('src', '/img/fit-in/800x1000/heroes/home-phone.svg');
    expect(img?.getAttribute('srcset')).toContain('/img/fit-in/480x600/heroes/home-phone.svg 480w');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('asks the resizer for no size it refuses', () => {
    const { container } = renderWithProviders(<WithArtAndSearch />);
    const candidates = [...container.querySelectorAll('picture source, picture img')].flatMap((element) =>
      (element.getAttribute('srcset') ?? '').split(', '),
    );
    expect(candidates.length).toBeGreaterThan(4);
    for (const candidate of candidates) {
      const [, width, height] = /\/img\/fit-in\/(\d+)x(\d+)\//.exec(candidate) ?? [];
      expect(Math.max(Number(width), Number(height)), candidate).toBeLessThanOrEqual(2000);
    }
  });

  it('loads the artwork lazily when it is not the first thing on the page', () => {
    const { container } = renderWithProviders(
      <Hero
        title="Further down"
        art={{ wide: 'heroes/faq.svg', phone: 'heroes/faq-phone.svg' }}
        priority={false}
      />,
    );
    expect(container.querySelector('picture img')).toHaveAttribute('loading', 'lazy');
  });

  it('can sit lower in the outline', () => {
    renderWithProviders(<Small />);
    expect(screen.getByRole('heading', { level: 2, name: 'Make it your own' })).toBeInTheDocument();
  });
});
