import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { VisuallyHidden } from './VisuallyHidden';
import * as stories from './VisuallyHidden.stories';

const { Default } = composeStories(stories);

describeConformance(VisuallyHidden, { name: 'VisuallyHidden', props: { children: 'hidden' } });

describe('VisuallyHidden', () => {
  it('adds its text to the accessible name of the surrounding link', () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('link')).toHaveAccessibleName("Marlow's Retail opens in a new tab");
  });
});
