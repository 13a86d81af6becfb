import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MSG_CAPTCHA_SOLVE_ABOVE } from '@larder/domain';
import { CaptchaField } from './CaptchaField';

/** Stands in for Google's script (no network in stories): renders a button that "solves" the challenge. */
function installRecaptchaStub() {
  window.grecaptcha = {
    render: (container, options) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = "I'm not a robot";
      button.addEventListener('click', () => options.callback('recaptcha-token'));
      container.appendChild(button);
      return 0;
    },
    reset: () => undefined,
  };
  return () => {
    delete window.grecaptcha;
  };
}

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  args: { config: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' }, onChange: fn() },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(canvasElement.querySelector('altcha-widget[data-listening]')).not.toBeNull(), {
      timeout: 10000,
    });
    const widget = canvasElement.querySelector('altcha-widget[data-listening]') as HTMLElement;
    // React sets `challenge` as a property once the custom element is defined.
    await expect(
      widget.getAttribute('challenge') ?? (widget as unknown as { challenge?: unknown }).challenge,
    ).toBe('/api/captcha/challenge');
    widget.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload: 'altcha-payload' } }),
    );
    await expect(args.onChange).toHaveBeenCalledWith('altcha-payload');
  },
};

export const WithError: Story = {
  args: { error: MSG_CAPTCHA_SOLVE_ABOVE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(
      MSG_CAPTCHA_SOLVE_ABOVE,
    );
  },
};

export const Recaptcha: Story = {
  args: { config: { provider: 'recaptcha', sitekey: 'test-site-key' } },
  beforeEach: installRecaptchaStub,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: "I'm not a robot" }));
    await expect(args.onChange).toHaveBeenCalledWith('recaptcha-token');
  },
};
