import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MSG_SELECT_OPTION, STATE_OPTIONS } from '@larder/domain';
import { Field } from './Field';
import { Select, type SelectProps } from './Select';
import { chooseOption, chosenValue } from './storyHelpers';

interface SelectStoryProps extends Omit<SelectProps, 'id'> {
  /** Label of the field. */
  label: string;
  /** Validation message under the field. */
  error?: string;
}

/** A Select inside a Field and a GET form, as the site's forms and filters use it. */
function SelectStory({ label, error, required, value: initial, onValueChange, ...rest }: SelectStoryProps) {
  const [value, setValue] = useState(initial ?? '');
  return (
    <form aria-label="Example form" onSubmit={(event) => event.preventDefault()}>
      <Field label={label} error={error} required={required}>
        {(control) => (
          <Select
            {...rest}
            {...control}
            required={required}
            value={value}
            onValueChange={(next) => {
              setValue(next);
              onValueChange?.(next);
            }}
          />
        )}
      </Field>
    </form>
  );
}

const meta = {
  title: 'Forms/Select',
  component: SelectStory,
  args: {
    label: 'State',
    name: 'state',
    placeholder: 'Select a state',
    options: STATE_OPTIONS,
    onValueChange: fn(),
  },
} satisfies Meta<typeof SelectStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (root: HTMLElement) => within(root).getByRole('combobox', { name: 'State' });
const submitted = (root: HTMLElement) =>
  new FormData(root.querySelector('form') as HTMLFormElement).getAll('state');

/** On a fine pointer (the story tests' Chromium) the styled list: a combobox button that opens a listbox. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = state(canvasElement);
    await expect(trigger.tagName).toBe('BUTTON');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveTextContent('Select a state');
    await expect(submitted(canvasElement)).toEqual(['']);

    await chooseOption(trigger, 'Massachusetts');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('MA');
    await expect(trigger).toHaveTextContent('Massachusetts');
    await expect(chosenValue(trigger)).toBe('MA');
    // The form posts the value under the field's name, as the native select would.
    await expect(submitted(canvasElement)).toEqual(['MA']);
    await expect(trigger).toHaveFocus();
  },
};

/** Arrow keys, Enter and Escape, typeahead, and focus back on the trigger: the keyboard alone. */
export const Keyboard: Story = {
  args: { value: 'MA' },
  play: async ({ canvasElement, args }) => {
    const trigger = state(canvasElement);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    // Enter opens the list on the chosen option; the list is named by the field's label.
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox', { name: 'State' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Massachusetts' })).toHaveFocus());
    await expect(within(listbox).getByRole('option', { name: 'Massachusetts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Arrow down moves to the next state; Escape closes without choosing it and focus returns to the trigger.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Michigan' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(chosenValue(trigger)).toBe('MA');
    await expect(args.onValueChange).not.toHaveBeenCalled();

    // Arrow keys open it too; Enter chooses the highlighted option.
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await screen.findByRole('listbox', { name: 'State' });
    await waitFor(() =>
      expect(within(reopened).getByRole('option', { name: 'Massachusetts' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(reopened).getByRole('option', { name: 'Maryland' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('MD');
    await expect(trigger).toHaveTextContent('Maryland');

    // Typeahead on the closed trigger picks the first state that starts with the typed letters.
    await userEvent.keyboard('Verm');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('VT'));
    await expect(trigger).toHaveTextContent('Vermont');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/** The empty first choice stays a choice ('Any flavor' in a filter): it posts an empty value. */
export const EmptyChoice: Story = {
  args: { value: 'MA' },
  play: async ({ canvasElement, args }) => {
    const trigger = state(canvasElement);
    await chooseOption(trigger, 'Select a state');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(chosenValue(trigger)).toBe('');
    await expect(submitted(canvasElement)).toEqual(['']);
  },
};

/** Required and invalid: the trigger carries the label, the message as its description, and the states. */
export const WithError: Story = {
  args: { required: true, error: MSG_SELECT_OPTION },
  play: async ({ canvasElement }) => {
    const trigger = state(canvasElement);
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription(MSG_SELECT_OPTION);
  },
};

/**
 * The list open, for axe and the visual suite: options are in a portal, themed by the brand. While it is open the
 * list is modal: Radix hides the rest of the page with `aria-hidden` and traps focus in the list (Tab does not leave
 * it), so the trigger under `aria-hidden` cannot be reached; axe's `aria-hidden-focus` cannot see the trap and is off
 * for this state only. Every other rule runs, in every brand.
 */
export const Open: Story = {
  args: { value: 'MA' },
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(state(canvasElement));
    const listbox = await screen.findByRole('listbox', { name: 'State' });
    await expect(within(listbox).getByRole('option', { name: 'Massachusetts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The trap the rule above cannot see: Tab keeps focus inside the open list.
    await waitFor(() => expect(listbox.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(listbox.contains(document.activeElement)).toBe(true);
  },
};

/** `variant="native"` (and every phone, and the server HTML): the native select with the same semantics. */
export const Native: Story = {
  args: { variant: 'native', required: true, error: MSG_SELECT_OPTION },
  play: async ({ canvasElement, args }) => {
    const select = state(canvasElement);
    await expect(select.tagName).toBe('SELECT');
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expect(select).toHaveAccessibleDescription(MSG_SELECT_OPTION);
    await chooseOption(select, 'Massachusetts');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('MA');
    await expect(submitted(canvasElement)).toEqual(['MA']);
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'MA' },
  play: async ({ canvasElement }) => {
    const trigger = state(canvasElement);
    await expect(trigger).toBeDisabled();
    // A disabled field posts nothing, like a disabled native select.
    await expect(submitted(canvasElement)).toEqual([]);
  },
};
