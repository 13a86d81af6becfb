import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type RefObject,
} from 'react';
import { FieldError } from '../../forms/Field';
import { withoutAltchaInjectedStyle } from './altchaStyle';
import { CaptchaRoot, CaptchaSlot } from './CaptchaField.styles';

/** Which captcha the page uses, as `GET /api/sitekey` tells it (docs/architecture.md). */
export type CaptchaConfig =
  { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; sitekey: string };

export interface CaptchaFieldProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange'> {
  /** The active provider and its challenge URL or site key. */
  config: CaptchaConfig;
  /** Called with the token (ALTCHA payload or reCAPTCHA response) when solved, and with null when it expires. */
  onChange: (token: string | null) => void;
  /** Message shown under the widget, e.g. 'Please solve the captcha above.' from the form's schema. */
  error?: string;
  /** Mark the widget invalid without a message. @default Boolean(error) */
  invalid?: boolean;
  /** Change it to reset the widget (after a successful submit). */
  resetKey?: number | string;
}

// The widget's element for JSX (the package ships these types at a path its exports do not expose).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': import('react').HTMLAttributes<HTMLElement> & {
        ref?: import('react').Ref<HTMLElement>;
        challenge?: string;
        name?: string;
      };
    }
  }
}

interface AltchaStateDetail {
  state?: string;
  payload?: string | null;
}

/**
 * Calls `start` once the visitor may need the captcha: its element comes within a screen of the
 * viewport, or the visitor starts on its form (a focus or a press anywhere in it), whichever comes first; at once
 * where IntersectionObserver is missing. Mounting the ALTCHA widget is one long task (about 160 ms on a phone at
 * 4× CPU): a form whose captcha is far down the page no longer pays it while the page loads.
 */
function useWhenNeeded(ref: RefObject<HTMLElement | null>, start: () => void): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return undefined;
    }
    const scope = element.closest('form') ?? element.parentElement ?? element;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) begin();
      },
      { rootMargin: '100% 0px' },
    );
    function stop() {
      observer.disconnect();
      scope.removeEventListener('focusin', begin);
      scope.removeEventListener('pointerdown', begin);
    }
    function begin() {
      stop();
      start();
    }
    observer.observe(element);
    scope.addEventListener('focusin', begin);
    scope.addEventListener('pointerdown', begin);
    return stop;
  }, [ref, start]);
}

function AltchaWidget({
  challengeUrl,
  onChange,
}: {
  challengeUrl: string;
  onChange: (token: string | null) => void;
}) {
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const slotRef = useRef<HTMLDivElement | null>(null);
  const widgetRef = useRef<HTMLElement | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const want = useCallback(() => setWanted(true), []);
  useWhenNeeded(slotRef, want);

  useEffect(() => {
    if (!wanted) return undefined;
    let active = true;
    // Imported here, not at the top: the widget registers a custom element and needs the DOM, so server rendering
    // and pages without a form never load it. The default build carries its proof-of-work workers (the `external`
    // build has none registered and fails every challenge with 'Unsupported algorithm'); its <style> injection,
    // which a Content-Security-Policy blocks, is pre-empted by an element with the id it checks for. The widget's
    // stylesheet is `@larder/ui/captcha.css`, linked by the app.
    withoutAltchaInjectedStyle();
    void import('altcha').then(() => {
      if (active) setLoaded(true);
    });
    return () => {
      active = false;
    };
  }, [wanted]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!loaded || !widget) return undefined;
    const onState = (event: Event) => {
      const { state, payload } = ((event as CustomEvent<AltchaStateDetail>).detail ??
        {}) as AltchaStateDetail;
      if (state === 'verified' && payload) onChangeRef.current(payload);
      else if (state === 'expired' || state === 'error') onChangeRef.current(null);
    };
    widget.addEventListener('statechange', onState);
    // Marks the widget as listened to, so tests and stories know a reported state will be seen.
    widget.dataset.listening = 'true';
    return () => {
      widget.removeEventListener('statechange', onState);
      delete widget.dataset.listening;
    };
  }, [loaded]);

  if (!loaded) return <CaptchaSlot ref={slotRef} data-captcha-slot="" />;
  return <altcha-widget ref={widgetRef} challenge={challengeUrl} name="altcha" />;
}

interface Grecaptcha {
  render: (
    container: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ) => number;
  reset: (widgetId?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __larderRecaptchaLoaded?: () => void;
  }
}

let recaptchaScript: Promise<Grecaptcha> | null = null;

function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.__larderRecaptchaLoaded = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
    };
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?onload=__larderRecaptchaLoaded&render=explicit';
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      recaptchaScript = null;
      reject(new Error('reCAPTCHA failed to load'));
    };
    document.head.appendChild(script);
  });
  return recaptchaScript;
}

function RecaptchaWidget({
  sitekey,
  onChange,
}: {
  sitekey: string;
  onChange: (token: string | null) => void;
}) {
  const slotRef = useRef<HTMLDivElement | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    let active = true;
    loadRecaptcha()
      .then((grecaptcha) => {
        const slot = slotRef.current;
        if (!active || !slot) return;
        // reCAPTCHA refuses to render twice into one element, so each mount gets a fresh child.
        const target = document.createElement('div');
        slot.replaceChildren(target);
        grecaptcha.render(target, {
          sitekey,
          callback: (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(null),
        });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [sitekey]);

  return <CaptchaSlot ref={slotRef} data-captcha-slot="" />;
}

/**
 * A CaptchaField renders the captcha provider it is given (the self-hosted ALTCHA widget, loaded only in the
 * browser once the visitor nears it or starts on its form, or reCAPTCHA v2) and reports the token through `onChange`.
 */
export function CaptchaField({ config, onChange, error, invalid, resetKey, ...rest }: CaptchaFieldProps) {
  const errorId = `captcha-${useId()}-error`;
  const isInvalid = invalid ?? Boolean(error);
  return (
    <CaptchaRoot
      role="group"
      aria-label="Captcha"
      aria-describedby={error ? errorId : undefined}
      data-invalid={isInvalid ? 'true' : undefined}
      data-provider={config.provider}
      {...rest}
    >
      {config.provider === 'altcha' ? (
        <AltchaWidget key={resetKey} challengeUrl={config.challengeUrl} onChange={onChange} />
      ) : (
        <RecaptchaWidget key={resetKey} sitekey={config.sitekey} onChange={onChange} />
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </CaptchaRoot>
  );
}
CaptchaField.displayName = 'CaptchaField';
