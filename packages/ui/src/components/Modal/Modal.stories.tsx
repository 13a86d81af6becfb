import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal, ModalClose } from './Modal';

const meta = {
  title: 'Dialogs/Modal',
  component: Modal,
  args: {
    title: 'Smoky Chipotle Ranch',
    description: 'Stir the dressing with chipotle and serve chilled.',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { trigger: <Button>Open recipe</Button> },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open recipe' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Smoky Chipotle Ranch' });
    await expect(dialog).toHaveAccessibleDescription('Stir the dressing with chipotle and serve chilled.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Smoky Chipotle Ranch' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithFooter: Story = {
  args: {
    defaultOpen: true,
    description: undefined,
    children: <p>Any questions? Call us on (508) 555-0142.</p>,
    footer: (
      <ModalClose asChild>
        <Button>OK</Button>
      </ModalClose>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Smoky Chipotle Ranch' });
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  },
};

export const Steakhouse: Story = { args: { defaultOpen: true }, globals: { brand: 'steakhouse' } };
