import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CaptchaConfig } from '../components/CaptchaField';

/** Captcha used by form stories and tests: the real ALTCHA widget, solved by `solveCaptcha`. */
export const storyCaptcha: CaptchaConfig = { provider: 'altcha', challengeUrl: '/api/captcha/challenge' };

/**
 * Solves the captcha of a form the way the widget reports it: a `statechange` event with the verified payload
 * (stories have no challenge server, and proof of work would only slow them down).
 */
export async function solveCaptcha(root: HTMLElement, payload = 'captcha-token') {
  await waitFor(() => expect(root.querySelector('altcha-widget[data-listening]')).not.toBeNull(), {
    timeout: 10000,
  });
  const widget = root.querySelector('altcha-widget[data-listening]') as HTMLElement;
  widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
}

/** The part of user-event the helpers use: Storybook's instrumented one in stories, Testing Library's in tests. */
export interface UserLike {
  type: (element: Element, text: string) => Promise<void>;
  click: (element: Element) => Promise<void>;
  selectOptions: (element: Element, values: string | string[]) => Promise<void>;
}

/** Types into the text fields named by their labels. */
export async function fillFields(
  root: HTMLElement,
  values: Record<string, string>,
  user: UserLike = userEvent,
) {
  const canvas = within(root);
  for (const [label, value] of Object.entries(values)) {
    await user.type(canvas.getByRole('textbox', { name: label }), value);
  }
}

/**
 * Chooses the option with the visible text `option` in a select (its `combobox`), the way a visitor does: the
 * native select's own picker where `Select` keeps it (no fine pointer, as in jsdom, or before hydration), else the
 * styled list: a click on the trigger, then on the option in the portalled listbox, which then closes.
 */
export async function chooseOption(combobox: HTMLElement, option: string, user: UserLike = userEvent) {
  if (combobox instanceof HTMLSelectElement) {
    const match = Array.from(combobox.options).find((candidate) => candidate.text === option);
    if (!match) throw new Error(`The select has no option "${option}"`);
    await user.selectOptions(combobox, match.value);
    return;
  }
  const page = within(combobox.ownerDocument.body);
  await user.click(combobox);
  const listbox = await page.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
}

/** Picks options of the selects named by their labels (by option text), with `chooseOption`. */
export async function selectOptions(
  root: HTMLElement,
  values: Record<string, string>,
  user: UserLike = userEvent,
) {
  const canvas = within(root);
  for (const [label, option] of Object.entries(values)) {
    await chooseOption(canvas.getByRole('combobox', { name: label }), option, user);
  }
}

/** The value a select holds (what its form submits): the native select's, or the styled list trigger's. */
export function chosenValue(combobox: HTMLElement): string | null {
  return combobox instanceof HTMLSelectElement ? combobox.value : combobox.getAttribute('data-value');
}

/**
 * The visible texts of a select's options, read as a visitor would: the native select's options, or, for the styled
 * list, the options of its listbox, opened with a click and closed again with Escape.
 */
export async function optionTexts(combobox: HTMLElement, user: UserLike = userEvent): Promise<string[]> {
  if (combobox instanceof HTMLSelectElement) return Array.from(combobox.options).map((option) => option.text);
  const page = within(combobox.ownerDocument.body);
  await user.click(combobox);
  const listbox = await page.findByRole('listbox');
  const texts = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  return texts;
}

/**
 * Chooses `option` in a multi-select field named `field`, the way a visitor does on either path: ticks its checkbox
 * where the field is the server-rendered checkbox list, else types it into the `CreatableMultiSelect` combobox and
 * clicks the suggestion.
 */
export async function chooseEntry(
  root: HTMLElement,
  field: string,
  option: string,
  user: UserLike = userEvent,
) {
  const canvas = within(root);
  const checkbox = canvas.queryByRole('checkbox', { name: option });
  if (checkbox) {
    await user.click(checkbox);
    return;
  }
  const combobox = canvas.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(field)}`) });
  await user.type(combobox, option);
  const listbox = await within(root.ownerDocument.body).findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(combobox).toHaveValue(''));
}

/** The entries a multi-select field holds, read as a visitor would: its ticked checkboxes or its tags. */
export function chosenEntries(root: HTMLElement, tagsLabel: string): string[] {
  const canvas = within(root);
  const tags = canvas.queryByRole('grid', { name: tagsLabel });
  if (tags)
    return within(tags)
      .queryAllByRole('row')
      .map((row) => row.textContent ?? '');
  return canvas
    .queryAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent ?? '');
}

/** The control a multi-select field is announced by: the checkbox group, or the combobox's text input. */
export function entriesField(root: HTMLElement, field: string): HTMLElement {
  const canvas = within(root);
  return (
    canvas.queryByRole('group', { name: field }) ??
    canvas.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(field)}`) })
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
