import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import {
  DESCRIPTION_OPTIONS,
  MSG_EMAIL,
  MSG_REQUIRED,
  MSG_SELECT_ITEMS,
  MSG_SELECT_OPTION,
  contactSchema,
  inquirySchema,
  productEmailSchema,
  generalSampleSchema,
} from '@larder/domain';
import { renderWithProviders } from '../test/render';
import {
  Field,
  FieldError,
  MultiSelectField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  toFieldErrors,
  validateWith,
} from './index';

describe('validateWith', () => {
  it('gives each failing field the schema message, first rule first', () => {
    const errors = validateWith(contactSchema)({ email: 'Not-An-Email' });
    expect(errors).toMatchObject({ message: MSG_REQUIRED, company: MSG_REQUIRED, email: MSG_EMAIL });
    expect(errors).toMatchObject({ captcha: 'Please solve the captcha above.' });
  });

  it('returns undefined for valid values', () => {
    const values = {
      message: 'Hello there',
      company: 'Diner',
      fname: 'Ann',
      email: 'ann@diner.com',
      city: 'Boston',
      state: 'MA',
      captcha: 'token',
    };
    expect(validateWith(contactSchema)(values)).toBeUndefined();
  });

  it('puts the product email group error under its own path', () => {
    expect(validateWith(productEmailSchema)({ email: 'ann@diner.com' })).toEqual({
      attachments: MSG_SELECT_ITEMS,
    });
  });

  it('nests array item errors where final-form looks for them', () => {
    const errors = validateWith(inquirySchema('commerce'))({ products: [{ id: '' }] }) as Record<
      string,
      unknown
    >;
    expect(errors.products).toEqual([{ id: MSG_REQUIRED }]);
  });

  it('asks to pick an option for empty required selects', () => {
    expect(validateWith(generalSampleSchema)({})).toMatchObject({
      description: MSG_SELECT_OPTION,
      sample: MSG_SELECT_OPTION,
    });
  });
});

describe('toFieldErrors', () => {
  it('maps [{ param, msg }] to field errors and keeps the first message of a field', () => {
    expect(
      toFieldErrors([
        { param: 'email', msg: MSG_EMAIL },
        { param: 'email', msg: 'second' },
        { param: 'zip', msg: 'ZIP code must be exactly 5 digits' },
      ]),
    ).toEqual({ email: MSG_EMAIL, zip: 'ZIP code must be exactly 5 digits' });
  });

  it('collects errors of no known field under FORM_ERROR', () => {
    expect(toFieldErrors([{ param: 'body', msg: 'Too many requests' }, { msg: 'Later' }], ['email'])).toEqual(
      {
        [FORM_ERROR]: 'Too many requests Later',
      },
    );
  });

  it('gives undefined for no errors', () => {
    expect(toFieldErrors([])).toBeUndefined();
    expect(toFieldErrors(undefined)).toBeUndefined();
  });
});

describe('Field', () => {
  it('ties label, hint and error to the control', () => {
    renderWithProviders(
      <Field label="Email" hint="We never share it" error={MSG_EMAIL} required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription(`We never share it ${MSG_EMAIL}`);
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_EMAIL);
  });

  it('renders no alert without a message', () => {
    renderWithProviders(<FieldError />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

function TestForm({ onSubmit }: { onSubmit: (values: object) => unknown }) {
  return (
    <Form
      onSubmit={onSubmit as never}
      validate={validateWith(generalSampleSchema.pick(['fname', 'title', 'description', 'sample']))}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <TextField name="fname" label="First name" required />
          <TextAreaField name="title" label="Title" counter={50} />
          <SelectField name="description" label="Description" options={DESCRIPTION_OPTIONS} required />
          <MultiSelectField
            name="sample"
            label="Products"
            options={[
              { value: 'p1', label: 'Ranch' },
              { value: 'p2', label: 'Caesar' },
            ]}
          />
          <SubmitButton sendingLabel="Sending, please wait...">Submit</SubmitButton>
        </form>
      )}
    />
  );
}

describe('field adapters', { timeout: 20000 }, () => {
  it('show schema messages after a submit attempt and clear a select error once a value is picked', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const select = screen.getByRole('combobox', { name: 'Description' });
    expect(select).toHaveAccessibleDescription(MSG_SELECT_OPTION);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(MSG_REQUIRED);
    await userEvent.selectOptions(select, 'Foodservice');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAccessibleDescription(MSG_SELECT_OPTION);
  });

  it('counts the characters of a text area against its limit', async () => {
    renderWithProviders(<TestForm onSubmit={vi.fn()} />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAccessibleDescription('0/50 characters');
    await userEvent.type(title, 'Chef');
    expect(title).toHaveAccessibleDescription('4/50 characters');
  });

  it('shows server field errors on the matching field until it is edited', async () => {
    const onSubmit = vi.fn(async () => ({ fname: 'Name refused by server' }));
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Description' }), 'Foodservice');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Caesar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fname: 'Ann', description: 'foodservice', sample: ['p2'] }),
      expect.anything(),
      expect.anything(),
    );
    const fname = screen.getByRole('textbox', { name: 'First name' });
    expect(await screen.findByText('Name refused by server')).toBeInTheDocument();
    expect(fname).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(fname, 'e');
    expect(screen.queryByText('Name refused by server')).not.toBeInTheDocument();
  });

  it('replaces the submit button with a disabled sending button while the request runs', async () => {
    let resolve: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Description' }), 'Foodservice');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ranch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Sending, please wait...' })).toBeDisabled();
    resolve();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
