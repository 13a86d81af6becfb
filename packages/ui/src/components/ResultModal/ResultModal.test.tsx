import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { MSG_GENERIC_FAILURE, MSG_SAMPLE_SUCCESS_TEXT, MSG_SAMPLE_SUCCESS_TITLE } from '@larder/domain';
import * as entry from '../../index';
import { renderWithProviders } from '../../test/render';
import { ResultModal } from './ResultModal';
import * as stories from './ResultModal.stories';

const { Default, Failure } = composeStories(stories);

describe('ResultModal', { timeout: 20000 }, () => {
  it('given success, shows the title and text as the dialog name and description', async () => {
    renderWithProviders(<Default />);
    const dialog = await screen.findByRole('dialog', { name: MSG_SAMPLE_SUCCESS_TITLE });
    expect(dialog).toHaveAccessibleDescription(MSG_SAMPLE_SUCCESS_TEXT);
    expect(dialog).toHaveAttribute('data-variant', 'success');
  });

  it('given an error, shows the error title', async () => {
    renderWithProviders(<Failure />);
    expect(await screen.findByRole('dialog', { name: MSG_GENERIC_FAILURE })).toHaveAttribute(
      'data-variant',
      'error',
    );
  });

  it('is exported with a displayName', () => {
    expect(entry.ResultModal).toBe(ResultModal);
    expect(ResultModal.displayName).toBe('ResultModal');
  });
});
