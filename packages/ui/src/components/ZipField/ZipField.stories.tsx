import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-final-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MSG_ZIP_API_ERROR, MSG_ZIP_INVALID, MSG_ZIP_NO_CITY } from '@larder/domain';
import { ZipField, type ZipLookupResult } from './ZipField';
import { chosenValue } from '../../forms/storyHelpers';

const found: ZipLookupResult = {
  success: true,
  city: 'Marlborough',
  state: 'MA',
  cityFound: true,
  error: null,
  errorType: null,
};

function InForm({ children }: { children: ReactNode }) {
  return <Form onSubmit={() => undefined} render={() => <form>{children}</form>} />;
}

const meta = {
  title: 'Forms/ZipField',
  component: ZipField,
  args: { lookup: fn(async () => found) },
  decorators: [
    (Story) => (
      <InForm>
        <Story />
      </InForm>
    ),
  ],
} satisfies Meta<typeof ZipField>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typeZip(canvasElement: HTMLElement, zip: string) {
  await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'ZIP code' }), zip);
}

export const Default: Story = {};

export const Validating: Story = {
  args: { lookup: fn(() => new Promise<ZipLookupResult>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await typeZip(canvasElement, '01752');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent('Validating ZIP code...'),
    );
  },
};

export const Found: Story = {
  play: async ({ canvasElement, args }) => {
    await typeZip(canvasElement, '0175a2');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Marlborough'));
    await expect(args.lookup).toHaveBeenCalledWith('01752');
    await expect(chosenValue(canvas.getByRole('combobox', { name: 'State' }))).toBe('MA');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveAttribute('readonly');
  },
};

export const FoundWithoutCity: Story = {
  args: { lookup: fn(async () => ({ ...found, city: null, cityFound: false })) },
  play: async ({ canvasElement }) => {
    await typeZip(canvasElement, '01752');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(MSG_ZIP_NO_CITY));
    await expect(canvas.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('readonly');
  },
};

export const InvalidZip: Story = {
  args: {
    lookup: fn(async () => ({
      success: false,
      city: null,
      state: null,
      cityFound: false,
      error: 'Invalid ZIP code',
      errorType: 'INVALID_ZIP' as const,
    })),
  },
  play: async ({ canvasElement }) => {
    await typeZip(canvasElement, '00000');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(MSG_ZIP_INVALID));
    await expect(canvas.getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ApiError: Story = {
  args: { lookup: fn(async () => Promise.reject(new Error('Error validating ZIP code'))) },
  play: async ({ canvasElement }) => {
    await typeZip(canvasElement, '01752');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(MSG_ZIP_API_ERROR));
    await expect(canvas.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('combobox', { name: 'State' })).toBeEnabled();
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
