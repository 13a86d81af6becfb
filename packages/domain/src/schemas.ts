import {
  array,
  boolean,
  object,
  setLocale,
  string,
  type AnyObject,
  type Flags,
  type ObjectSchema,
  type StringSchema,
} from 'yup';

import { parseJulianDay, parseManufactureYear, julianToDate } from './dates.js';
import type { ProductOption } from './entities.js';
import { matchesUpc } from './product-rules.js';
import {
  MSG_AT_LEAST_ONE_FIELD,
  MSG_CAPTCHA_RECAPTCHA,
  MSG_CAPTCHA_SOLVE,
  MSG_CAPTCHA_SOLVE_ABOVE,
  MSG_CUSTOM_OPTION_DUPLICATE,
  MSG_EMAIL,
  MSG_INVALID,
  MSG_INVALID_JULIAN_DATE,
  MSG_INVALID_TWO_DIGIT_YEAR,
  MSG_ITEM_NUMBER_LENGTH,
  MSG_NUMBER,
  MSG_REQUIRED,
  MSG_SELECT_ITEMS,
  MSG_SELECT_OPTION,
  MSG_UPC_NOT_FOUND,
  MSG_URL,
  MSG_VALID_URL,
  MSG_ZIP_LENGTH,
} from './messages.js';
import {
  DESCRIPTION_OPTIONS,
  FIND_OPTIONS,
  LOCATION_OPTIONS,
  SEGMENT_OPTIONS,
  optionLabel,
  optionValue,
  type DescriptionValue,
  type FindValue,
  type LocationValue,
  type SegmentValue,
  type SelectOption,
} from './options.js';

/**
 * Yup schemas of every form of spec §5. The browser validates with them (through final-form) and the API
 * validates each request with the same schema, so both sides show the same messages, verbatim.
 */

/** Min and max messages; the spec says they exist but does not give their wording. */
export const minCharsMessage = (min: number): string => `Must be at least ${min} characters`;
export const maxCharsMessage = (max: number): string => `Must be at most ${max} characters`;
export const minItemsMessage = (min: number): string => `Must have at least ${min} items`;
export const maxItemsMessage = (max: number): string => `Must have at most ${max} items`;

let localeApplied = false;

/**
 * Sets yup's default messages to the spec's (spec §5). Every schema builder here calls it first (the schemas also
 * pass their messages explicitly); call it yourself before building other yup schemas. Calling it again changes
 * nothing.
 */
export function applyYupLocale(): void {
  if (localeApplied) return;
  localeApplied = true;
  setLocale({
    mixed: {
      default: MSG_INVALID,
      required: MSG_REQUIRED,
      defined: MSG_REQUIRED,
      notNull: MSG_REQUIRED,
      oneOf: MSG_INVALID,
      notOneOf: MSG_INVALID,
      notType: ({ type }) => (type === 'number' ? MSG_NUMBER : MSG_INVALID),
    },
    string: {
      email: MSG_EMAIL,
      url: MSG_URL,
      matches: MSG_INVALID,
      min: ({ min }) => minCharsMessage(min),
      max: ({ max }) => maxCharsMessage(max),
      length: ({ length }) => `Must be exactly ${length} characters`,
    },
    number: {
      min: ({ min }) => `Must be greater than or equal to ${min}`,
      max: ({ max }) => `Must be less than or equal to ${max}`,
      lessThan: ({ less }) => `Must be less than ${less}`,
      moreThan: ({ more }) => `Must be greater than ${more}`,
      integer: MSG_NUMBER,
    },
    array: {
      min: ({ min }) => minItemsMessage(min),
      max: ({ max }) => maxItemsMessage(max),
      length: ({ length }) => `Must have ${length} items`,
    },
  });
}

// ——— server-side helpers ———

/** True when the value holds CR, LF or NUL, which must never reach a mail header. */
export function hasControlChars(value: unknown): boolean {
  return typeof value === 'string' && /[\r\n\0]/.test(value);
}

/** The portion-control form asks for these fields of the general sample form, under the same rules (spec §5). */
export const PORTION_CONTROL_SAMPLE_FIELDS = [
  'fname',
  'lname',
  'email',
  'phone',
  'company',
  'address',
  'zip',
  'city',
  'state',
  'website',
  'locations',
  'captchaId',
] as const;

