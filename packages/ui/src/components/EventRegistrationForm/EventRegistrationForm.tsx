import { useEffect, useRef, useState, type ComponentPropsWithRef } from 'react';
import { Form } from 'react-final-form';
import {
  MSG_PURCHASE_FAILURE,
  MSG_REGISTRATION_SUCCESS,
  MSG_SUBMITTING,
  eventRegistrationSchema,
  type EventRegistrationValues,
} from '@larder/domain';
import { TextField } from '../../forms/adapters';
import { FormCaptchaField } from '../../forms/CaptchaAdapter';
import { FormActions, FormRoot } from '../../forms/Field.styles';
import { SubmitButton } from '../../forms/SubmitButton';
import { SubmitResultModals } from '../../forms/SubmitResultModals';
import type { FormSubmitResult } from '../../forms/toFieldErrors';
import { useSubmitFlow } from '../../forms/useSubmitFlow';
import { validateWith } from '../../forms/validateWith';
import type { CaptchaConfig } from '../CaptchaField';
import { EventFormGrid } from './EventRegistrationForm.styles';

const validate = validateWith(eventRegistrationSchema);

/** Delay between closing the success dialog and `onDone` (spec §4, §9: the visitor then goes to '/'). */
export const REGISTRATION_DONE_DELAY_MS = 500;

export interface EventRegistrationFormProps extends Omit<
  ComponentPropsWithRef<'form'>,
  'onSubmit' | 'children'
> {
  /** Registers the guest (POST /api/pizzaexpo); resolve with field errors, or reject (its message is shown). */
  onSubmit: (values: EventRegistrationValues) => Promise<FormSubmitResult>;
  /** The active captcha provider. */
  captcha: CaptchaConfig;
  /** Called 500 ms after the success dialog closes and the form was reset (the site goes to '/'). */
  onDone?: () => void;
}

/**
 * An EventRegistrationForm registers a guest for the event: first and last name and company, checked on blur and
 * marked invalid by style only, and a captcha ('Please solve the captcha above.'; nothing is sent without it).
 */
export function EventRegistrationForm({ onSubmit, captcha, onDone, ...rest }: EventRegistrationFormProps) {
  const { outcome, submit, clear } = useSubmitFlow(onSubmit, {
    failureMessage: MSG_PURCHASE_FAILURE,
    useErrorMessage: true,
  });
  const [captchaKey, setCaptchaKey] = useState(0);
  const doneTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(doneTimer.current), []);
  return (
    <Form<EventRegistrationValues>
      onSubmit={submit}
      validate={validate}
      validateOnBlur
      render={({ handleSubmit, form }) => (
        <FormRoot noValidate onSubmit={handleSubmit} {...rest}>
          <EventFormGrid>
            <TextField name="fname" label="First name" autoComplete="given-name" required hideErrorText />
            <TextField name="lname" label="Last name" autoComplete="family-name" required hideErrorText />
            <TextField name="company" label="Company" autoComplete="organization" required hideErrorText />
          </EventFormGrid>
          <FormCaptchaField name="captcha" config={captcha} resetKey={captchaKey} />
          <FormActions>
            <SubmitButton sendingLabel={MSG_SUBMITTING}>Register</SubmitButton>
          </FormActions>
          <SubmitResultModals
            outcome={outcome}
            successTitle={MSG_REGISTRATION_SUCCESS}
            onSuccessClose={() => {
              clear();
              form.restart();
              setCaptchaKey((key) => key + 1);
              doneTimer.current = setTimeout(() => onDone?.(), REGISTRATION_DONE_DELAY_MS);
            }}
            onFailureClose={clear}
          />
        </FormRoot>
      )}
    />
  );
}
EventRegistrationForm.displayName = 'EventRegistrationForm';
