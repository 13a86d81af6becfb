import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  MSG_CAPTCHA_SOLVE,
  MSG_GENERIC_FAILURE,
  MSG_LOADING_FIELD,
  MSG_RELOAD_PAGE,
  MSG_REQUIRED,
  MSG_SAMPLE_SUCCESS_TEXT,
  MSG_SAMPLE_SUCCESS_TITLE,
  MSG_SELECT_OPTION,
  MSG_SENDING,
  maxCharsMessage,
} from '@larder/domain';
import { themes } from '../../theme';
import {
  chooseEntry,
  chosenEntries,
  entriesField,
  selectOptions,
  solveCaptcha,
  storyCaptcha,
} from '../../forms/storyHelpers';
import { GeneralSampleForm, type SampleProduct, type GeneralSampleFormProps } from './GeneralSampleForm';

const products: SampleProduct[] = [
  { id: 'p-ke1001', name: 'Buttermilk Ranch Dressing', productCode: 'KE1001' },
  { id: 'p-ke1002', name: 'Lite Ranch Dressing', productCode: 'KE1002' },
  { id: 'p-ke2001', name: 'Roman Caesar Dressing', productCode: 'KE2001' },
];

const meta = {
  title: 'Forms/GeneralSampleForm',
  component: GeneralSampleForm,
  args: {
    captcha: storyCaptcha,
    products,
    onSubmit: fn<GeneralSampleFormProps['onSubmit']>(async () => undefined),
    onDone: fn(),
    onFailureClose: fn(),
    communityClubUrl: 'https://club.marlows.example/',
  },
} satisfies Meta<typeof GeneralSampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Pastes into the text fields named by their labels: this form has ten, and typing them key by key (each key
 * validating the whole form) takes most of a story's time limit on a loaded machine.
 */
async function pasteFields(root: HTMLElement, values: Record<string, string>) {
  const canvas = within(root);
  for (const [label, value] of Object.entries(values)) {
    await userEvent.click(canvas.getByRole('textbox', { name: label }));
    await userEvent.paste(value);
  }
}

async function fillValid(root: HTMLElement) {
  await selectOptions(root, { 'Which best describes you?': 'Foodservice' });
  await pasteFields(root, {
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
  });
  await selectOptions(root, {
    State: 'Massachusetts',
    Segment: 'Restaurant',
    'Number of locations': '2-10',
    'How did you hear about us?': 'Trade Show',
  });
  await chooseEntry(root, 'Products to sample', 'Lite Ranch Dressing (KE1002)');
  await solveCaptcha(root);
}

const submit = (root: HTMLElement) => userEvent.click(within(root).getByRole('button', { name: 'Submit' }));

export const Default: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    await selectOptions(canvasElement, { 'Which best describes you?': 'Foodservice' });
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Segment' })).toHaveAccessibleDescription(
      MSG_SELECT_OPTION,
    );
    await expect(entriesField(canvasElement, 'Products to sample')).toHaveAccessibleDescription(
      expect.stringContaining(MSG_SELECT_OPTION),
    );
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription(MSG_REQUIRED);
    await expect(canvas.getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(
      MSG_CAPTCHA_SOLVE,
    );
    await selectOptions(canvasElement, { Segment: 'Healthcare' });
    await expect(canvas.getByRole('combobox', { name: 'Segment' })).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Title (max 50) and message (max 500) count their characters as the visitor types; past the limit the counter
 * turns red and, once the field is left, the max message shows under it (spec §5, §9).
 */
export const CharacterCounters: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    // The brand the story runs in (the story tests run every story in both).
    const danger = themes[globals.brand === 'steakhouse' ? 'steakhouse' : 'foodservice'].color.danger;
    const title = canvas.getByRole('textbox', { name: 'Title' });
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await expect(title).toHaveAccessibleDescription('0/50 characters');
    await expect(message).toHaveAccessibleDescription('0/500 characters');

    // 49 characters pasted, then typed past the limit. Each check waits for the form's re-render (final-form
    // validates asynchronously), so a loaded machine cannot catch the page between two states.
    await userEvent.click(title);
    await userEvent.paste('Executive Chef and Director of Culinary Operation');
    await waitFor(() => expect(title).toHaveAccessibleDescription('49/50 characters'));
    await userEvent.type(title, 's');
    await waitFor(() => expect(title).toHaveAccessibleDescription('50/50 characters'));
    await expect(canvas.getByText('50/50 characters')).not.toHaveStyle({ color: danger });
    await userEvent.type(title, '!');
    await waitFor(() => expect(canvas.getByText('51/50 characters')).toHaveStyle({ color: danger }));
    await userEvent.tab();
    await waitFor(() => expect(title).toHaveAccessibleDescription(`51/50 characters ${maxCharsMessage(50)}`));
    await expect(title).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(message);
    await userEvent.paste('Please send the ranch samples to the back door. '.repeat(11).slice(0, 499));
    await waitFor(() => expect(message).toHaveAccessibleDescription('499/500 characters'));
    await userEvent.type(message, '.');
    await waitFor(() => expect(message).toHaveAccessibleDescription('500/500 characters'));
    await expect(message).not.toHaveAttribute('aria-invalid');
    await userEvent.type(message, '.');
    await waitFor(() => expect(canvas.getByText('501/500 characters')).toHaveStyle({ color: danger }));
    await userEvent.tab();
    await waitFor(() =>
      expect(message).toHaveAccessibleDescription(`501/500 characters ${maxCharsMessage(500)}`),
    );

    await submit(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PersonalUse: Story = {
  play: async ({ canvasElement }) => {
    await selectOptions(canvasElement, { 'Which best describes you?': 'Personal Use' });
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'our community club (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: 'Company' })).not.toBeInTheDocument();
  },
};

export const ProductsLoading: Story = {
  args: { products: [], productsStatus: 'loading' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('combobox', { name: /^Products to sample/ });
    await expect(field).toBeDisabled();
    await expect(field).toHaveAttribute('placeholder', MSG_LOADING_FIELD);
  },
};

export const ProductsError: Story = {
  args: { products: [], productsStatus: 'error' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: /^Products to sample/ }),
    ).toHaveAttribute('placeholder', MSG_RELOAD_PAGE);
  },
};

export const Prefilled: Story = {
  args: { initialSample: ['p-ke2001'] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(chosenEntries(canvasElement, 'Chosen products')).toEqual(['Roman Caesar Dressing (KE2001)']),
    );
  },
};

export const Sending: Story = {
  args: { onSubmit: fn<GeneralSampleFormProps['onSubmit']>(() => new Promise<undefined>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: MSG_SENDING })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await fillValid(canvasElement);
    await submit(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: MSG_SAMPLE_SUCCESS_TITLE });
    await expect(dialog).toHaveAccessibleDescription(MSG_SAMPLE_SUCCESS_TEXT);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ sample: ['p-ke1002'], segment: 'restaurant', captchaId: 'captcha-token' }),
    );
  },
};

export const Failure: Story = {
  args: { onSubmit: fn<GeneralSampleFormProps['onSubmit']>(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await submit(canvasElement);
    await expect(await screen.findByRole('dialog', { name: MSG_GENERIC_FAILURE })).toBeInTheDocument();
  },
};

export const ServerFieldErrors: Story = {
  args: {
    onSubmit: fn<GeneralSampleFormProps['onSubmit']>(async () => ({ website: 'Please enter a valid URL' })),
  },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await submit(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription(
        'Please enter a valid URL',
      ),
    );
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