/**
 * Fields of each form that end up in single-line places (mail headers, subjects, CSV cells). The schemas refuse
 * CR, LF and NUL in them with 'This field is invalid'; the API may also check them with `hasControlChars`.
 */
export const SINGLE_LINE_FIELDS = {
  inquiry: [
    'zip',
    'state',
    'city',
    'company',
    'companyWebsite',
    'numberOfLocations',
    'segment',
    'distributorName',
    'fullName',
    'email',
    'phone',
    'captcha',
  ],
  findProduct: ['product', 'upc'],
  expiration: ['product', 'julian', 'year'],
  productEmail: ['email'],
  generalSample: [
    'fname',
    'lname',
    'email',
    'phone',
    'title',
    'company',
    'address',
    'zip',
    'city',
    'state',
    'website',
    'distributor',
    'find',
    'description',
    'segment',
    'locations',
    'captchaId',
  ],
  // Every field of the portion-control form is a single line.
  portionControlSample: PORTION_CONTROL_SAMPLE_FIELDS,
  contact: ['company', 'fname', 'email', 'phone', 'city', 'state', 'captcha'],
  eventRegistration: ['fname', 'lname', 'company', 'captcha'],
  customSelectOption: ['value'],
} as const satisfies Record<string, readonly string[]>;
export type FormName = keyof typeof SINGLE_LINE_FIELDS;

// ——— field builders ———

/** Spec §5: lowercase letters, digits and ._%+- before @, a domain, then a suffix of 2 or more lowercase letters. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;
/** A bare domain ('example.com') or an http(s) URL ('https://www.example.com/menu'). */
export const WEBSITE_PATTERN =
  /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;
export const ZIP_PATTERN = /^\d{5}$/;

const singleLine = <S extends StringSchema<string | undefined, AnyObject, unknown, Flags>>(schema: S): S =>
  schema.test('single-line', MSG_INVALID, (value) => !hasControlChars(value));

const text = (max: number) => singleLine(string().max(max, maxCharsMessage(max)));
const requiredText = (max: number) => text(max).required(MSG_REQUIRED);

/** Email field: required, the spec's pattern, at most 200 characters. */
export const emailField = () =>
  singleLine(
    string()
      .required(MSG_REQUIRED)
      .email(MSG_EMAIL)
      .matches(EMAIL_PATTERN, { message: MSG_EMAIL, excludeEmptyString: true })
      .max(200, maxCharsMessage(200)),
  );

const zipField = () =>
  singleLine(string().required(MSG_REQUIRED).matches(ZIP_PATTERN, { message: MSG_ZIP_LENGTH }));

/** A select whose value must be one of the option values; empty or unknown reads 'Please, select an option'. */
const selectField = <V extends string>(options: readonly SelectOption<V>[]) =>
  singleLine(
    string()
      .required(MSG_SELECT_OPTION)
      .oneOf(
        options.map((option) => option.value),
        MSG_SELECT_OPTION,
      ),
  );

// ——— inquiry (availability, locator, commerce) ———

export type InquiryVariant = 'availability' | 'locator' | 'commerce';
export type InquirySource = 'availabilityForm' | 'locatorForm' | 'commerceForm';
export const INQUIRY_SOURCES: Record<InquiryVariant, InquirySource> = {
  availability: 'availabilityForm',
  locator: 'locatorForm',
  // The spec names only the first two; the commerce form is told apart the same way.
  commerce: 'commerceForm',
};

export interface InquiryValues {
  zip: string;
  state: string;
  city: string;
  products?: { id: string }[];
  company: string;
  companyWebsite?: string;
  numberOfLocations?: string;
  segment?: string;
  distributorName?: string;
  fullName: string;
  email: string;
  phone: string;
  message: string;
  captcha: string;
}

/** The body of POST /api/faq/purchase-form. */
export interface InquiryPayload extends InquiryValues {
  inquirySource: InquirySource;
}

