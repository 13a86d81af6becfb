import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { MSG_EMAIL_SENT_FAQ, MSG_SELECT_ITEMS } from '@larder/domain';
import * as entry from '../../index';
import { renderWithProviders } from '../../test/render';
import { ProductEmailModal } from './ProductEmailModal';
import * as stories from './ProductEmailModal.stories';

const { OnlySomeFiles } = composeStories(stories);

describe('ProductEmailModal', { timeout: 20000 }, () => {
  it('is exported with a displayName', () => {
    expect(entry.ProductEmailModal).toBe(ProductEmailModal);
    expect(ProductEmailModal.displayName).toBe('ProductEmailModal');
  });

  it('with no attachment ticked, asks to select items and sends nothing', async () => {
    const onSend = vi.fn();
    renderWithProviders(<ProductEmailModal defaultOpen onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'chef@diner.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const group = screen.getByRole('group', { name: 'Attachments' });
    expect(within(group).getByRole('alert')).toHaveTextContent(MSG_SELECT_ITEMS);
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Souflet image' }));
    expect(screen.queryByText(MSG_SELECT_ITEMS)).not.toBeInTheDocument();
  });

  it('sends the address with the ticked attachments and shows the product success text', async () => {
    const onSend = vi.fn(async () => undefined);
    renderWithProviders(<ProductEmailModal defaultOpen onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'chef@diner.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Spec sheet (PDF)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Inner case image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MSG_EMAIL_SENT_FAQ));
    expect(onSend).toHaveBeenCalledWith({ email: 'chef@diner.com', pdf: true, innerCase: true });
  });

  it('offers only the attachments the product has', () => {
    renderWithProviders(<OnlySomeFiles />);
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual(['pdf', 'case']);
  });
});
