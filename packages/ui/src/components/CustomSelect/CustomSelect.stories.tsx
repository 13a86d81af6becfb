import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MSG_CUSTOM_OPTION_DUPLICATE, maxCharsMessage, minCharsMessage } from '@larder/domain';
import { CustomSelect } from './CustomSelect';
import { chosenValue, optionTexts } from '../../forms/storyHelpers';

const meta = {
  title: 'Forms/CustomSelect',
  component: CustomSelect,
  args: {
    label: 'Distributor',
    options: ['Sysco', 'US Foods', 'Performance Foodservice'],
    onChange: fn(),
    onCreateOption: fn(),
  },
} satisfies Meta<typeof CustomSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CreateOption: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a new option' }), 'Gordon Food Service');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(chosenValue(canvas.getByRole('combobox', { name: 'Distributor' }))).toBe(
      'Gordon Food Service',
    );
    await expect(args.onCreateOption).toHaveBeenCalledWith('Gordon Food Service');
    await expect(args.onChange).toHaveBeenCalledWith('Gordon Food Service');
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Add a new option' });
    await userEvent.type(input, 'AB{Enter}');
    await expect(input).toHaveAccessibleDescription(minCharsMessage(3));
    await expect(args.onCreateOption).not.toHaveBeenCalled();
  },
};

/** A new option may have at most 599 characters (spec §5, §9): 600 are refused and nothing is added. */
export const TooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Add a new option' });
    const tooLong = 'Regional produce and dairy distributors, '.repeat(15).slice(0, 600);
    await userEvent.click(input);
    await userEvent.paste(tooLong);
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(input).toHaveAccessibleDescription(maxCharsMessage(599));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue(tooLong);
    await expect(args.onCreateOption).not.toHaveBeenCalled();
    await expect(args.onChange).not.toHaveBeenCalled();
    const select = canvas.getByRole('combobox', { name: 'Distributor' });
    await expect(chosenValue(select)).toBe('');
    await expect(await optionTexts(select)).toEqual([
      'Select an option',
      'Sysco',
      'US Foods',
      'Performance Foodservice',
    ]);
  },
};

export const Duplicate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Add a new option' });
    await userEvent.type(input, ' sysco {Enter}');
    await expect(input).toHaveAccessibleDescription(MSG_CUSTOM_OPTION_DUPLICATE);
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
