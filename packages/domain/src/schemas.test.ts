import { describe, expect, it } from 'vitest';
import { number, string, ValidationError, type AnySchema } from 'yup';

import { calendarDate } from './dates.js';
import {
  applyYupLocale,
  contactSchema,
  customSelectOptionSchema,
  emailSchema,
  eventRegistrationSchema,
  expirationSchema,
  findProductSchema,
  fromGeneralSamplePayload,
  generalSampleSchema,
  hasControlChars,
  inquirySchema,
  portionControlSampleSchema,
  productEmailSchema,
  SINGLE_LINE_FIELDS,
  toGeneralSamplePayload,
  toPortionControlSamplePayload,
  type GeneralSampleValues,
  type InquiryValues,
  type PortionControlSampleValues,
} from './schemas.js';

/** Field path → first message, as a form would show them. */
async function errorsOf(schema: AnySchema, values: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const path = inner.path ?? '';
      errors[path] ??= inner.message;
    }
    return errors;
  }
}

const validInquiry: InquiryValues = {
  zip: '01752',
  state: 'MA',
  city: 'Marlborough',
  products: [{ id: 'p1' }],
  company: 'Harbor Grill',
  companyWebsite: 'harborgrill.example',
  numberOfLocations: '2-10',
  segment: 'Restaurant',
  distributorName: 'North Foods',
  fullName: 'Ana Lee',
  email: 'ana.lee@harborgrill.com',
  phone: '508-555-0100',
  message: 'Where can I buy the caesar dressing?',
  captcha: 'token',
};

describe('default messages', () => {
  it("sets yup's defaults to the spec's texts, so schemas built elsewhere read the same", async () => {
    applyYupLocale();
    applyYupLocale();
    await expect(string().required().validate('')).rejects.toThrow('This field is required');
    await expect(string().email().validate('nope')).rejects.toThrow('Must be a valid email');
    await expect(string().url().validate('nope')).rejects.toThrow('Must be a valid URL');
    await expect(number().validate('abc')).rejects.toThrow('This field must be a number');
    await expect(string().oneOf(['a']).validate('b')).rejects.toThrow('This field is invalid');
    await expect(string().max(2).validate('abc')).rejects.toThrow('Must be at most 2 characters');
  });
});

describe('inquiry form', () => {
  it('given complete values, has no errors in every variant', async () => {
    for (const variant of ['availability', 'locator', 'commerce'] as const) {
      expect(await errorsOf(inquirySchema(variant), validInquiry)).toEqual({});
    }
  });

  it('given an empty form, marks each required field with its message', async () => {
    expect(await errorsOf(inquirySchema('locator'), {})).toEqual({
      zip: 'This field is required',
      state: 'This field is required',
      city: 'This field is required',
      company: 'This field is required',
      fullName: 'This field is required',
      email: 'This field is required',
      phone: 'This field is required',
      message: 'This field is required',
      captcha: 'Please complete the reCAPTCHA',
    });
  });

  it('given a ZIP that is not exactly 5 digits, says so', async () => {
    for (const zip of ['0175', '017520', '0175a']) {
      const errors = await errorsOf(inquirySchema('availability'), { ...validInquiry, zip });
      expect(errors.zip).toBe('ZIP code must be exactly 5 digits');
    }
  });

  it('requires at least one product on the commerce form only', async () => {
    const withoutProducts = { ...validInquiry, products: [] };
    expect((await errorsOf(inquirySchema('commerce'), withoutProducts)).products).toBe(
      'Must have at least 1 items',
    );
    expect(await errorsOf(inquirySchema('locator'), withoutProducts)).toEqual({});
  });

  it('accepts a bare domain or an http(s) URL as the website and refuses anything else', async () => {
    for (const companyWebsite of [
      'example.com',
      'www.harbor-grill.example',
      'https://x.example/menu?a=1',
      '',
    ]) {
      expect(await errorsOf(inquirySchema('locator'), { ...validInquiry, companyWebsite })).toEqual({});
    }
    for (const companyWebsite of ['ftp://example.com', 'not a site', 'example', 'http://']) {
      const errors = await errorsOf(inquirySchema('locator'), { ...validInquiry, companyWebsite });
      expect(errors.companyWebsite).toBe('Please enter a valid URL');
    }
  });

  it('enforces the length limits of full name, message, state and city', async () => {
    const errors = await errorsOf(inquirySchema('locator'), {
      ...validInquiry,
      fullName: 'Al',
      message: 'Too short',
      state: 'MAS',
      city: 'x'.repeat(501),
    });
    expect(errors).toEqual({
      fullName: 'Must be at least 3 characters',
      message: 'Must be at least 10 characters',
      state: 'Must be at most 2 characters',
      city: 'Must be at most 500 characters',
    });
    const long = await errorsOf(inquirySchema('locator'), { ...validInquiry, message: 'x'.repeat(5001) });
    expect(long.message).toBe('Must be at most 5000 characters');
  });

  it('refuses a line break in a single-line field (mail header injection)', async () => {
    const errors = await errorsOf(inquirySchema('locator'), {
      ...validInquiry,
      fullName: 'Ana\r\nBcc: x@y.com',
    });
    expect(errors.fullName).toBe('This field is invalid');
  });
});