export function inquirySchema(variant: InquiryVariant): ObjectSchema<InquiryValues> {
  applyYupLocale();
  const products = array(object({ id: string().required(MSG_REQUIRED) }));
  return object({
    zip: zipField(),
    state: requiredText(2),
    city: requiredText(500),
    products: variant === 'commerce' ? products.required(MSG_REQUIRED).min(1, minItemsMessage(1)) : products,
    company: requiredText(500),
    companyWebsite: text(1000).matches(WEBSITE_PATTERN, { message: MSG_VALID_URL, excludeEmptyString: true }),
    numberOfLocations: text(1000),
    segment: text(1000),
    distributorName: text(1000),
    fullName: requiredText(500).min(3, minCharsMessage(3)),
    email: emailField(),
    // The placeholder calls phone optional but the schema requires it (spec §5: both readings); we require it.
    phone: requiredText(200),
    message: string().required(MSG_REQUIRED).min(10, minCharsMessage(10)).max(5000, maxCharsMessage(5000)),
    captcha: singleLine(string().required(MSG_CAPTCHA_RECAPTCHA)),
  });
}

// ——— find product (allergen, gluten, kosher and shelf-life tools) ———

export interface FindProductValues {
  product?: string;
  upc?: string;
}

/**
 * Either a product (id) or a UPC. With `products`, a UPC of valid length must match a product's upc or upc12.
 */
export function findProductSchema(
  products?: readonly Pick<ProductOption, 'upc' | 'upc12'>[],
): ObjectSchema<FindProductValues> {
  applyYupLocale();
  return object({
    product: singleLine(string()).test('one-of-two', MSG_AT_LEAST_ONE_FIELD, (value, context) => {
      const upc = (context.parent as FindProductValues).upc;
      return Boolean(value) || Boolean(upc);
    }),
    upc: text(14)
      .test(
        'item-number-length',
        MSG_ITEM_NUMBER_LENGTH,
        (value) => !value || [12, 14].includes(value.length),
      )
      .test('upc-known', MSG_UPC_NOT_FOUND, (value) => {
        if (!products || !value || ![12, 14].includes(value.length)) return true;
        return products.some((product) => matchesUpc(product, value));
      }),
  });
}

// ——— expiration calculator ———

export interface ExpirationValues {
  product: string;
  /** Julian day as typed, e.g. '112'. */
  julian: string;
  /** Two-digit year as typed, e.g. '24'. */
  year: string;
}

/** The calculator's form; `today` fixes the 10-year window and the century of the two-digit year. */
export function expirationSchema(today: Date): ObjectSchema<ExpirationValues> {
  applyYupLocale();
  return object({
    product: singleLine(string().required(MSG_REQUIRED)),
    julian: singleLine(
      string()
        .required(MSG_REQUIRED)
        .max(3, MSG_INVALID_JULIAN_DATE)
        .test('julian', MSG_INVALID_JULIAN_DATE, (value) => !value || parseJulianDay(value).ok),
    ),
    year: singleLine(
      string()
        .required(MSG_REQUIRED)
        .max(2, MSG_INVALID_TWO_DIGIT_YEAR)
        .matches(/^\d{2}$/, { message: MSG_INVALID_TWO_DIGIT_YEAR, excludeEmptyString: true }),
    ).test('year', (value, context) => {
      if (!value) return true;
      const year = parseManufactureYear(value, today);
      if (!year.ok) return context.createError({ message: year.error });
      const julian = parseJulianDay((context.parent as Partial<ExpirationValues>).julian ?? '');
      if (!julian.ok) return true;
      const date = julianToDate(julian.value, year.value);
      return date.ok || context.createError({ message: date.error });
    }),
  });
}

// ——— email a product / recipe / plus-one ———

export interface EmailValues {
  email: string;
}
function buildEmailSchema(): ObjectSchema<EmailValues> {
  applyYupLocale();
  return object({ email: emailField() });
}
/* Built lazily by a pure call so pages that never use the form do not load yup. */
export const emailSchema = /* @__PURE__ */ buildEmailSchema();

export const PRODUCT_EMAIL_FILES = ['pdf', 'each', 'case', 'innerCase', 'souflet'] as const;
export type ProductEmailFile = (typeof PRODUCT_EMAIL_FILES)[number];
export interface ProductEmailValues extends EmailValues {
  pdf?: boolean;
  each?: boolean;
  case?: boolean;
  innerCase?: boolean;
  souflet?: boolean;
}
/** Path of the 'Please select an items from the list above' error (the group of checkboxes). */
export const PRODUCT_EMAIL_SELECTION_PATH = 'attachments';

