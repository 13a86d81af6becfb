import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption } from '../../forms/storyHelpers';
import { MSG_AT_LEAST_ONE_FIELD, MSG_ITEM_NUMBER_LENGTH, MSG_UPC_NOT_FOUND } from '@larder/domain';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { FindProduct, type FindProductProps } from './FindProduct';
import { faqProducts } from './FindProduct.fixtures';

describeConformance(FindProduct, {
  name: 'FindProduct',
  props: { products: faqProducts, value: null, onChange: () => undefined },
});

/** A page holding the choice, with a Clear button as the expiration tool has. */
function Page(props: Partial<FindProductProps> & { onPick?: (id: string | null) => void }) {
  const { onPick, ...rest } = props;
  const [value, setValue] = useState<string | null>(rest.value ?? null);
  return (
    <>
      <FindProduct
        products={faqProducts}
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          onPick?.(next);
        }}
      />
      <button type="button" onClick={() => setValue(null)}>
        Clear
      </button>
    </>
  );
}

const product = () => screen.getByRole('combobox', { name: 'Product' });
const upc = () => screen.getByRole('textbox', { name: 'UPC' });

describe('FindProduct', () => {
  it('offers every product by name and code after an empty choice', () => {
    renderWithProviders(<Page />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Select a product',
      'Ranch Dressing (KE1001)',
      'Italian Dressing (KE1002)',
      'Caesar Dressing (KE1003)',
    ]);
    expect(upc()).toHaveAttribute('maxLength', '14');
  });

  it('reports the product picked in the dropdown', async () => {
    const onPick = vi.fn();
    renderWithProviders(<Page onPick={onPick} />);
    await chooseOption(product(), 'Italian Dressing (KE1002)', userEvent);
    expect(onPick).toHaveBeenLastCalledWith('ke1002');
    expect(product()).toHaveValue('ke1002');
  });

  it('selects the product whose upc12 or upc matches a UPC of 12 or more characters', async () => {
    const onPick = vi.fn();
    renderWithProviders(<Page onPick={onPick} />);
    await userEvent.type(upc(), '07465810022');
    expect(onPick).not.toHaveBeenCalledWith('ke1003');
    await userEvent.type(upc(), '1');
    expect(onPick).toHaveBeenLastCalledWith('ke1003');
    expect(product()).toHaveValue('ke1003');

    await userEvent.clear(upc());
    await userEvent.type(upc(), '10074658100228');
    expect(product()).toHaveValue('ke1003');
    expect(upc()).not.toBeInvalid();
  });

  it('selects the product of a UPC typed before the product list arrived, once it arrives', async () => {
    const onPick = vi.fn();
    const { rerender } = renderWithProviders(<Page onPick={onPick} products={[]} />);
    await userEvent.type(upc(), '074658100221');
    expect(onPick).not.toHaveBeenCalledWith('ke1003');
    rerender(<Page onPick={onPick} products={faqProducts} />);
    await vi.waitFor(() => expect(onPick).toHaveBeenLastCalledWith('ke1003'));
    expect(product()).toHaveValue('ke1003');
  });

  it('clears the UPC when a product is picked, and the product when a UPC is typed', async () => {
    const onPick = vi.fn();
    renderWithProviders(<Page onPick={onPick} value="ke1001" />);
    await userEvent.type(upc(), '0');
    expect(product()).toHaveValue('');
    expect(onPick).toHaveBeenLastCalledWith(null);

    await chooseOption(product(), 'Ranch Dressing (KE1001)', userEvent);
    expect(upc()).toHaveValue('');
    expect(onPick).toHaveBeenLastCalledWith('ke1001');
  });

  it("says 'Product with this UPC code not found' for a full UPC that matches nothing", async () => {
    renderWithProviders(<Page />);
    await userEvent.type(upc(), '123456789012');
    expect(upc()).toHaveAccessibleDescription(MSG_UPC_NOT_FOUND);
    expect(upc()).toBeInvalid();
    expect(product()).toHaveValue('');
  });

  it('asks for 12 or 14 characters once the visitor leaves a UPC of another length', async () => {
    renderWithProviders(<Page />);
    await userEvent.type(upc(), '12345');
    expect(screen.queryByText(MSG_ITEM_NUMBER_LENGTH)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(upc()).toHaveAccessibleDescription(MSG_ITEM_NUMBER_LENGTH);
  });

  it('keeps at most 14 characters', async () => {
    renderWithProviders(<Page />);
    await userEvent.type(upc(), '1234567890123456');
    expect(upc()).toHaveValue('12345678901234');
  });

  it("says 'At least one field must be filled' when asked for an answer with nothing chosen", () => {
    const { rerender } = renderWithProviders(
      <FindProduct products={faqProducts} value={null} onChange={() => undefined} showErrors />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_AT_LEAST_ONE_FIELD);
    expect(product()).toHaveAccessibleDescription(MSG_AT_LEAST_ONE_FIELD);
    expect(upc()).toHaveAccessibleDescription(MSG_AT_LEAST_ONE_FIELD);

    rerender(<FindProduct products={faqProducts} value="ke1001" onChange={() => undefined} showErrors />);
    expect(screen.queryByText(MSG_AT_LEAST_ONE_FIELD)).not.toBeInTheDocument();
  });

  it('forgets the UPC when the caller clears the choice', async () => {
    renderWithProviders(<Page />);
    await userEvent.type(upc(), '074658100139');
    expect(product()).toHaveValue('ke1001');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(upc()).toHaveValue('');
    expect(product()).toHaveValue('');
  });

  it('locks both fields when disabled', () => {
    renderWithProviders(
      <FindProduct products={faqProducts} value={null} onChange={() => undefined} disabled />,
    );
    expect(product()).toBeDisabled();
    expect(upc()).toBeDisabled();
  });
});
