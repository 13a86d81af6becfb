import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption } from '../../forms/storyHelpers';
import { composeStories } from '@storybook/react-vite';
import { MSG_AVAILABLE, MSG_BACK_TO_PRODUCT_SEARCH, sisterBrand } from '@larder/domain';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { storyCaptcha } from '../../forms/storyHelpers';
import { AvailabilityTool } from './AvailabilityTool';
import * as stories from './AvailabilityTool.stories';

vi.mock('altcha', () => ({}));

const { Default, Available, WebsiteInactive, FormLoadingCaptcha } = composeStories(stories);
const products = stories.default.args.products;
const required = {
  products,
  captcha: storyCaptcha,
  lookupZip: stories.default.args.lookupZip,
  onSubmit: async () => undefined,
};

describeConformance(AvailabilityTool, { name: 'AvailabilityTool', props: required });

describe('AvailabilityTool', () => {
  it('answers nothing until a product is picked', () => {
    renderWithProviders(<Default />);
    expect(screen.queryByText(MSG_AVAILABLE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'contact us online' })).not.toBeInTheDocument();
  });

  it("given a 'Website Active' product, shows 'Available' with the product's picture", () => {
    renderWithProviders(<Available />);
    expect(screen.getByText(MSG_AVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Buttermilk Ranch Dressing' })).toBeInTheDocument();
  });

  it('given an inactive product, tells the visitor to call the brand line in its hours', () => {
    renderWithProviders(<WebsiteInactive contact={{ ...sisterBrand, phone: '(508) 555-0199' }} />);
    expect(screen.queryByText(MSG_AVAILABLE)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(508) 555-0199' })).toHaveAttribute(
      'href',
      sisterBrand.phoneHref,
    );
    expect(screen.getByText(/This product is not currently available/)).toHaveTextContent(
      'Please call us at (508) 555-0199, 8:30 AM to 5:00 PM EST, Monday to Friday, or contact us online.',
    );
  });

  it('switching products switches the answer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Available />);
    await chooseOption(
      screen.getByRole('combobox', { name: 'Product' }),
      'Honey Mustard Sauce (KE3001)',
      user,
    );
    expect(screen.queryByText(MSG_AVAILABLE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'contact us online' })).toBeInTheDocument();
  });

  it('opens the form with the product ticked, and Back to Product Search returns', async () => {
    const user = userEvent.setup();
    const onScreenChange = vi.fn();
    renderWithProviders(
      <AvailabilityTool {...required} defaultValue="p-ke2001" onScreenChange={onScreenChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'contact us online' }));
    expect(screen.getByRole('form', { name: 'Availability inquiry' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Roman Caesar Dressing (KE2001)' })).toBeChecked();
    expect(onScreenChange).toHaveBeenLastCalledWith('form');
    await user.click(screen.getByRole('button', { name: MSG_BACK_TO_PRODUCT_SEARCH }));
    expect(screen.queryByRole('form', { name: 'Availability inquiry' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('p-ke2001');
    expect(onScreenChange).toHaveBeenLastCalledWith('search');
  });

  it('shows Loading... on the form screen until the captcha configuration is there', () => {
    renderWithProviders(<FormLoadingCaptcha />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('form', { name: 'Availability inquiry' })).not.toBeInTheDocument();
  });

  it('never opens the form without a product to ask about', () => {
    renderWithProviders(<AvailabilityTool {...required} defaultScreen="form" />);
    expect(screen.getByRole('heading', { name: 'Find your product' })).toBeInTheDocument();
  });

  it('when controlled, follows the value it is given', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = renderWithProviders(
      <AvailabilityTool {...required} value="p-ke1001" onValueChange={onValueChange} />,
    );
    expect(screen.getByText(MSG_AVAILABLE)).toBeInTheDocument();
    await chooseOption(
      screen.getByRole('combobox', { name: 'Product' }),
      'Roman Caesar Dressing (KE2001)',
      user,
    );
    expect(onValueChange).toHaveBeenLastCalledWith('p-ke2001');
    // The parent has not taken the change: the tool still shows its value.
    expect(screen.getByText(MSG_AVAILABLE)).toBeInTheDocument();
    rerender(<AvailabilityTool {...required} value={null} onValueChange={onValueChange} />);
    expect(screen.queryByText(MSG_AVAILABLE)).not.toBeInTheDocument();
  });
});
