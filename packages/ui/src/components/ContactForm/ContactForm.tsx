import type { ComponentPropsWithRef } from 'react';
import {
  MSG_CONTACT_SUCCESS_TEXT,
  MSG_CONTACT_SUCCESS_TITLE,
  MSG_GENERIC_FAILURE,
  MSG_SUBMITTING,
  STATE_OPTIONS,
  contactSchema,
  type ContactValues,
} from '@larder/domain';
import { SelectField, TextAreaField, TextField } from '../../forms/adapters';
import { FormCaptchaField } from '../../forms/CaptchaAdapter';
import { FormActions, FormGrid } from '../../forms/Field.styles';
import { SubmitButton } from '../../forms/SubmitButton';
import { SubmitFlowForm } from '../../forms/SubmitFlowForm';
import type { FormSubmitResult } from '../../forms/toFieldErrors';
import { validateWith } from '../../forms/validateWith';
import type { CaptchaConfig } from '../CaptchaField';
import { FormIntro } from './ContactForm.styles';

const validate = validateWith(contactSchema);

export interface ContactFormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children'> {
  /** Sends the message (POST /api/contactus); resolve with field errors to show them, reject for the failure modal. */
  onSubmit: (values: ContactValues) => Promise<FormSubmitResult>;
  /** The active captcha provider. */
  captcha: CaptchaConfig;
  /** Called after the success modal closes and the form and captcha were reset (the site goes to '/'). */
  onDone?: () => void;
  /** Values to start with. */
  initialValues?: Partial<ContactValues>;
}

/**
 * A ContactForm sends a message to the company: name, company, email, optional phone, city, state, message and a
 * captcha; it shows 'Submiting, please wait...' while sending, then the success or failure modal.
 */
export function ContactForm({ onSubmit, captcha, onDone, initialValues, ...rest }: ContactFormProps) {
  return (
    <SubmitFlowForm<ContactValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      failureMessage={MSG_GENERIC_FAILURE}
      successTitle={MSG_CONTACT_SUCCESS_TITLE}
      successText={MSG_CONTACT_SUCCESS_TEXT}
      onDone={onDone}
      {...rest}
    >
      <FormIntro>Fields marked * are required.</FormIntro>
      <FormGrid>
        <TextField name="fname" label="Name" autoComplete="name" required />
        <TextField name="company" label="Company" autoComplete="organization" required />
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        <TextField name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
        <TextField name="city" label="City" autoComplete="address-level2" required />
        <SelectField
          name="state"
          label="State"
          options={STATE_OPTIONS}
          placeholder="Select a state"
          autoComplete="address-level1"
          required
        />
        <TextAreaField name="message" label="Message" span="full" required />
      </FormGrid>
      <FormCaptchaField name="captcha" config={captcha} />
      <FormActions>
        <SubmitButton sendingLabel={MSG_SUBMITTING}>Submit</SubmitButton>
      </FormActions>
    </SubmitFlowForm>
  );
}
ContactForm.displayName = 'ContactForm';