describe('email field', () => {
  it('accepts a lowercase address', async () => {
    expect(await errorsOf(emailSchema, { email: 'first.last+tag@mail.example.com' })).toEqual({});
  });
  it('requires it', async () => {
    expect(await errorsOf(emailSchema, { email: '' })).toEqual({ email: 'This field is required' });
  });
  it('given an address outside the pattern (uppercase, no suffix, one-letter suffix), says it is not valid', async () => {
    for (const email of ['Ana@Example.com', 'ana@example', 'ana@example.c', 'ana.example.com']) {
      expect(await errorsOf(emailSchema, { email })).toEqual({ email: 'Must be a valid email' });
    }
  });
  it('given more than 200 characters, says so', async () => {
    const email = `${'a'.repeat(190)}@example.com`;
    expect(await errorsOf(emailSchema, { email })).toEqual({ email: 'Must be at most 200 characters' });
  });
});

describe('product email', () => {
  it('given no file ticked, asks to select an item', async () => {
    expect(await errorsOf(productEmailSchema, { email: 'a@b.com', pdf: false })).toEqual({
      attachments: 'Please select an items from the list above',
    });
  });
  it('given any one file ticked, is valid', async () => {
    for (const file of ['pdf', 'each', 'case', 'innerCase', 'souflet']) {
      expect(await errorsOf(productEmailSchema, { email: 'a@b.com', [file]: true })).toEqual({});
    }
  });
});

describe('find product', () => {
  const products = [
    { upc: '012345678905', upc12: '012345678905' },
    { upc: '10012345678902', upc12: '' },
  ];
  it('given neither product nor UPC, says at least one field must be filled', async () => {
    expect(await errorsOf(findProductSchema(), {})).toEqual({ product: 'At least one field must be filled' });
  });
  it('given a product only, or a UPC only, is valid', async () => {
    expect(await errorsOf(findProductSchema(), { product: 'p1' })).toEqual({});
    expect(await errorsOf(findProductSchema(products), { upc: '012345678905' })).toEqual({});
    expect(await errorsOf(findProductSchema(products), { upc: '10012345678902' })).toEqual({});
  });
  it('given a UPC of 11 or 13 characters, says item numbers must have 12 or 14', async () => {
    for (const upc of ['01234567890', '0123456789012']) {
      expect(await errorsOf(findProductSchema(), { upc })).toEqual({
        upc: 'Item numbers must contain 12 or 14 characters',
      });
    }
  });
  it('given more than 14 characters, says so', async () => {
    expect((await errorsOf(findProductSchema(), { upc: '012345678901234' })).upc).toBe(
      'Must be at most 14 characters',
    );
  });
  it('given a UPC that matches no product, says it was not found', async () => {
    expect(await errorsOf(findProductSchema(products), { upc: '999999999993' })).toEqual({
      upc: 'Product with this UPC code not found',
    });
  });
});

describe('expiration calculator form', () => {
  const schema = expirationSchema(calendarDate(2026, 5, 15));
  it('given a product, a Julian day and a year in the window, is valid', async () => {
    expect(await errorsOf(schema, { product: 'p1', julian: '112', year: '24' })).toEqual({});
  });
  it('requires the product', async () => {
    expect(await errorsOf(schema, { julian: '112', year: '24' })).toEqual({
      product: 'This field is required',
    });
  });
  it('given a Julian day of 0, 367 or more than 3 characters, says the Julian date is invalid', async () => {
    for (const julian of ['0', '367', '1000', '1a']) {
      expect((await errorsOf(schema, { product: 'p1', julian, year: '24' })).julian).toBe(
        'Invalid Julian date',
      );
    }
  });
  it('given a year outside the window or not two digits, says the two-digit year is invalid', async () => {
    for (const year of ['15', '27', '2024', '4']) {
      expect((await errorsOf(schema, { product: 'p1', julian: '10', year })).year).toBe(
        'Invalid two digit year',
      );
    }
  });
  it('given day 366 with a common year, says the year is not a leap year; a leap year is fine', async () => {
    expect(await errorsOf(schema, { product: 'p1', julian: '366', year: '25' })).toEqual({
      year: 'The selected year is not a leap year',
    });
    expect(await errorsOf(schema, { product: 'p1', julian: '366', year: '24' })).toEqual({});
  });
});

