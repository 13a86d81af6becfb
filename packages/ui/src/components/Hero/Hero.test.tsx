import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Hero } from './Hero';
import * as stories from './Hero.stories';

const { WithSubtitle, WithImageAndSearch, Small } = composeStories(stories);

describeConformance(Hero, { name: 'Hero', props: { title: 'Title' } });

describe('Hero', () => {
  it('shows the title as the page heading and the subtitle under it', () => {
    renderWithProviders(<WithSubtitle />);
    expect(screen.getByRole('heading', { level: 1, name: 'Flavor Central' })).toBeInTheDocument();
    expect(screen.getByText('202 dressings and counting')).toBeInTheDocument();
  });

  it('puts the background image behind the text and renders the search slot', () => {
    const { container } = renderWithProviders(<WithImageAndSearch />);
    const section = container.querySelector('section');
    expect(section?.style.backgroundImage).toMatch(/^url\("data:image\/svg\+xml/);
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('can sit lower in the outline', () => {
    renderWithProviders(<Small />);
    expect(screen.getByRole('heading', { level: 2, name: 'Make it your own' })).toBeInTheDocument();
  });
});
