import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as entry from '../../index';
import { renderWithProviders } from '../../test/render';
import { PlusOneModal } from './PlusOneModal';
import * as stories from './PlusOneModal.stories';

const { Default, NoPdf } = composeStories(stories);

describe('PlusOneModal', { timeout: 20000 }, () => {
  it('is exported with a displayName', () => {
    expect(entry.PlusOneModal).toBe(PlusOneModal);
    expect(PlusOneModal.displayName).toBe('PlusOneModal');
  });

  it('lists ingredients with amount and unit, linking the product, and links bracketed codes in directions', async () => {
    renderWithProviders(<Default />);
    const dialog = await screen.findByRole('dialog', { name: 'Smoky Chipotle Ranch' });
    const ingredients = within(within(dialog).getByRole('region', { name: 'Ingredients' })).getAllByRole(
      'listitem',
    );
    expect(ingredients.map((item) => item.textContent)).toEqual([
      '1 gallon Buttermilk Ranch Dressing',
      '2 tbsp chipotle in adobo, minced',
    ]);
    const directions = within(dialog).getByRole('region', { name: 'Directions' });
    expect(directions).toHaveTextContent('Stir Buttermilk Ranch Dressing with the chipotle.');
    expect(within(directions).getByRole('link', { name: 'Buttermilk Ranch Dressing' })).toHaveAttribute(
      'href',
      '/products/ke1001-buttermilk-ranch',
    );
  });

  it("'email it' swaps to the email dialog and closing it brings the plus-one back", async () => {
    const onSendEmail = vi.fn(async () => undefined);
    renderWithProviders(
      <PlusOneModal plusOne={stories.default.args.plusOne} defaultOpen onSendEmail={onSendEmail} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'email it' }));
    const email = await screen.findByRole('dialog', { name: 'Email it' });
    expect(screen.queryByRole('dialog', { name: 'Smoky Chipotle Ranch' })).not.toBeInTheDocument();
    await userEvent.click(within(email).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Smoky Chipotle Ranch' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog', { name: 'Email it' })).not.toBeInTheDocument();
  });

  it('without a PDF, offers neither print nor email', async () => {
    renderWithProviders(<NoPdf />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'print it' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'email it' })).not.toBeInTheDocument();
  });
});
