import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';
import * as stories from './EmptyState.stories';

const { Default, SearchNoResults } = composeStories(stories);

describeConformance(EmptyState, { name: 'EmptyState', props: {} });

describe('EmptyState', () => {
  it("given no title, says 'Sorry, no results were found'", () => {
    renderWithProviders(<Default />);
    expect(screen.getByText('Sorry, no results were found')).toBeInTheDocument();
  });

  it('shows the explanation under the title', () => {
    renderWithProviders(<SearchNoResults />);
    expect(
      screen.getByText('Make sure the spelling is correct or try using a simpler keywords.'),
    ).toBeInTheDocument();
  });

  it('offers the reset action from the keyboard', async () => {
    const onReset = vi.fn();
    renderWithProviders(<EmptyState action={<Button onClick={onReset}>Reset</Button>} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
