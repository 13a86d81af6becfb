import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { MSG_EMAIL, MSG_EMAIL_SENT, MSG_GENERIC_FAILURE, MSG_REQUIRED } from '@larder/domain';
import * as entry from '../../index';
import { renderWithProviders } from '../../test/render';
import { EMAIL_SUCCESS_CLOSE_MS, EmailModal } from './EmailModal';
import * as stories from './EmailModal.stories';

const { Failure, ServerFieldErrors, Sending } = composeStories(stories);

afterEach(() => {
  vi.useRealTimers();
});

async function send(address: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), address);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('EmailModal', { timeout: 20000 }, () => {
  it('is exported with a displayName', () => {
    expect(entry.EmailModal).toBe(EmailModal);
    expect(EmailModal.displayName).toBe('EmailModal');
  });

  it('given an empty or malformed address, shows the schema message and sends nothing', async () => {
    const onSend = vi.fn();
    renderWithProviders(<EmailModal defaultOpen onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAccessibleDescription(MSG_REQUIRED);
    await userEvent.type(email, 'Chef@Diner');
    expect(email).toHaveAccessibleDescription(MSG_EMAIL);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('while sending, shows the disabled sending button', async () => {
    renderWithProviders(<Sending />);
    await send('chef@diner.com');
    expect(await screen.findByRole('button', { name: 'Sending, please wait...' })).toBeDisabled();
  });

  it('on failure, shows the generic failure text', async () => {
    renderWithProviders(<Failure />);
    await send('chef@diner.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_GENERIC_FAILURE);
  });

  it('shows server field errors on the field, not the failure text', async () => {
    renderWithProviders(<ServerFieldErrors />);
    await send('chef@diner.com');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
        'This address cannot receive mail',
      ),
    );
    expect(screen.queryByText(MSG_GENERIC_FAILURE)).not.toBeInTheDocument();
  });

  it('after success, shows the text, closes itself after 4 seconds and clears the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onOpenChange = vi.fn();
    const onSend = vi.fn(async () => undefined);
    const { rerender } = renderWithProviders(
      <EmailModal defaultOpen onSend={onSend} onOpenChange={onOpenChange} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'chef@diner.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_EMAIL_SENT);
    expect(onOpenChange).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(EMAIL_SUCCESS_CLOSE_MS);
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(<EmailModal open onSend={onSend} />);
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveValue('');
    expect(screen.queryByText(MSG_GENERIC_FAILURE)).not.toBeInTheDocument();
  });
});