function buildProductEmailSchema(): ObjectSchema<ProductEmailValues> {
  applyYupLocale();
  return object({
    email: emailField(),
    pdf: boolean(),
    each: boolean(),
    case: boolean(),
    innerCase: boolean(),
    souflet: boolean(),
  }).test('attachments', MSG_SELECT_ITEMS, (values, context) =>
    PRODUCT_EMAIL_FILES.some((file) => values[file] === true)
      ? true
      : context.createError({ path: PRODUCT_EMAIL_SELECTION_PATH, message: MSG_SELECT_ITEMS }),
  );
}
/* Built lazily by a pure call so pages that never use the form do not load yup. */
export const productEmailSchema = /* @__PURE__ */ buildProductEmailSchema();

/** The body of POST /api/recipes/send-files. */
export interface EmailRequestPayload {
  email: string;
  attachments: { href: string }[];
  type: 'product' | 'recipe' | 'plus one';
  /** A recipe email at a chosen size: the recipe's ingredients scaled to this many servings go in the body. */
  servings?: number;
  /** A recipe email in these units ('us' or 'metric'); with `servings` or alone. */
  units?: string;
  /** A solved ALTCHA challenge (the proof of work the dialogs compute unseen), single-use. */
  captcha: string;
}

// ——— sample requests ———

export interface GeneralSampleValues {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  title?: string;
  /** Ids of the chosen products, and the names of products the visitor typed in (not listed). */
  sample: string[];
  company: string;
  address: string;
  zip: string;
  city: string;
  state: string;
  website: string;
  message?: string;
  distributor: string;
  find: FindValue;
  description: DescriptionValue;
  segment: SegmentValue;
  locations: LocationValue;
  captchaId: string;
}

function buildGeneralSampleSchema(): ObjectSchema<GeneralSampleValues> {
  applyYupLocale();
  return object({
    fname: requiredText(500),
    lname: requiredText(500),
    email: emailField(),
    phone: requiredText(200),
    title: text(50),
    sample: array(singleLine(string().required(MSG_SELECT_OPTION)).defined())
      .required(MSG_SELECT_OPTION)
      .min(1, MSG_SELECT_OPTION),
    company: requiredText(500),
    address: requiredText(500),
    zip: requiredText(10),
    city: requiredText(500),
    state: requiredText(500),
    website: requiredText(1000),
    message: string().max(500, maxCharsMessage(500)),
    distributor: requiredText(500),
    find: selectField(FIND_OPTIONS) as StringSchema<FindValue>,
    description: selectField(DESCRIPTION_OPTIONS) as StringSchema<DescriptionValue>,
    segment: selectField(SEGMENT_OPTIONS) as StringSchema<SegmentValue>,
    locations: selectField(LOCATION_OPTIONS) as StringSchema<LocationValue>,
    captchaId: singleLine(string().required(MSG_CAPTCHA_SOLVE)),
  });
}
/* Built lazily by a pure call so pages that never use the form do not load yup. */
export const generalSampleSchema = /* @__PURE__ */ buildGeneralSampleSchema();

export type PortionControlSampleValues = Pick<
  GeneralSampleValues,
  (typeof PORTION_CONTROL_SAMPLE_FIELDS)[number]
>;

function buildPortionControlSampleSchema(): ObjectSchema<PortionControlSampleValues> {
  return generalSampleSchema.pick(PORTION_CONTROL_SAMPLE_FIELDS);
}
/* Built lazily by a pure call so pages that never use the form do not load yup. */
export const portionControlSampleSchema = /* @__PURE__ */ buildPortionControlSampleSchema();

/** The body of POST /api/getsample (or /api/getconsumersample when isConsumer): option display names. */
export interface GeneralSamplePayload extends Omit<
  GeneralSampleValues,
  'find' | 'description' | 'segment' | 'locations'
> {
  find: string;
  description: string;
  segment: string;
  locations: string;
  isConsumer: boolean;
}

export interface PortionControlSamplePayload extends Omit<PortionControlSampleValues, 'locations'> {
  locations: string;
  isConsumer: boolean;
}

