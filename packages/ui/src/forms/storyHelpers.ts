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

/** Picks options of the selects named by their labels (by option text). */
export async function selectOptions(
  root: HTMLElement,
  values: Record<string, string>,
  user: UserLike = userEvent,
) {
  const canvas = within(root);
  for (const [label, option] of Object.entries(values)) {
    await user.selectOptions(canvas.getByRole('combobox', { name: label }), option);
  }
}
