import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MSG_CAPTCHA_SOLVE,
  MSG_CUSTOM_OPTION_DUPLICATE,
  MSG_GENERIC_FAILURE,
  MSG_REQUIRED,
  MSG_SAMPLE_SUCCESS_TITLE,
  MSG_SELECT_OPTION,
  MSG_SENDING,
  maxCharsMessage,
} from '@larder/domain';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import {
  chooseEntry,
  chosenEntries,
  entriesField,
  fillFields,
  selectOptions,
  solveCaptcha,
  storyCaptcha,
} from '../../forms/storyHelpers';
import { GeneralSampleForm } from './GeneralSampleForm';
import * as stories from './GeneralSampleForm.stories';

vi.mock('altcha', () => ({}));

const products = [
  { id: 'p-ke1001', name: 'Buttermilk Ranch Dressing', productCode: 'KE1001' },
  { id: 'p-ke1002', name: 'Lite Ranch Dressing', productCode: 'KE1002' },
];

const { Default, ProductsLoading, ProductsError, Prefilled } = composeStories(stories);

describeConformance(GeneralSampleForm, {
  name: 'GeneralSampleForm',
  props: { captcha: storyCaptcha, products: [], onSubmit: async () => undefined },
  refType: HTMLFormElement,
});

async function fillValid() {
  const root = document.body;
  await selectOptions(root, { 'Which best describes you?': 'Foodservice' }, userEvent);
  await fillFields(
    root,
    {
      'First name': 'Ann',
      'Last name': 'Baker',
      Email: 'ann@diner.com',
      Phone: '508-555-0100',
      Company: "Ann's Diner",
      Address: '1 Main St',
      'ZIP code': '01752',
      City: 'Marlborough',
      Website: 'annsdiner.com',
      Distributor: 'Sysco',
    },
    userEvent,
  );
  await selectOptions(
    root,
    {
      State: 'Massachusetts',
      Segment: 'Restaurant',
      'Number of locations': '2-10',
      'How did you hear about us?': 'Trade Show',
    },
    userEvent,
  );
  await chooseEntry(root, 'Products to sample', 'Lite Ranch Dressing (KE1002)', userEvent);
  await solveCaptcha(root);
}

