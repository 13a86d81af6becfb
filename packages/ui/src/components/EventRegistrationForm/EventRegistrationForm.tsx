import type { ComponentPropsWithRef } from 'react';
import {
  MSG_PURCHASE_FAILURE,
  MSG_REGISTRATION_SUCCESS,
  MSG_SUBMITTING,
  eventRegistrationSchema,
  type EventRegistrationValues,
} from '@larder/domain';
import { TextField } from '../../forms/adapters';
import { FormCaptchaField } from '../../forms/CaptchaAdapter';
import { FormActions } from '../../forms/Field.styles';
import { SubmitButton } from '../../forms/SubmitButton';
import { SubmitFlowForm } from '../../forms/SubmitFlowForm';
import type { FormSubmitResult } from '../../forms/toFieldErrors';
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
  return (
    <SubmitFlowForm<EventRegistrationValues>
      onSubmit={onSubmit}
      validate={validate}
      validateOnBlur
      failureMessage={MSG_PURCHASE_FAILURE}
      useErrorMessage
      successTitle={MSG_REGISTRATION_SUCCESS}
      doneDelayMs={REGISTRATION_DONE_DELAY_MS}
      onDone={onDone}
      {...rest}
    >
      <EventFormGrid>
        <TextField name="fname" label="First name" autoComplete="given-name" required hideErrorText />
        <TextField name="lname" label="Last name" autoComplete="family-name" required hideErrorText />
        <TextField name="company" label="Company" autoComplete="organization" required hideErrorText />
      </EventFormGrid>
      <FormCaptchaField name="captcha" config={captcha} />
      <FormActions>
        <SubmitButton sendingLabel={MSG_SUBMITTING}>Register</SubmitButton>
      </FormActions>
    </SubmitFlowForm>
  );
}
EventRegistrationForm.displayName = 'EventRegistrationForm';
