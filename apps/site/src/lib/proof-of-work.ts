import { useEffect, useRef } from 'react';
import { isApiError } from '@larder/client';
import { withoutAltchaInjectedStyle } from '@larder/ui';

/** Where challenges come from: the site's own ALTCHA endpoint (always ALTCHA, whatever captcha the forms use). */
const CHALLENGE_URL = '/api/captcha/challenge';

interface Solving {
  widget: HTMLElement | undefined;
  solution: Promise<string>;
}

interface AltchaStateDetail {
  state?: string;
  payload?: string | null;
}

/**
 * Starts solving one challenge: an ALTCHA widget in its invisible display, started on load, computes the proof of
 * work in a background worker; nothing of it is seen or focusable. Resolves with the payload the API expects.
 */
function solve(): Solving {
  const solving: Solving = { widget: undefined, solution: Promise.resolve('') };
  withoutAltchaInjectedStyle();
  solving.solution = import('altcha').then(
    () =>
      new Promise<string>((resolve, reject) => {
        const widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', CHALLENGE_URL);
        widget.setAttribute('display', 'invisible');
        widget.setAttribute('auto', 'onload');
        widget.setAttribute('name', 'proof-of-work');
        widget.hidden = true;
        widget.addEventListener('statechange', (event) => {
          const { state, payload } = (event as CustomEvent<AltchaStateDetail>).detail ?? {};
          if (state === 'verified' && payload) resolve(payload);
          else if (state === 'error' || state === 'expired') reject(new Error(`proof of work ${state}`));
        });
        solving.widget = widget;
        document.body.append(widget);
      }),
  );
  // A failure is reported to whoever asks for the solution; an unasked one must not be an unhandled rejection.
  solving.solution.catch(() => undefined);
  return solving;
}

export interface ProofOfWork {
  /** The next solution (waiting for it when the visitor is quicker than the worker), then starts on another. */
  next(): Promise<string>;
}

/**
 * The invisible proof of work of "email it" (docs/security.md): while `active` (its dialog is open) a challenge is
 * being solved in the background, so a solution is usually ready before the visitor has typed an address. Each
 * solution is single-use; the next one starts as soon as one is taken. The dialog itself is unchanged.
 */
export function useProofOfWork(active: boolean): ProofOfWork {
  const current = useRef<Solving | undefined>(undefined);
  useEffect(() => {
    if (!active) return undefined;
    current.current = solve();
    return () => {
      current.current?.widget?.remove();
      current.current = undefined;
    };
  }, [active]);
  return {
    async next() {
      const solving = current.current ?? solve();
      const solution = solving.solution;
      current.current = undefined;
      try {
        return await solution;
      } finally {
        solving.widget?.remove();
        if (active) current.current = solve();
      }
    },
  };
}

/**
 * Sends with a fresh solution; when the API refuses it (expired while the dialog stayed open, say), once more
 * with another.
 */
export async function withProofOfWork<T>(
  proof: ProofOfWork,
  send: (captcha: string) => Promise<T>,
): Promise<T> {
  try {
    return await send(await proof.next());
  } catch (error) {
    const refused =
      isApiError(error) && error.status === 422 && error.errors.some((item) => item.param === 'captcha');
    if (!refused) throw error;
    return send(await proof.next());
  }
}