const validSample: GeneralSampleValues = {
  fname: 'Ana',
  lname: 'Lee',
  email: 'ana@harborgrill.com',
  phone: '508-555-0100',
  sample: ['p1', 'p2'],
  company: 'Harbor Grill',
  address: '1 Main St',
  zip: '01752',
  city: 'Marlborough',
  state: 'MA',
  website: 'harborgrill.example',
  distributor: 'North Foods',
  find: 'show',
  description: 'foodservice',
  segment: 'restaurant',
  locations: 'twoTen',
  captchaId: 'token',
};

describe('general sample form', () => {
  it('given complete values, is valid', async () => {
    expect(await errorsOf(generalSampleSchema, validSample)).toEqual({});
  });
  it("given no choice in the selects, marks each with 'Please, select an option'", async () => {
    const { find: _f, description: _d, segment: _s, locations: _l, ...rest } = validSample;
    expect(await errorsOf(generalSampleSchema, { ...rest, sample: [] })).toEqual({
      find: 'Please, select an option',
      description: 'Please, select an option',
      segment: 'Please, select an option',
      locations: 'Please, select an option',
      sample: 'Please, select an option',
    });
  });
  it("given an option value not in the list, says 'Please, select an option'", async () => {
    expect(await errorsOf(generalSampleSchema, { ...validSample, segment: 'Restaurant' })).toEqual({
      segment: 'Please, select an option',
    });
  });
  it('requires every text field except title and message', async () => {
    const errors = await errorsOf(generalSampleSchema, {
      ...validSample,
      ...Object.fromEntries(
        [
          'company',
          'address',
          'city',
          'state',
          'zip',
          'website',
          'distributor',
          'fname',
          'lname',
          'email',
          'phone',
        ].map((key) => [key, '']),
      ),
      title: '',
      message: '',
    });
    expect(Object.keys(errors).sort()).toEqual([
      'address',
      'city',
      'company',
      'distributor',
      'email',
      'fname',
      'lname',
      'phone',
      'state',
      'website',
      'zip',
    ]);
    expect(new Set(Object.values(errors))).toEqual(new Set(['This field is required']));
  });
  it('limits the title to 50 and the message to 500 characters', async () => {
    expect(
      await errorsOf(generalSampleSchema, {
        ...validSample,
        title: 'x'.repeat(50),
        message: 'x'.repeat(500),
      }),
    ).toEqual({});
    expect(
      await errorsOf(generalSampleSchema, {
        ...validSample,
        title: 'x'.repeat(51),
        message: 'x'.repeat(501),
      }),
    ).toEqual({
      title: 'Must be at most 50 characters',
      message: 'Must be at most 500 characters',
    });
  });
  it('given an unsolved captcha, asks to solve it', async () => {
    expect(await errorsOf(generalSampleSchema, { ...validSample, captchaId: '' })).toEqual({
      captchaId: 'Please solve the captcha.',
    });
  });
});

describe('sample payloads', () => {
  it('sends display names for find, description, segment and locations', () => {
    expect(toGeneralSamplePayload(validSample)).toMatchObject({
      find: 'Trade Show',
      description: 'Foodservice',
      segment: 'Restaurant',
      locations: '2-10',
      isConsumer: false,
    });
  });
  it("flags 'Personal Use' requests as consumer requests", () => {
    expect(toGeneralSamplePayload({ ...validSample, description: 'consumer' })).toMatchObject({
      description: 'Personal Use',
      isConsumer: true,
    });
  });
  it('turns a payload back into values that pass the same schema on the server', async () => {
    const values = fromGeneralSamplePayload(toGeneralSamplePayload(validSample));
    expect(values).toEqual(validSample);
    expect(await errorsOf(generalSampleSchema, values)).toEqual({});
  });
  it('sends the locations name for a portion-control request', () => {
    const values: PortionControlSampleValues = { ...validSample, locations: '11more' };
    expect(toPortionControlSamplePayload(values)).toMatchObject({ locations: '11+', isConsumer: false });
  });
});

