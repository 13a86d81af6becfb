import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  MSG_AVAILABLE,
  MSG_BACK_TO_PRODUCT_SEARCH,
  MSG_INQUIRY_SUCCESS_TITLE,
  defaultBrand,
  type FaqProduct,
} from '@larder/domain';
import { chooseOption, chosenValue, fillFields, solveCaptcha, storyCaptcha } from '../../forms/storyHelpers';
import { productSummary } from '../../test/fixtures';
import type { ZipLookupResult } from '../ZipField';
import { AvailabilityTool, type AvailabilityToolProps } from './AvailabilityTool';

const bottle =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">' +
      '<rect width="160" height="160" fill="#f3ead8"/><rect x="55" y="30" width="50" height="110" rx="10" fill="#1f5a3a"/>' +
      '<rect x="68" y="14" width="24" height="20" fill="#133d26"/></svg>',
  );

function product(overrides: Partial<FaqProduct>): FaqProduct {
  return {
    id: 'p-ke1001',
    slug: 'ke1001-buttermilk-ranch-dressing',
    name: 'Buttermilk Ranch Dressing',
    productCode: 'KE1001',
    status: 'Website Active',
    websiteGroup: 'buttermilk-ranch',
    packaging: 'gallon',
    upc: '074658100139',
    upc12: '074658100139',
    shelfLife: 365,
    images: {
      website: bottle,
      websiteThumbnail: null,
      each: null,
      case: null,
      souflet: null,
      innerCase: null,
    },
    claims: productSummary().claims,
    ...overrides,
  };
}

const products: FaqProduct[] = [
  product({}),
  product({
    id: 'p-ke2001',
    slug: 'ke2001-roman-caesar-dressing',
    name: 'Roman Caesar Dressing',
    productCode: 'KE2001',
    status: 'Website Inactive',
    upc: '074658200129',
    upc12: '074658200129',
  }),
  product({
    id: 'p-ke3001',
    slug: 'ke3001-honey-mustard-sauce',
    name: 'Honey Mustard Sauce',
    productCode: 'KE3001',
    status: 'Deactivated',
    upc: '074658300126',
    upc12: '074658300126',
  }),
];

const lookupZip = fn(async (): Promise<ZipLookupResult> => ({
  success: true,
  city: 'Marlborough',
  state: 'MA',
  cityFound: true,
  error: null,
  errorType: null,
}));

const meta = {
  title: 'FAQ/AvailabilityTool',
  component: AvailabilityTool,
  args: {
    products,
    captcha: storyCaptcha,
    lookupZip,
    onSubmit: fn<AvailabilityToolProps['onSubmit']>(async () => undefined),
    onValueChange: fn(),
    onScreenChange: fn(),
  },
} satisfies Meta<typeof AvailabilityTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const productSelect = (root: HTMLElement) => within(root).getByRole('combobox', { name: 'Product' });
const contactOnline = (root: HTMLElement) =>
  userEvent.click(within(root).getByRole('button', { name: 'contact us online' }));

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Find your product' })).toBeVisible();
    await chooseOption(productSelect(canvasElement), 'Buttermilk Ranch Dressing (KE1001)');
    await expect(canvas.getByText(MSG_AVAILABLE)).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('p-ke1001');
  },
};

export const Available: Story = {
  args: { defaultValue: 'p-ke1001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MSG_AVAILABLE)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Buttermilk Ranch Dressing' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'contact us online' })).not.toBeInTheDocument();
  },
};

export const WebsiteInactive: Story = {
  args: { defaultValue: 'p-ke2001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(MSG_AVAILABLE)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: defaultBrand.phone })).toHaveAttribute(
      'href',
      defaultBrand.phoneHref,
    );
    await expect(canvas.getByText(/8:30 AM to 5:00 PM EST, Monday to Friday/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'contact us online' })).toBeVisible();
  },
};

/** The product is found by its UPC; a deactivated one is answered like an inactive one. */
export const DeactivatedByUpc: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'UPC' }), '074658300126');
    await expect(chosenValue(productSelect(canvasElement))).toBe('p-ke3001');
    await expect(canvas.getByText('Honey Mustard Sauce (KE3001)', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'contact us online' })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('p-ke3001');
  },
};

/** 'contact us online' swaps to the form with the product ticked; going back drops what was typed. */
export const ContactOnline: Story = {
  args: { defaultValue: 'p-ke2001' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await contactOnline(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Ask about Roman Caesar Dressing (KE2001)' });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByRole('checkbox', { name: 'Roman Caesar Dressing (KE2001)' })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Buttermilk Ranch Dressing (KE1001)' }),
    ).not.toBeChecked();
    await expect(canvas.queryByRole('combobox', { name: 'Product' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company' }), "Ann's Diner");
    await userEvent.click(canvas.getByRole('button', { name: MSG_BACK_TO_PRODUCT_SEARCH }));
    await expect(canvas.getByRole('heading', { name: 'Find your product' })).toHaveFocus();
    await expect(chosenValue(productSelect(canvasElement))).toBe('p-ke2001');
    await contactOnline(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveValue('');
    await expect(args.onScreenChange).toHaveBeenCalledTimes(3);
    await expect(args.onScreenChange).toHaveBeenLastCalledWith('form');
  },
};

export const FormLoadingCaptcha: Story = {
  args: { defaultValue: 'p-ke2001', defaultScreen: 'form', captcha: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByRole('button', { name: MSG_BACK_TO_PRODUCT_SEARCH })).toBeVisible();
  },
};

/** A sent inquiry opens the success modal; closing it returns to the product search. */
export const SubmitReturnsToSearch: Story = {
  args: { defaultValue: 'p-ke3001', defaultScreen: 'form' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP code' }), '01752');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Marlborough'));
    await fillFields(canvasElement, {
      Company: "Ann's Diner",
      'Full name': 'Ann Baker',
      Email: 'ann@diner.com',
      Phone: '508-555-0100',
      Message: 'Can I still order the honey mustard?',
    });
    await solveCaptcha(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: MSG_INQUIRY_SUCCESS_TITLE });
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ products: [{ id: 'p-ke3001' }], inquirySource: 'availabilityForm' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByRole('heading', { name: 'Find your product' })).toBeVisible();
    await expect(chosenValue(productSelect(canvasElement))).toBe('p-ke3001');
  },
};

export const Steakhouse: Story = {
  globals: { brand: 'steakhouse' },
  args: { defaultValue: 'p-ke1001' },
};