describe('GeneralSampleForm', { timeout: 20000 }, () => {
  it('submitted empty, asks for every select and required field and blocks the submit', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<GeneralSampleForm captcha={storyCaptcha} products={products} onSubmit={onSubmit} />);
    await selectOptions(document.body, { 'Which best describes you?': 'Foodservice' }, userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const name of ['Segment', 'Number of locations', 'How did you hear about us?']) {
      expect(screen.getByRole('combobox', { name })).toHaveAccessibleDescription(MSG_SELECT_OPTION);
    }
    expect(entriesField(document.body, 'Products to sample')).toHaveAccessibleDescription(
      expect.stringContaining(MSG_SELECT_OPTION),
    );
    for (const name of ['Company', 'Address', 'City', 'ZIP code', 'Website', 'Distributor', 'First name']) {
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription(MSG_REQUIRED);
    }
    expect(screen.getByRole('textbox', { name: 'Title' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(MSG_CAPTCHA_SOLVE);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts title and message characters and refuses more than 50 and 500', async () => {
    renderWithProviders(<Default />);
    await selectOptions(document.body, { 'Which best describes you?': 'Foodservice' }, userEvent);
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.click(title);
    await userEvent.paste('x'.repeat(51));
    await userEvent.tab();
    expect(title).toHaveAccessibleDescription(`51/50 characters ${maxCharsMessage(50)}`);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('0/500 characters');
  });

  it("'Personal Use' hides the form and the submit button and links the community club in a new tab", async () => {
    renderWithProviders(<Default />);
    await selectOptions(document.body, { 'Which best describes you?': 'Personal Use' }, userEvent);
    const link = screen.getByRole('link', { name: /community club \(opens in a new tab\)/ });
    expect(link).toHaveAttribute('href', 'https://club.marlows.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Company' })).not.toBeInTheDocument();
  });

  it("shows 'Loading ...' in the disabled product field while the list loads", () => {
    renderWithProviders(<ProductsLoading />);
    const field = screen.getByRole('combobox', { name: /^Products to sample/ });
    expect(field).toBeDisabled();
    expect(field).toHaveAttribute('placeholder', 'Loading ...');
  });

  it("given a failed product list, shows 'Error. Reload the page.'", () => {
    renderWithProviders(<ProductsError />);
    expect(screen.getByRole('combobox', { name: /^Products to sample/ })).toHaveAttribute(
      'placeholder',
      'Error. Reload the page.',
    );
  });

  it('server-renders the products as a checkbox list that posts without JavaScript', () => {
    const html = renderToString(<Default />);
    const page = document.createElement('div');
    page.innerHTML = html;
    document.body.append(page);
    expect(within(page).getByRole('group', { name: 'Products to sample' })).toBeInTheDocument();
    const boxes = within(page).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.name, box.value])).toContainEqual(['sample', 'p-ke1002']);
    expect(within(page).queryByRole('combobox', { name: /^Products to sample/ })).toBeNull();
    page.remove();
  });

  it('sends a product the visitor added by name with the listed ones', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<GeneralSampleForm captcha={storyCaptcha} products={products} onSubmit={onSubmit} />);
    await fillValid();
    const field = screen.getByRole('combobox', { name: /^Products to sample/ });
    await userEvent.type(field, 'Lite ranch dressing (ke1002){Escape}{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_CUSTOM_OPTION_DUPLICATE);
    await userEvent.clear(field);
    await userEvent.type(field, '  Smoky Chipotle Aioli {Escape}{Enter}');
    expect(chosenEntries(document.body, 'Chosen products')).toEqual([
      'Lite Ranch Dressing (KE1002)',
      'Smoky Chipotle Aioli',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ sample: ['p-ke1002', 'Smoky Chipotle Aioli'] }),
      ),
    );
  });

  it('given initialSample, ticks those products once the list is ready', async () => {
    renderWithProviders(<Prefilled />);
    await waitFor(() =>
      expect(chosenEntries(document.body, 'Chosen products')).toEqual(['Roman Caesar Dressing (KE2001)']),
    );
  });

  it('sends the values, shows the sending button, then the success modal; closing resets and calls onDone', async () => {
    let resolve: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<undefined>((r) => (resolve = () => r(undefined))));
    const onDone = vi.fn();
    renderWithProviders(
      <GeneralSampleForm captcha={storyCaptcha} products={products} onSubmit={onSubmit} onDone={onDone} />,
    );
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: MSG_SENDING })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({
      description: 'foodservice',
      fname: 'Ann',
      lname: 'Baker',
      email: 'ann@diner.com',
      phone: '508-555-0100',
      company: "Ann's Diner",
      address: '1 Main St',
      zip: '01752',
      city: 'Marlborough',
      state: 'MA',
      website: 'annsdiner.com',
      distributor: 'Sysco',
      segment: 'restaurant',
      locations: 'twoTen',
      find: 'show',
      sample: ['p-ke1002'],
      captchaId: 'captcha-token',
    });
    resolve();
    const dialog = await screen.findByRole('dialog', { name: MSG_SAMPLE_SUCCESS_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('combobox', { name: 'Which best describes you?' })).toHaveValue('');
  });

  it('on failure, shows the failure modal; closing it completes the flow and keeps the values', async () => {
    const onFailureClose = vi.fn();
    renderWithProviders(
      <GeneralSampleForm
        captcha={storyCaptcha}
        products={products}
        onSubmit={vi.fn(async () => Promise.reject(new Error('500')))}
        onFailureClose={onFailureClose}
      />,
    );
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: MSG_GENERIC_FAILURE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onFailureClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue("Ann's Diner");
  });
});
