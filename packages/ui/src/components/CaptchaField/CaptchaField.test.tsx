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

  it('given ALTCHA far down a form, loads the widget only once it nears the viewport, or once the visitor starts on the form', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    class FakeObserver {
      entry: { callback: IntersectionObserverCallback; target?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      const config = { provider: 'altcha', challengeUrl: '/api/captcha/challenge' } as const;
      const first = renderWithProviders(
        <form>
          <input aria-label="Name" />
          <CaptchaField config={config} onChange={vi.fn()} />
        </form>,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(first.container.querySelector('altcha-widget')).toBeNull();
      expect(first.container.querySelector('[data-captcha-slot]')).not.toBeNull();
      // The visitor starts on the form: the widget loads.
      await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
      await waitFor(() =>
        expect(first.container.querySelector('altcha-widget[data-listening]')).not.toBeNull(),
      );
      first.unmount();

      // Scrolled near it: the observer reports it, and the widget loads.
      const second = renderWithProviders(<CaptchaField config={config} onChange={vi.fn()} />);
      const observer = observers.at(-1)!;
      expect(second.container.querySelector('altcha-widget')).toBeNull();
      observer.callback(
        [{ isIntersecting: true, target: observer.target! } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
      await waitFor(() =>
        expect(second.container.querySelector('altcha-widget[data-listening]')).not.toBeNull(),
      );
    } finally {
      vi.unstubAllGlobals();
    }
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
