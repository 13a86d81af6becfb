import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as entry from '../../index';
import { renderWithProviders } from '../../test/render';
import { CaptchaField } from './CaptchaField';

vi.mock('altcha', () => ({}));

afterEach(() => {
  delete window.grecaptcha;
});

describe('CaptchaField', { timeout: 20000 }, () => {
  it('is exported with a displayName', () => {
    expect(entry.CaptchaField).toBe(CaptchaField);
    expect(CaptchaField.displayName).toBe('CaptchaField');
  });

  it('given ALTCHA, renders the widget with the challenge URL and reports its verified payload', async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(
      <CaptchaField
        config={{ provider: 'altcha', challengeUrl: '/api/captcha/challenge' }}
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(container.querySelector('altcha-widget[data-listening]')).not.toBeNull());
    const widget = container.querySelector('altcha-widget[data-listening]') as HTMLElement;
    expect(widget).toHaveAttribute('challenge', '/api/captcha/challenge');
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verifying', payload: null } }));
    expect(onChange).not.toHaveBeenCalled();
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'p1' } }));
    expect(onChange).toHaveBeenLastCalledWith('p1');
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired', payload: null } }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('given reCAPTCHA, renders the v2 widget with the site key and reports its token', async () => {
    const render = vi.fn((container: HTMLElement, options: { callback: (token: string) => void }) => {
      const button = document.createElement('button');
      button.textContent = 'solve';
      button.addEventListener('click', () => options.callback('tok'));
      container.appendChild(button);
      return 0;
    });
    window.grecaptcha = { render, reset: vi.fn() };
    const onChange = vi.fn();
    renderWithProviders(
      <CaptchaField config={{ provider: 'recaptcha', sitekey: 'site-1' }} onChange={onChange} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'solve' }));
    expect(render).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ sitekey: 'site-1' }),
    );
    expect(onChange).toHaveBeenCalledWith('tok');
  });

  it('shows the message it is given under the widget', () => {
    renderWithProviders(
      <CaptchaField
        config={{ provider: 'altcha', challengeUrl: '/c' }}
        onChange={vi.fn()}
        error="Please solve the captcha."
      />,
    );
    expect(screen.getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(
      'Please solve the captcha.',
    );
  });
});
