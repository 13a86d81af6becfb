import { useMemo, type ComponentPropsWithRef } from 'react';
import {
  INQUIRY_SOURCES,
  LOCATION_OPTIONS,
  MSG_INQUIRY_SUCCESS_TEXT,
  MSG_INQUIRY_SUCCESS_TITLE,
  MSG_PURCHASE_FAILURE,
  MSG_SENDING,
  SEGMENT_OPTIONS,
  inquirySchema,
  type InquiryPayload,
  type InquiryValues,
  type InquiryVariant,
  type ProductOption,
} from '@larder/domain';
import {
  MultiSelectField,
  SelectField,
  TextAreaField,
  TextField,
  type OptionsStatus,
} from '../../forms/adapters';
import { FormCaptchaField } from '../../forms/CaptchaAdapter';
import { FormActions, FormGrid } from '../../forms/Field.styles';
import { SubmitButton } from '../../forms/SubmitButton';
import { SubmitFlowForm } from '../../forms/SubmitFlowForm';
import type { FormSubmitResult } from '../../forms/toFieldErrors';
import { validateWith } from '../../forms/validateWith';
import type { CaptchaConfig } from '../CaptchaField';
import { ZipField, type ZipLookupResult } from '../ZipField';
import { SectionTitle } from './InquiryForm.styles';

/** The form's own values: products are held as a list of ids and sent as `[{ id }]`. */
type InquiryFormValues = Omit<InquiryValues, 'products'> & { products?: string[] };

/** A product the visitor may ask about. */
export type InquiryProduct = Pick<ProductOption, 'id' | 'name' | 'productCode'>;

export interface InquiryFormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children'> {
  /** Which inquiry: availability, locator (where to buy) or commerce; sets `inquirySource` and the product rule. */
  variant: InquiryVariant;
  /** Sends the inquiry (POST /api/faq/purchase-form); resolve with field errors, or reject (its message is shown). */
  onSubmit: (payload: InquiryPayload) => Promise<FormSubmitResult>;
  /** The active captcha provider. */
  captcha: CaptchaConfig;
  /** Looks a ZIP up (POST /api/validate-zipcode). */
  lookupZip: (zip: string) => Promise<ZipLookupResult>;
  /** Products offered in the product field. */
  products: readonly InquiryProduct[];
  /** 'loading' shows 'Loading ...' and 'error' 'Error. Reload the page.' in the product field. @default 'ready' */
  productsStatus?: OptionsStatus;
  /**
   * `full` keeps the product list as tall as its scroll box before the products are there: for a catalogue fetched
   * after the first paint (the form below it then does not move). @default 'content'
   */
  productListHeight?: 'content' | 'full';
  /** Values to start with, e.g. `{ products: [{ id }] }` from the availability tool or ?product. */
  initialValues?: Partial<InquiryValues>;
  /** Called after the success modal closes and the form was cleared (the availability tool returns to search). */
  onDone?: () => void;
  /** Called after the error modal closes. */
  onFailureClose?: () => void;
}

const byLabel = (options: readonly { label: string }[]) =>
  options.map(({ label }) => ({ value: label, label }));
const locationOptions = byLabel(LOCATION_OPTIONS);
const segmentOptions = byLabel(SEGMENT_OPTIONS);

function toValues(values: InquiryFormValues): InquiryValues {
  const { products, ...rest } = values;
  return { ...rest, ...(products ? { products: products.map((id) => ({ id })) } : {}) };
}

/**
 * An InquiryForm asks where to buy a product or whether it is available: ZIP with city and state lookup, products,
 * company and contact details, message and captcha; then the success modal or the error modal with its message.
 */
export function InquiryForm({
  variant,
  onSubmit,
  captcha,
  lookupZip,
  products,
  productsStatus = 'ready',
  productListHeight = 'content',
  initialValues,
  onDone,
  onFailureClose,
  ...rest
}: InquiryFormProps) {
  const validate = useMemo(() => {
    const check = validateWith(inquirySchema(variant));
    return (values: InquiryFormValues) => check(toValues(values));
  }, [variant]);
  const initial = useMemo<Partial<InquiryFormValues> | undefined>(() => {
    if (!initialValues) return undefined;
    const { products: chosen, ...others } = initialValues;
    return { ...others, ...(chosen ? { products: chosen.map((product) => product.id) } : {}) };
  }, [initialValues]);
  const options = useMemo(
    () =>
      products.map((product) => ({
        value: product.id,
        label: product.productCode ? `${product.name} (${product.productCode})` : product.name,
      })),
    [products],
  );
  return (
    <SubmitFlowForm<InquiryFormValues>
      onSubmit={(values) => onSubmit({ ...toValues(values), inquirySource: INQUIRY_SOURCES[variant] })}
      validate={validate}
      initialValues={initial}
      failureMessage={MSG_PURCHASE_FAILURE}
      useErrorMessage
      successTitle={MSG_INQUIRY_SUCCESS_TITLE}
      successText={MSG_INQUIRY_SUCCESS_TEXT}
      // A success clears the form, prefilled product included (spec §4).
      resetValues={{}}
      onDone={onDone}
      onFailureClose={onFailureClose}
      data-variant={variant}
      {...rest}
    >
      <SectionTitle>Location</SectionTitle>
      <ZipField lookup={lookupZip} />
      <FormGrid>
        <MultiSelectField
          name="products"
          label="Products"
          options={options}
          status={productsStatus}
          listHeight={productListHeight}
          required={variant === 'commerce'}
          span="full"
        />
      </FormGrid>
      <SectionTitle>Company</SectionTitle>
      <FormGrid>
        <TextField name="company" label="Company" autoComplete="organization" required />
        <TextField name="companyWebsite" label="Company website" type="url" autoComplete="url" />
        <SelectField name="numberOfLocations" label="Number of locations" options={locationOptions} />
        <SelectField name="segment" label="Segment" options={segmentOptions} />
        <TextField name="distributorName" label="Distributor name" />
      </FormGrid>
      <SectionTitle>Contact</SectionTitle>
      <FormGrid>
        <TextField name="fullName" label="Full name" autoComplete="name" required />
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        <TextField name="phone" label="Phone" type="tel" autoComplete="tel" required />
        <TextAreaField name="message" label="Message" span="full" required />
      </FormGrid>
      <FormCaptchaField name="captcha" config={captcha} />
      <FormActions>
        <SubmitButton sendingLabel={MSG_SENDING}>Submit</SubmitButton>
      </FormActions>
    </SubmitFlowForm>
  );
}
InquiryForm.displayName = 'InquiryForm';
