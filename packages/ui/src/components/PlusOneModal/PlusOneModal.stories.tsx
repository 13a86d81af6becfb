import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { PlusOne } from '@larder/domain';
import { PlusOneModal, type PlusOneModalProps } from './PlusOneModal';

const smokyRanch: PlusOne = {
  id: 'po-1',
  label: 'Ranch',
  title: 'Smoky Chipotle Ranch',
  image: 'plusones/chipotle-ranch-lime.svg',
  pdfFilePath: 'plusones/smoky-chipotle-ranch.pdf',
  flavors: ['ranch'],
  details: {
    title: 'Smoky Chipotle Ranch',
    pdfFilePath: 'plusones/smoky-chipotle-ranch.pdf',
    ingredients: [
      {
        amount: '1',
        weight: 'GLL',
        ingredient: 'Buttermilk Ranch Dressing',
        notes: '',
        productId: 'p-ke1001',
      },
      { amount: '2', weight: 'TBSP', ingredient: 'chipotle in adobo', notes: 'minced', productId: null },
    ],
  },
  steps: ['Stir [KE1001] with the chipotle.', 'Chill for 1 hour before serving.'],
  related: {
    products: [
      {
        id: 'p-ke1001',
        code: 'KE1001',
        title: 'Buttermilk Ranch Dressing',
        url: '/products/ke1001-buttermilk-ranch',
      },
    ],
  },
};

const meta = {
  title: 'Dialogs/PlusOneModal',
  component: PlusOneModal,
  args: {
    plusOne: smokyRanch,
    defaultOpen: true,
    units: [
      { id: 'GLL', name: 'gallon' },
      { id: 'TBSP', name: 'tbsp' },
    ],
    onPrint: fn(),
    onSendEmail: fn<NonNullable<PlusOneModalProps['onSendEmail']>>(async () => undefined),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof PlusOneModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Smoky Chipotle Ranch' });
    const ingredients = within(within(dialog).getByRole('region', { name: 'Ingredients' })).getAllByRole(
      'listitem',
    );
    await expect(ingredients[0]).toHaveTextContent('1 gallon Buttermilk Ranch Dressing');
    await expect(within(dialog).getAllByRole('link', { name: 'Buttermilk Ranch Dressing' })).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'print it' }));
    await expect(args.onPrint).toHaveBeenCalledWith(smokyRanch);
  },
};

export const EmailIt: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Smoky Chipotle Ranch' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'email it' }));
    const email = await screen.findByRole('dialog', { name: 'Email it' });
    await expect(screen.queryByRole('dialog', { name: 'Smoky Chipotle Ranch' })).not.toBeInTheDocument();
    await userEvent.type(within(email).getByRole('textbox', { name: 'Email address' }), 'chef@diner.com');
    await userEvent.click(within(email).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSendEmail).toHaveBeenCalledWith('chef@diner.com', smokyRanch));
    await userEvent.click(within(email).getByRole('button', { name: 'Close' }));
    await expect(await screen.findByRole('dialog', { name: 'Smoky Chipotle Ranch' })).toBeInTheDocument();
  },
};

export const NoPdf: Story = {
  args: {
    plusOne: { ...smokyRanch, pdfFilePath: null, details: { ...smokyRanch.details, pdfFilePath: null } },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Smoky Chipotle Ranch' });
    await expect(within(dialog).queryByRole('button', { name: 'email it' })).not.toBeInTheDocument();
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
