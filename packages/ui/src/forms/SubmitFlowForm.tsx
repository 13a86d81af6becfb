import { useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { ValidationErrors } from 'final-form';
import { CaptchaResetContext } from './captchaReset';
import { FormRoot } from './Field.styles';
import { SubmitResultModals } from './SubmitResultModals';
import type { FormSubmitResult } from './toFieldErrors';
import { useSubmitFlow } from './useSubmitFlow';

export interface SubmitFlowFormProps<V extends object> extends Omit<
  ComponentPropsWithRef<'form'>,
  'onSubmit' | 'children'
> {
  /** Sends the values; resolve with field errors to show them on the fields, reject for the failure modal. */
  onSubmit: (values: V) => Promise<FormSubmitResult>;
  /** Record-level validator, usually `validateWith(schema)`. */
  validate: (values: V) => ValidationErrors;
  /** Values to start with (and to return to after a success, unless `resetValues` says otherwise). */
  initialValues?: Partial<V>;
  /** Validate on blur instead of on every change. @default false */
  validateOnBlur?: boolean;
  /** Title of the failure modal when the error carries no message, or when `useErrorMessage` is false. */
  failureMessage: string;
  /** Show the thrown error's own message in the failure modal (inquiry and event forms, spec §8). @default false */
  useErrorMessage?: boolean;
  /** Title of the success modal. */
  successTitle: string;
  /** Text of the success modal. */
  successText?: string;
  /** Values the form restarts with after a success. @default the initial values */
  resetValues?: Partial<V>;
  /** Wait between closing the success modal and `onDone`, in ms (event registration: 500). @default 0 */
  doneDelayMs?: number;
  /** Called after the success modal closed and the form and its captcha were reset (the site goes on, e.g. to '/'). */
  onDone?: () => void;
  /** Called after the failure modal closed; the form keeps its values. */
  onFailureClose?: () => void;
  /** The fields, captcha and submit button. */
  children: ReactNode;
}

/**
 * A SubmitFlowForm is the one end of every form's submit flow (spec §4): it sends the values, shows server field
 * errors on their fields, opens the success or failure modal, and after a success resets the fields and the
 * captcha before handing over to `onDone`.
 */
export function SubmitFlowForm<V extends object>({
  onSubmit,
  validate,
  initialValues,
  validateOnBlur = false,
  failureMessage,
  useErrorMessage = false,
  successTitle,
  successText,
  resetValues,
  doneDelayMs = 0,
  onDone,
  onFailureClose,
  children,
  ...rest
}: SubmitFlowFormProps<V>) {
  const { outcome, submit, clear } = useSubmitFlow(onSubmit, { failureMessage, useErrorMessage });
  const [captchaKey, setCaptchaKey] = useState(0);
  const doneTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(doneTimer.current), []);
  return (
    <Form<V>
      onSubmit={submit}
      validate={validate}
      initialValues={initialValues}
      validateOnBlur={validateOnBlur}
      render={({ handleSubmit, form }) => (
        <FormRoot noValidate onSubmit={handleSubmit} {...rest}>
          <CaptchaResetContext.Provider value={captchaKey}>{children}</CaptchaResetContext.Provider>
          <SubmitResultModals
            outcome={outcome}
            successTitle={successTitle}
            successText={successText}
            onSuccessClose={() => {
              clear();
              form.restart(resetValues);
              setCaptchaKey((key) => key + 1);
              if (doneDelayMs > 0) doneTimer.current = setTimeout(() => onDone?.(), doneDelayMs);
              else onDone?.();
            }}
            onFailureClose={() => {
              clear();
              onFailureClose?.();
            }}
          />
        </FormRoot>
      )}
    />
  );
}
SubmitFlowForm.displayName = 'SubmitFlowForm';
