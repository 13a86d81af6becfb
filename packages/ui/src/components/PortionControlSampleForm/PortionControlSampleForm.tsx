import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  LOCATION_OPTIONS,
  MSG_GENERIC_FAILURE,
  MSG_SAMPLE_SUCCESS_TEXT,
  MSG_SAMPLE_SUCCESS_TITLE,
  MSG_SENDING,
  portionControlSampleSchema,
  type PortionControlSampleValues,
} from '@larder/domain';
import { SelectField } from '../../forms/adapters';
import { FormCaptchaField } from '../../forms/CaptchaAdapter';
import { FormActions, FormGrid } from '../../forms/Field.styles';
import { SubmitButton } from '../../forms/SubmitButton';
import { SubmitFlowForm } from '../../forms/SubmitFlowForm';
import type { FormSubmitResult } from '../../forms/toFieldErrors';
import { validateWith } from '../../forms/validateWith';
import type { CaptchaConfig } from '../CaptchaField';
import { SampleRequesterFields } from '../GeneralSampleForm/SampleRequesterFields';
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
        <SampleRequesterFields />
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
