import { useEffect, useMemo, useRef, type ComponentPropsWithRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import {
  DESCRIPTION_OPTIONS,
  FIND_OPTIONS,
  LOCATION_OPTIONS,
  MSG_GENERIC_FAILURE,
  MSG_SAMPLE_SUCCESS_TEXT,
  MSG_SAMPLE_SUCCESS_TITLE,
  MSG_SENDING,
  SEGMENT_OPTIONS,
  defaultBrand,
  generalSampleSchema,
  type GeneralSampleValues,
  type ProductOption,
} from '@larder/domain';
import { CreatableMultiSelectField } from '../../forms/CreatableMultiSelectField';
import { SelectField, TextAreaField, TextField, type OptionsStatus } from '../../forms/adapters';
import { FormCaptchaField } from '../../forms/CaptchaAdapter';
import { FormActions, FormGrid } from '../../forms/Field.styles';
import { SubmitButton } from '../../forms/SubmitButton';
import { SubmitFlowForm } from '../../forms/SubmitFlowForm';
import type { FormSubmitResult } from '../../forms/toFieldErrors';
import { validateWith } from '../../forms/validateWith';
import type { CaptchaConfig } from '../CaptchaField';
import { ConsumerNotice } from './GeneralSampleForm.styles';
import { SampleRequesterFields } from './SampleRequesterFields';

const validate = validateWith(generalSampleSchema);

/** A product the visitor may ask a sample of. */
export type SampleProduct = Pick<ProductOption, 'id' | 'name' | 'productCode'>;

export interface GeneralSampleFormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children'> {
  /** Sends the request (the site maps values with `toGeneralSamplePayload`); resolve with field errors or reject. */
  onSubmit: (values: GeneralSampleValues) => Promise<FormSubmitResult>;
  /** The active captcha provider. */
  captcha: CaptchaConfig;
  /** Sample products offered in the product field. */
  products: readonly SampleProduct[];
  /** 'loading' shows 'Loading ...' and 'error' shows 'Error. Reload the page.' in the product field. @default 'ready' */
  productsStatus?: OptionsStatus;
  /** Product ids to tick once the product list is ready (from the navigation state's code or group). */
  initialSample?: readonly string[];
  /** External community club page offered to 'Personal Use' visitors. @default defaultBrand.communityClubUrl */
  communityClubUrl?: string;
  /** Called after the success modal closes and the form and captcha were reset (the site goes to '/'). */
  onDone?: () => void;
  /** Called after the failure modal closes (completes the flow). */
  onFailureClose?: () => void;
}

function PrefillSample({
  ids,
  ready,
  products,
}: {
  ids?: readonly string[];
  ready: boolean;
  products: readonly SampleProduct[];
}) {
  const form = useForm();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !ready || !ids || ids.length === 0) return;
    done.current = true;
    const known = ids.filter((id) => products.some((product) => product.id === id));
    if (known.length > 0) form.change('sample', known);
  }, [form, ids, ready, products]);
  return null;
}

function ConsumerMessage({ url }: { url: string }) {
  return (
    <ConsumerNotice role="status">
      <p>Samples are available to foodservice professionals only.</p>
      <p>
        Cooking at home? Find recipes and offers in{' '}
        <a href={url} target="_blank" rel="noopener noreferrer">
          our community club (opens in a new tab)
        </a>
        .
      </p>
    </ConsumerNotice>
  );
}

function SampleFields({
  captcha,
  options,
  productsStatus,
  communityClubUrl,
}: {
  captcha: CaptchaConfig;
  options: { value: string; label: string }[];
  productsStatus: OptionsStatus;
  communityClubUrl: string;
}) {
  const { values } = useFormState<GeneralSampleValues>({ subscription: { values: true } });
  const consumer = values.description === 'consumer';
  return (
    <>
      <FormGrid>
        <SelectField
          name="description"
          label="Which best describes you?"
          options={DESCRIPTION_OPTIONS}
          span="full"
          required
        />
      </FormGrid>
      {consumer ? (
        <ConsumerMessage url={communityClubUrl} />
      ) : (
        <>
          <FormGrid>
            <SampleRequesterFields title />
            <TextField name="distributor" label="Distributor" required />
            <SelectField name="segment" label="Segment" options={SEGMENT_OPTIONS} required />
            <SelectField name="locations" label="Number of locations" options={LOCATION_OPTIONS} required />
            <SelectField name="find" label="How did you hear about us?" options={FIND_OPTIONS} required />
            <CreatableMultiSelectField
              name="sample"
              label="Products to sample"
              tagsLabel="Chosen products"
              hint="Type to find a product; press Enter to add one that is not listed."
              options={options}
              status={productsStatus}
              span="full"
              required
            />
            <TextAreaField name="message" label="Message" counter={500} span="full" />
          </FormGrid>
          <FormCaptchaField name="captchaId" config={captcha} />
          <FormActions>
            <SubmitButton sendingLabel={MSG_SENDING}>Submit</SubmitButton>
          </FormActions>
        </>
      )}
    </>
  );
}

/**
 * A GeneralSampleForm requests product samples for a foodservice business (spec §3, §5); choosing 'Personal Use'
 * hides the form and points to the community club instead.
 */
export function GeneralSampleForm({
  onSubmit,
  captcha,
  products,
  productsStatus = 'ready',
  initialSample,
  communityClubUrl = defaultBrand.communityClubUrl,
  onDone,
  onFailureClose,
  ...rest
}: GeneralSampleFormProps) {
  const options = useMemo(
    () =>
      products.map((product) => ({
        value: product.id,
        label: product.productCode ? `${product.name} (${product.productCode})` : product.name,
      })),
    [products],
  );
  return (
    <SubmitFlowForm<GeneralSampleValues>
      onSubmit={onSubmit}
      validate={validate}
      failureMessage={MSG_GENERIC_FAILURE}
      successTitle={MSG_SAMPLE_SUCCESS_TITLE}
      successText={MSG_SAMPLE_SUCCESS_TEXT}
      onDone={onDone}
      onFailureClose={onFailureClose}
      {...rest}
    >
      <PrefillSample ids={initialSample} ready={productsStatus === 'ready'} products={products} />
      <SampleFields
        captcha={captcha}
        options={options}
        productsStatus={productsStatus}
        communityClubUrl={communityClubUrl}
      />
    </SubmitFlowForm>
  );
}
GeneralSampleForm.displayName = 'GeneralSampleForm';
