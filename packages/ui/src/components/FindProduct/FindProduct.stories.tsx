import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MSG_AT_LEAST_ONE_FIELD, MSG_ITEM_NUMBER_LENGTH, MSG_UPC_NOT_FOUND } from '@larder/domain';
import { FindProduct, type FindProductProps } from './FindProduct';
import { faqProducts } from './FindProduct.fixtures';
import { chosenValue } from '../../forms/storyHelpers';

/** Holds the selected product as a page would (the component is controlled). */
function Controlled(args: FindProductProps) {
  const [value, setValue] = useState(args.value);
  return (
    <FindProduct
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'FAQ/FindProduct',
  component: FindProduct,
  args: { products: faqProducts, value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FindProduct>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Selected: Story = {
  args: { value: 'ke1002' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(chosenValue(canvas.getByRole('combobox', { name: 'Product' }))).toBe('ke1002');
  },
};

export const UpcSelectsProduct: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'UPC' }), '10074658100228');
    await expect(chosenValue(canvas.getByRole('combobox', { name: 'Product' }))).toBe('ke1003');
    await expect(args.onChange).toHaveBeenLastCalledWith('ke1003');
  },
};

export const UpcNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upc = canvas.getByRole('textbox', { name: 'UPC' });
    await userEvent.type(upc, '999999999999');
    await expect(upc).toHaveAccessibleDescription(MSG_UPC_NOT_FOUND);
    await expect(upc).toBeInvalid();
  },
};

export const UpcWrongLength: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upc = canvas.getByRole('textbox', { name: 'UPC' });
    await userEvent.type(upc, '0746581');
    await expect(upc).not.toHaveAccessibleDescription(MSG_ITEM_NUMBER_LENGTH);
    await userEvent.tab();
    await expect(upc).toHaveAccessibleDescription(MSG_ITEM_NUMBER_LENGTH);
  },
};

export const NothingChosen: Story = {
  args: { showErrors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(MSG_AT_LEAST_ONE_FIELD);
    await expect(canvas.getByRole('combobox', { name: 'Product' })).toHaveAccessibleDescription(
      MSG_AT_LEAST_ONE_FIELD,
    );
  },
};

export const Disabled: Story = {
  args: { value: 'ke1001', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Product' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'UPC' })).toBeDisabled();
  },
};

export const CustomLabels: Story = {
  args: { productLabel: 'Product name', upcLabel: 'UPC or GTIN' },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
