import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  LOCATION_OPTIONS,
  MSG_GENERIC_FAILURE,
  MSG_SAMPLE_SUCCESS_TEXT,
  MSG_SAMPLE_SUCCESS_TITLE,
  MSG_SENDING,
  STATE_OPTIONS,
  portionControlSampleSchema,
  type PortionControlSampleValues,
} from '@larder/domain';
import { SelectField, TextField } from '../../forms/adapters';
import { FormCaptchaField } from '../../forms/CaptchaAdapter';
import { FormActions, FormGrid } from '../../forms/Field.styles';
import { SubmitButton } from '../../forms/SubmitButton';
import { SubmitFlowForm } from '../../forms/SubmitFlowForm';
import type { FormSubmitResult } from '../../forms/toFieldErrors';
import { validateWith } from '../../forms/validateWith';
import type { CaptchaConfig } from '../CaptchaField';
import { FormTitle } from './PortionControlSampleForm.styles';

const validate = validateWith(portionControlSampleSchema);

export interface PortionControlSampleFormProps extends Omit<
  ComponentPropsWithRef<'form'>,
  'onSubmit' | 'children'
> {
  /** Sends the request (the site maps values with `toPortionControlSamplePayload`); resolve with field errors or reject. */
  onSubmit: (values: PortionControlSampleValues) => Promise<FormSubmitResult>;
  /** The active captcha provider. */
  captcha: CaptchaConfig;
  /** Heading above the fields. */
  heading?: ReactNode;
  /** Called after the success modal closes and the form and captcha were reset. */
  onDone?: () => void;
  /** Called after the failure modal closes. */
  onFailureClose?: () => void;
}

/**
 * A PortionControlSampleForm requests portion-control (cup and pouch) samples inline on the landing page: every
 * text field required, a number of locations, and a captcha.
 */
export function PortionControlSampleForm({
  onSubmit,
  captcha,
  heading,
  onDone,
  onFailureClose,
  ...rest
}: PortionControlSampleFormProps) {
  return (
    <SubmitFlowForm<PortionControlSampleValues>
      onSubmit={onSubmit}
      validate={validate}
      failureMessage={MSG_GENERIC_FAILURE}
      successTitle={MSG_SAMPLE_SUCCESS_TITLE}
      successText={MSG_SAMPLE_SUCCESS_TEXT}
      onDone={onDone}
      onFailureClose={onFailureClose}
      {...rest}
    >
      {heading ? <FormTitle>{heading}</FormTitle> : null}
      <FormGrid>
        <TextField name="fname" label="First name" autoComplete="given-name" required />
        <TextField name="lname" label="Last name" autoComplete="family-name" required />
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        <TextField name="phone" label="Phone" type="tel" autoComplete="tel" required />
        <TextField name="company" label="Company" autoComplete="organization" required />
        <TextField name="address" label="Address" autoComplete="street-address" required />
        <TextField name="zip" label="ZIP code" inputMode="numeric" autoComplete="postal-code" required />
        <TextField name="city" label="City" autoComplete="address-level2" required />
        <SelectField
          name="state"
          label="State"
          options={STATE_OPTIONS}
          placeholder="Select a state"
          required
        />
        <TextField name="website" label="Website" type="url" autoComplete="url" required />
        <SelectField name="locations" label="Number of locations" options={LOCATION_OPTIONS} required />
      </FormGrid>
      <FormCaptchaField name="captchaId" config={captcha} />
      <FormActions>
        <SubmitButton sendingLabel={MSG_SENDING}>Submit</SubmitButton>
      </FormActions>
    </SubmitFlowForm>
  );
}
PortionControlSampleForm.displayName = 'PortionControlSampleForm';