function labelOf(options: readonly SelectOption[], value: string): string {
  return optionLabel(options, value) ?? value;
}
function valueOf(options: readonly SelectOption[], label: string): string {
  return optionValue(options, label) ?? label;
}

/** Form values → request body: option codes become display names, isConsumer from 'Personal Use'. */
export function toGeneralSamplePayload(values: GeneralSampleValues): GeneralSamplePayload {
  return {
    ...values,
    find: labelOf(FIND_OPTIONS, values.find),
    description: labelOf(DESCRIPTION_OPTIONS, values.description),
    segment: labelOf(SEGMENT_OPTIONS, values.segment),
    locations: labelOf(LOCATION_OPTIONS, values.locations),
    isConsumer: values.description === 'consumer',
  };
}

/** Request body → form values, so the server can validate a request with `generalSampleSchema`. */
export function fromGeneralSamplePayload(payload: GeneralSamplePayload): GeneralSampleValues {
  const { isConsumer: _isConsumer, ...rest } = payload;
  return {
    ...rest,
    find: valueOf(FIND_OPTIONS, payload.find) as FindValue,
    description: valueOf(DESCRIPTION_OPTIONS, payload.description) as DescriptionValue,
    segment: valueOf(SEGMENT_OPTIONS, payload.segment) as SegmentValue,
    locations: valueOf(LOCATION_OPTIONS, payload.locations) as LocationValue,
  };
}

export function toPortionControlSamplePayload(
  values: PortionControlSampleValues,
): PortionControlSamplePayload {
  return { ...values, locations: labelOf(LOCATION_OPTIONS, values.locations), isConsumer: false };
}

export function fromPortionControlSamplePayload(
  payload: PortionControlSamplePayload,
): PortionControlSampleValues {
  const { isConsumer: _isConsumer, ...rest } = payload;
  return { ...rest, locations: valueOf(LOCATION_OPTIONS, payload.locations) as LocationValue };
}

// ——— contact, event registration ———

/** Also the body of POST /api/contactus. */
export interface ContactValues {
  message: string;
  company: string;
  /** One name field. */
  fname: string;
  email: string;
  phone?: string;
  city: string;
  state: string;
  captcha: string;
}
export type ContactPayload = ContactValues;

function buildContactSchema(): ObjectSchema<ContactValues> {
  applyYupLocale();
  return object({
    message: string().required(MSG_REQUIRED).max(5000, maxCharsMessage(5000)),
    company: requiredText(500),
    fname: requiredText(500),
    email: emailField(),
    phone: text(200),
    city: requiredText(500),
    state: requiredText(500),
    captcha: singleLine(string().required(MSG_CAPTCHA_SOLVE_ABOVE)),
  });
}
/* Built lazily by a pure call so pages that never use the form do not load yup. */
export const contactSchema = /* @__PURE__ */ buildContactSchema();

/** Also the body of POST /api/pizzaexpo. */
export interface EventRegistrationValues {
  fname: string;
  lname: string;
  company: string;
  captcha: string;
}
export type EventRegistrationPayload = EventRegistrationValues;

function buildEventRegistrationSchema(): ObjectSchema<EventRegistrationValues> {
  applyYupLocale();
  return object({
    fname: requiredText(500),
    lname: requiredText(500),
    company: requiredText(500),
    captcha: singleLine(string().required(MSG_CAPTCHA_SOLVE_ABOVE)),
  });
}
/* Built lazily by a pure call so pages that never use the form do not load yup. */
export const eventRegistrationSchema = /* @__PURE__ */ buildEventRegistrationSchema();

// ——— custom select option ———

export interface CustomSelectOptionValues {
  value: string;
}

/** A new option typed into a creatable select: 3 to 599 characters, not a duplicate (ignoring case and spaces). */
export function customSelectOptionSchema(
  existing: readonly string[],
): ObjectSchema<CustomSelectOptionValues> {
  applyYupLocale();
  const taken = new Set(existing.map((option) => option.trim().toLowerCase()));
  return object({
    value: singleLine(
      string()
        .required(MSG_REQUIRED)
        .min(3, minCharsMessage(3))
        .max(599, maxCharsMessage(599))
        .test(
          'unique',
          MSG_CUSTOM_OPTION_DUPLICATE,
          (value) => !value || !taken.has(value.trim().toLowerCase()),
        ),
    ),
  });
}
