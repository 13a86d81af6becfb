import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as entry from '../../index';
import { renderWithProviders } from '../../test/render';
import { Modal } from './Modal';
import * as stories from './Modal.stories';

const { Default, Open, WithFooter } = composeStories(stories);

describe('Modal conformance', () => {
  it('forwards its ref and rest props to the dialog panel, merges className, is exported', () => {
    const ref = createRef<HTMLDivElement>();
    renderWithProviders(
      <Modal open title="Title" ref={ref} className="mine" data-testid="panel" aria-label="Named" />,
    );
    const panel = screen.getByTestId('panel');
    expect(ref.current).toBe(panel);
    expect(panel).toHaveClass('mine');
    expect(panel.classList.length).toBeGreaterThan(1);
    expect(Modal.displayName).toBe('Modal');
    expect(entry.Modal).toBe(Modal);
  });
});

describe('Modal', { timeout: 20000 }, () => {
  it('opens from its trigger, closes on Escape and returns focus to the trigger', async () => {
    renderWithProviders(<Default />);
    const trigger = screen.getByRole('button', { name: 'Open recipe' });
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Smoky Chipotle Ranch' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('keeps keyboard focus inside the dialog', async () => {
    renderWithProviders(<WithFooter />);
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with its labelled close button', async () => {
    renderWithProviders(<Open />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when controlled, reports the close request and stays open until the parent closes it', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(<Modal open onOpenChange={onOpenChange} title="Controlled" closeLabel="Dismiss" />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Controlled' })).toBeInTheDocument();
  });
});
