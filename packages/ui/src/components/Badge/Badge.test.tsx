import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Badge } from './Badge';
import * as stories from './Badge.stories';

const { Default, Success } = composeStories(stories);

describeConformance(Badge, { name: 'Badge', props: {} });

describe('Badge', () => {
  it("reads 'New' when given no label", () => {
    renderWithProviders(<Default />);
    expect(screen.getByText('New')).toHaveAttribute('data-tone', 'new');
  });

  it('shows the label it is given', () => {
    renderWithProviders(<Success />);
    expect(screen.getByText('Gluten-Free')).toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });
});
