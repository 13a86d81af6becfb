import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Loading } from './Loading';
import * as stories from './Loading.stories';

const { Default, CustomLabel } = composeStories(stories);

describeConformance(Loading, { name: 'Loading', props: {} });

describe('Loading', () => {
  it("announces 'Loading...' by default", () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
  });

  it('shows a different label when given one', () => {
    renderWithProviders(<CustomLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading ...');
  });
});
