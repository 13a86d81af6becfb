import { useCallback, useRef, useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { hasSubmitErrors, type FieldErrors, type FormSubmitResult } from './toFieldErrors';

/** Where a submitted form stands once the request settled. */
export type SubmitOutcome = { status: 'success' } | { status: 'failure'; message: string } | null;

export interface SubmitFlowOptions {
  /** Message of the failure modal when the error carries none, or when `useErrorMessage` is false. */
  failureMessage: string;
  /** Show the thrown error's own message (inquiry and event forms, spec §8). @default false */
  useErrorMessage?: boolean;
}

/**
 * Wraps a form's `onSubmit` (spec §4): a resolved value with field errors goes back to final-form (shown on the
 * fields; a `FORM_ERROR` also opens the failure modal), a resolved empty value opens the success modal, a
 * rejection opens the failure modal. final-form's own `submitting` flag is the sending state.
 */
export function useSubmitFlow<V>(
  onSubmit: (values: V) => Promise<FormSubmitResult>,
  { failureMessage, useErrorMessage = false }: SubmitFlowOptions,
) {
  const [outcome, setOutcome] = useState<SubmitOutcome>(null);
  const onSubmitRef = useRef(onSubmit);
  onSubmitRef.current = onSubmit;

  const submit = useCallback(
    async (values: V): Promise<FieldErrors | undefined> => {
      try {
        const result = await onSubmitRef.current(values);
        if (hasSubmitErrors(result)) {
          const formError = result[FORM_ERROR];
          if (typeof formError === 'string') {
            setOutcome({ status: 'failure', message: useErrorMessage ? formError : failureMessage });
          }
          return result;
        }
        setOutcome({ status: 'success' });
        return undefined;
      } catch (error) {
        const own = error instanceof Error && error.message ? error.message : undefined;
        setOutcome({ status: 'failure', message: (useErrorMessage && own) || failureMessage });
        return undefined;
      }
    },
    [failureMessage, useErrorMessage],
  );

  const clear = useCallback(() => setOutcome(null), []);
  return { outcome, submit, clear };
}
