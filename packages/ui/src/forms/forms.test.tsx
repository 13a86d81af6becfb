import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption } from './storyHelpers';
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
  SubmitFlowForm,
  TextAreaField,
  TextField,
  toFieldErrors,
  validateWith,
  type SubmitFlowFormProps,
} from './index';
import { useCaptchaResetKey } from './captchaReset';

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
    await chooseOption(select, 'Foodservice', userEvent);
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

  it("text fields and text areas both run the consumer's change handler and keep the value in the form", async () => {
    const onInput = vi.fn();
    const onArea = vi.fn();
    const onSubmit = vi.fn();
    renderWithProviders(
      <Form
        onSubmit={onSubmit}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <TextField name="title" label="Title" counter={50} onChange={onInput} />
            <TextAreaField name="note" label="Note" counter={500} onChange={onArea} />
            <button type="submit">Send</button>
          </form>
        )}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Chef');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Hi');
    expect(onInput).toHaveBeenCalledTimes(4);
    expect(onArea).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription('2/500 characters');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { title: 'Chef', note: 'Hi' },
      expect.anything(),
      expect.anything(),
    );
  });

  it('shows server field errors on the matching field until it is edited', async () => {
    const onSubmit = vi.fn(async () => ({ fname: 'Name refused by server' }));
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');
    await chooseOption(screen.getByRole('combobox', { name: 'Description' }), 'Foodservice', userEvent);
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
    await chooseOption(screen.getByRole('combobox', { name: 'Description' }), 'Foodservice', userEvent);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ranch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Sending, please wait...' })).toBeDisabled();
    resolve();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});

describe('SubmitFlowForm', { timeout: 20000 }, () => {
  const validate = (values: { name?: string }) => (values.name ? undefined : { name: MSG_REQUIRED });

  function ResetKey() {
    return <output aria-label="Captcha reset key">{useCaptchaResetKey()}</output>;
  }

  function FlowForm(props: Partial<SubmitFlowFormProps<{ name?: string }>>) {
    return (
      <SubmitFlowForm<{ name?: string }>
        aria-label="Flow form"
        onSubmit={async () => undefined}
        validate={validate}
        failureMessage="Oops! Something went wrong."
        successTitle="Sent!"
        successText="We will be in touch."
        {...props}
      >
        <TextField name="name" label="Name" required />
        <ResetKey />
        <SubmitButton sendingLabel="Sending, please wait...">Submit</SubmitButton>
      </SubmitFlowForm>
    );
  }

  it('after a success, shows the success modal; closing it resets the fields and the captcha, then calls onDone', async () => {
    const onDone = vi.fn();
    renderWithProviders(<FlowForm initialValues={{ name: 'Ann' }} onDone={onDone} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Bea');
    expect(screen.getByRole('status', { name: 'Captcha reset key' })).toHaveTextContent('0');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sent!' });
    expect(dialog).toHaveTextContent('We will be in touch.');
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann');
    expect(screen.getByRole('status', { name: 'Captcha reset key' })).toHaveTextContent('1');
  });

  it('restarts with resetValues when given, so a prefilled value is cleared too', async () => {
    renderWithProviders(<FlowForm initialValues={{ name: 'Ann' }} resetValues={{}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Sent!' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('waits doneDelayMs after the success modal closes before calling onDone', async () => {
    const onDone = vi.fn();
    renderWithProviders(<FlowForm initialValues={{ name: 'Ann' }} doneDelayMs={300} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Sent!' });
    await userEvent.keyboard('{Escape}');
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it('after a rejection, shows the failure modal; closing it keeps the values and calls onFailureClose', async () => {
    const onFailureClose = vi.fn();
    renderWithProviders(
      <FlowForm
        initialValues={{ name: 'Ann' }}
        onSubmit={async () => {
          throw new Error('Network down');
        }}
        onFailureClose={onFailureClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onFailureClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann');
    expect(screen.getByRole('status', { name: 'Captcha reset key' })).toHaveTextContent('0');
  });

  it("with useErrorMessage, the failure modal shows the error's own message", async () => {
    renderWithProviders(
      <FlowForm
        initialValues={{ name: 'Ann' }}
        useErrorMessage
        onSubmit={async () => {
          throw new Error('Registration is closed.');
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Registration is closed.' })).toBeInTheDocument();
  });

  it('shows server field errors on their field and opens no modal', async () => {
    renderWithProviders(
      <FlowForm initialValues={{ name: 'Ann' }} onSubmit={async () => ({ name: 'Name refused' })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name refused')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
