import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { MSG_GENERIC_FAILURE } from '@larder/domain';
import * as entry from '../../index';
import { renderWithProviders } from '../../test/render';
import { ErrorModal } from './ErrorModal';
import * as stories from './ErrorModal.stories';

const { Default, NoErrors } = composeStories(stories);

describe('ErrorModal', { timeout: 20000 }, () => {
  it('lists each error message under the generic title; closing clears them', async () => {
    renderWithProviders(<Default />);
    const dialog = await screen.findByRole('dialog', { name: MSG_GENERIC_FAILURE });
    expect(dialog).toHaveTextContent('Failed to load home page content');
    expect(dialog).toHaveTextContent('Request failed with status 503');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('given no errors, shows nothing', () => {
    renderWithProviders(<NoErrors />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is exported with a displayName', () => {
    expect(entry.ErrorModal).toBe(ErrorModal);
    expect(ErrorModal.displayName).toBe('ErrorModal');
  });
});
