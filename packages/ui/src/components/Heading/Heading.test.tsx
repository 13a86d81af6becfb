import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Heading } from './Heading';
import * as stories from './Heading.stories';

const { PageTitle, SmallSectionTitle } = composeStories(stories);

describeConformance(Heading, { name: 'Heading', props: { children: 'Title' }, refType: HTMLHeadingElement });

describe('Heading', () => {
  it('renders the outline level asked for', () => {
    renderWithProviders(<PageTitle />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Find the information you need' }),
    ).toBeInTheDocument();
  });

  it('keeps the level when the visual size is smaller', () => {
    renderWithProviders(<SmallSectionTitle />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Ingredients' });
    expect(heading).toHaveAttribute('data-size', 'sm');
  });
});
