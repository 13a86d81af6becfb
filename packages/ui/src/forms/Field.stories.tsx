import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MSG_EMAIL } from '@larder/domain';
import { Field } from './Field';
import { TextInput } from './Field.styles';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Email',
    required: true,
    children: (control) => <TextInput {...control} type="email" defaultValue="chef@diner" />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'We only use it to answer you.' } };

export const WithError: Story = {
  args: { error: MSG_EMAIL },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(MSG_EMAIL);
  },
};

export const InvalidWithoutText: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Steakhouse: Story = { args: { error: MSG_EMAIL }, globals: { brand: 'steakhouse' } };