describe('portion-control sample form', () => {
  it('given an empty form, requires every text field, a location choice and the captcha', async () => {
    expect(await errorsOf(portionControlSampleSchema, {})).toEqual({
      fname: 'This field is required',
      lname: 'This field is required',
      email: 'This field is required',
      phone: 'This field is required',
      company: 'This field is required',
      address: 'This field is required',
      zip: 'This field is required',
      city: 'This field is required',
      state: 'This field is required',
      website: 'This field is required',
      locations: 'Please, select an option',
      captchaId: 'Please solve the captcha.',
    });
  });

  it("holds its fields to the general sample form's rules, and asks nothing else", async () => {
    const values = { ...validSample, fname: 'x'.repeat(501), email: 'Ana@Example', website: '' };
    const general = await errorsOf(generalSampleSchema, values);
    const portion = await errorsOf(portionControlSampleSchema, values);
    expect(portion).toEqual({ fname: general.fname, email: general.email, website: general.website });
    expect(portion.fname).toBe('Must be at most 500 characters');
    expect(Object.keys(portionControlSampleSchema.fields)).toEqual([
      ...SINGLE_LINE_FIELDS.portionControlSample,
    ]);
  });
});

describe('contact form', () => {
  const valid = {
    message: 'Hello there',
    company: 'Harbor Grill',
    fname: 'Ana Lee',
    email: 'ana@harborgrill.com',
    city: 'Marlborough',
    state: 'MA',
    captcha: 'token',
  };
  it('given no phone, is valid (phone is optional)', async () => {
    expect(await errorsOf(contactSchema, valid)).toEqual({});
  });
  it('given an empty form, requires company, name, email, city, state, message and the captcha above', async () => {
    expect(await errorsOf(contactSchema, {})).toEqual({
      message: 'This field is required',
      company: 'This field is required',
      fname: 'This field is required',
      email: 'This field is required',
      city: 'This field is required',
      state: 'This field is required',
      captcha: 'Please solve the captcha above.',
    });
  });
});

describe('event registration form', () => {
  it('requires first name, last name, company and the captcha above', async () => {
    expect(await errorsOf(eventRegistrationSchema, {})).toEqual({
      fname: 'This field is required',
      lname: 'This field is required',
      company: 'This field is required',
      captcha: 'Please solve the captcha above.',
    });
    expect(
      await errorsOf(eventRegistrationSchema, { fname: 'A', lname: 'B', company: 'C', captcha: 't' }),
    ).toEqual({});
  });
});

describe('custom select option', () => {
  const schema = customSelectOptionSchema(['Restaurant', 'Food Truck']);
  it('accepts 3 and 599 characters and refuses 2 and 600', async () => {
    expect(await errorsOf(schema, { value: 'abc' })).toEqual({});
    expect(await errorsOf(schema, { value: 'x'.repeat(599) })).toEqual({});
    expect(await errorsOf(schema, { value: 'ab' })).toEqual({ value: 'Must be at least 3 characters' });
    expect(await errorsOf(schema, { value: 'x'.repeat(600) })).toEqual({
      value: 'Must be at most 599 characters',
    });
  });
  it('refuses an option that already exists, ignoring case and surrounding spaces', async () => {
    expect(await errorsOf(schema, { value: ' food truck ' })).toEqual({
      value: 'This option already exists',
    });
  });
});

describe('header-injection helpers', () => {
  it('finds CR, LF and NUL, and nothing in ordinary text', () => {
    expect(['a\rb', 'a\nb', 'a\0b'].map(hasControlChars)).toEqual([true, true, true]);
    expect(['Ana Lee', 'tab\tok', 42, undefined].map(hasControlChars)).toEqual([false, false, false, false]);
  });
  it('lists the single-line fields of each form, which its schema refuses line breaks in', async () => {
    expect(SINGLE_LINE_FIELDS.contact).not.toContain('message');
    for (const field of SINGLE_LINE_FIELDS.eventRegistration) {
      const values = { fname: 'A', lname: 'B', company: 'C', captcha: 't', [field]: 'x\ny' };
      expect(await errorsOf(eventRegistrationSchema, values)).toEqual({ [field]: 'This field is invalid' });
    }
  });
});
