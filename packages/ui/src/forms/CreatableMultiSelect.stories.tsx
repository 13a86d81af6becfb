import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MSG_CUSTOM_OPTION_DUPLICATE, MSG_SELECT_OPTION, minCharsMessage } from '@larder/domain';
import { CreatableMultiSelect, type CreatableMultiSelectProps } from './CreatableMultiSelect';

const products = [
  { value: 'p-ranch', label: 'Buttermilk Ranch Dressing (KE1001)' },
  { value: 'p-caesar', label: 'Classic Caesar Dressing (KE1002)' },
  { value: 'p-honey', label: 'Honey Mustard Dressing (KE1003)' },
  { value: 'p-bleu', label: 'Chunky Bleu Cheese Dressing (KE1004)' },
  { value: 'p-tartar', label: 'Tartar Sauce (KE2001)' },
];

/** The field in a form that would post it, holding its own value as a final-form field would. */
function Story({ value: initial, onChange, ...rest }: CreatableMultiSelectProps) {
  const [value, setValue] = useState<string[]>([...initial]);
  return (
    <form aria-label="Example form" onSubmit={(event) => event.preventDefault()}>
      <CreatableMultiSelect
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </form>
  );
}

const meta = {
  title: 'Forms/CreatableMultiSelect',
  component: Story,
  args: {
    label: 'Products to sample',
    tagsLabel: 'Chosen products',
    name: 'sample',
    options: products,
    value: [],
    required: true,
    onChange: fn(),
  },
} satisfies Meta<typeof Story>;

export default meta;
type StoryObj_ = StoryObj<typeof meta>;

const input = (root: HTMLElement) => within(root).getByRole('combobox', { name: /Products to sample/ });
const posted = (root: HTMLElement) =>
  new FormData(root.querySelector('form') as HTMLFormElement).getAll('sample');

/** Nothing chosen yet: a text input with its hint; the list opens as the visitor types. */
export const Empty: StoryObj_ = {
  play: async ({ canvasElement }) => {
    const combobox = input(canvasElement);
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveAttribute('aria-required', 'true');
    await expect(combobox).toHaveAccessibleDescription(
      'Type to filter the list; press Enter to add an entry that is not listed.',
    );
    await expect(within(canvasElement).queryByRole('grid')).toBeNull();
    await expect(posted(canvasElement)).toEqual([]);
  },
};

/** Two entries chosen, one of them created by the visitor: removable tags, both posted. */
export const WithEntries: StoryObj_ = {
  args: { value: ['p-ranch', 'Smoky Chipotle Aioli'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tags = canvas.getByRole('grid', { name: 'Chosen products' });
    const rows = within(tags).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Buttermilk Ranch Dressing (KE1001)',
      'Smoky Chipotle Aioli',
    ]);
    await expect(posted(canvasElement)).toEqual(['p-ranch', 'Smoky Chipotle Aioli']);

    // A click on a tag's remove button removes it and says so.
    await userEvent.click(within(rows[1]!).getByRole('button'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['p-ranch']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Removed Smoky Chipotle Aioli.');
    await expect(posted(canvasElement)).toEqual(['p-ranch']);
  },
};

/** Submitted with nothing chosen: the form's message under the field, the input marked invalid. */
export const WithError: StoryObj_ = {
  args: { error: MSG_SELECT_OPTION },
  play: async ({ canvasElement }) => {
    const combobox = input(canvasElement);
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAccessibleDescription(expect.stringContaining(MSG_SELECT_OPTION));
  },
};

/** A new entry that is already listed, then one too short: each refused with its message, nothing added. */
export const Duplicate: StoryObj_ = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = input(canvasElement);
    await userEvent.type(combobox, 'tartar sauce (ke2001){Escape}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(MSG_CUSTOM_OPTION_DUPLICATE);
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveValue('tartar sauce (ke2001)');
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.clear(combobox);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(combobox, 'ab{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(minCharsMessage(3));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(posted(canvasElement)).toEqual([]);
  },
};

/**
 * By keyboard only, as the ARIA combobox pattern has it: typing filters the list, Arrow Down highlights a
 * suggestion, Enter chooses it; Enter with nothing highlighted creates the typed entry; Shift+Tab reaches the tags
 * (one tab stop), Arrow keys move between them and Delete removes one.
 */
export const Keyboard: StoryObj_ = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const combobox = input(canvasElement);
    await expect(combobox).toHaveFocus();

    await userEvent.keyboard('dressing');
    const listbox = await canvas.findByRole('listbox');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5); // 4 dressings and "Add …"
    await userEvent.keyboard('{Backspace>8/}honey');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Honey Mustard Dressing (KE1003)', 'Add “honey”']),
    );
    await userEvent.keyboard('{ArrowDown}');
    const honey = within(listbox).getByRole('option', { name: 'Honey Mustard Dressing (KE1003)' });
    await expect(combobox).toHaveAttribute('aria-activedescendant', honey.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['p-honey']);
    await expect(combobox).toHaveValue('');
    await expect(combobox).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Added Honey Mustard Dressing (KE1003).');

    // Enter with no suggestion highlighted creates the entry (and does not submit the form).
    await userEvent.keyboard('Smoky Chipotle Aioli{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['p-honey', 'Smoky Chipotle Aioli']);
    await expect(combobox).toHaveValue('');
    await expect(posted(canvasElement)).toEqual(['p-honey', 'Smoky Chipotle Aioli']);

    // The tags: one tab stop before the input; Arrow keys move, Delete removes.
    await userEvent.tab({ shift: true });
    const tags = canvas.getByRole('grid', { name: 'Chosen products' });
    // Entered backwards, the grid focuses the tag next to the input, the last one.
    await expect(within(tags).getAllByRole('row')[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(tags).getAllByRole('row')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(tags).getAllByRole('row')[1]).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['p-honey']);
    await expect(within(tags).getAllByRole('row')).toHaveLength(1);
    await userEvent.keyboard('{Delete}');
    // The last tag gone, focus goes back to the input.
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(combobox).toHaveFocus());
  },
};

/** While the product list loads: a disabled input saying 'Loading ...'. */
export const Loading: StoryObj_ = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const combobox = input(canvasElement);
    await expect(combobox).toBeDisabled();
    await expect(combobox).toHaveAttribute('placeholder', 'Loading ...');
  },
};

/** The suggestion list open (axe runs on it open): the filtered products and the entry to add the typed text. */
export const Open: StoryObj_ = {
  args: { value: ['p-ranch'] },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'dressing');
    const listbox = await within(canvasElement).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Classic Caesar Dressing (KE1002)',
      'Honey Mustard Dressing (KE1003)',
      'Chunky Bleu Cheese Dressing (KE1004)',
      'Add “dressing”',
    ]);
  },
};
