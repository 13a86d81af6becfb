import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Spinner } from './Spinner';
import * as stories from './Spinner.stories';

const { Default, WithLabel } = composeStories(stories);

describeConformance(Spinner, { name: 'Spinner', props: {} });

describe('Spinner', () => {
  it('stays silent without a label', () => {
    renderWithProviders(<Default />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces its label as a status', () => {
    renderWithProviders(<WithLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products');
  });
});
