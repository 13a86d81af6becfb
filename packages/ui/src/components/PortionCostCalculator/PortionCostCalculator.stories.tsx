import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG_PORTION_POSITIVE, MSG_PRICE_NUMBER, type Nutrition } from '@larder/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { chosenValue } from '../../forms/storyHelpers';
import { ranchCup, ranchGallon } from '../ProductTile/fixtures';
import { PortionCostCalculator } from './PortionCostCalculator';

const meta = {
  title: 'Catalogue/PortionCostCalculator',
  component: PortionCostCalculator,
  args: { product: ranchGallon, action: '/products/ke1001-buttermilk-ranch-dressing' },
} satisfies Meta<typeof PortionCostCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the form, in the product's default unit, and what it will tell. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Portion and cost' })).toBeVisible();
    await expect(chosenValue(canvas.getByRole('combobox', { name: 'Unit' }))).toBe('fl-oz');
    await expect(
      canvas.getByText(
        'Enter a portion size to see the servings in a case and the nutrition of one portion.',
      ),
    ).toBeVisible();
  },
};

/** A portion from the page's query (`?portion=1.5&portionUnit=fl-oz`): servings per case and nutrition. */
export const WithPortion: Story = {
  args: { defaultPortion: '1.5', defaultUnit: 'fl-oz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 4 × 1 gal = 512 fl oz; 512 / 1.5 = 341 whole servings.
    await expect(canvas.getByText('Servings per case').nextElementSibling).toHaveTextContent('341');
    await expect(canvas.getByRole('row', { name: 'Calories 210' })).toBeVisible();
    await expect(
      canvas.getByText('Add a case price to see the cost per serving and per 100 servings.'),
    ).toBeVisible();
  },
};

/** Used by keyboard only: portion, unit and case price; every answer updates as the operator types. */
export const WithPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Portion size' })).toHaveFocus();
    await userEvent.keyboard('2');
    await userEvent.tab();
    const unit = canvas.getByRole('combobox', { name: 'Unit' });
    await expect(unit).toHaveFocus();
    if (unit instanceof HTMLSelectElement) {
      await userEvent.selectOptions(unit, 'tbsp (tablespoons)');
    } else {
      // The styled list (a fine pointer): Enter opens it, typeahead moves to the unit, Enter chooses it.
      await userEvent.keyboard('{Enter}');
      const list = await screen.findByRole('listbox', { name: 'Unit' });
      await userEvent.keyboard('tbsp');
      await waitFor(() =>
        expect(within(list).getByRole('option', { name: 'tbsp (tablespoons)' })).toHaveFocus(),
      );
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      await expect(unit).toHaveFocus();
    }
    await expect(chosenValue(unit)).toBe('tbsp');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Case price/ })).toHaveFocus();
    await userEvent.keyboard('37.45');
    // 4 gal = 1,024 tbsp; 2 tbsp a portion = 512 servings; $37.45 / 512 = $0.0731.
    await expect(canvas.getByText('Servings per case').nextElementSibling).toHaveTextContent('512');
    await expect(canvas.getByText('Cost per serving').nextElementSibling).toHaveTextContent('$0.07');
    await expect(canvas.getByText('Cost per 100 servings').nextElementSibling).toHaveTextContent('$7.31');
  },
};

/** Values that cannot be used: a message next to each field, and no answer from them. */
export const Invalid: Story = {
  args: { defaultPortion: '0' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Portion size' })).toHaveAccessibleDescription(
      MSG_PORTION_POSITIVE,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Case price/ }), 'ten dollars');
    await expect(canvas.getByRole('textbox', { name: /Case price/ })).toHaveAccessibleDescription(
      expect.stringContaining(MSG_PRICE_NUMBER),
    );
    await expect(canvas.queryByText('Servings per case')).toBeNull();
  },
};

/** A cup sold by weight: portions in ounces by default, servings from 100 × 1.5 oz. */
export const ByWeight: Story = {
  args: { product: ranchCup, defaultPortion: '1.5', defaultUnit: 'oz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(chosenValue(canvas.getByRole('combobox', { name: 'Unit' }))).toBe('oz');
    await expect(canvas.getByText('Servings per case').nextElementSibling).toHaveTextContent('100');
  },
};

const noNutrition: Nutrition = { serviceSizeHouseholding: '', serviceSizeValue: '', formatTypeCode: null };

/** A product without nutrition data: servings and cost, and a word that nutrition cannot be shown. */
export const WithoutNutrition: Story = {
  args: { product: { ...ranchGallon, nutrition: noNutrition }, defaultPortion: '2', defaultUnit: 'fl-oz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Servings per case').nextElementSibling).toHaveTextContent('256');
    await expect(
      canvas.getByText('This product has no nutrition data, so nutrition per portion cannot be shown.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
