import type { Meta, StoryObj } from '@storybook/react-vite';
import { liteItalian, ranchCup, ranchGallon } from '../ProductTile/fixtures';
import { NutritionFacts } from './NutritionFacts';

const meta = {
  title: 'Catalogue/NutritionFacts',
  component: NutritionFacts,
  args: { nutrition: ranchGallon.nutrition, caseInfo: ranchGallon.caseInfo },
} satisfies Meta<typeof NutritionFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A gallon of ranch with every value present. */
export const Default: Story = {};

/** Several nutrients missing from the data: they show 0. */
export const MissingValues: Story = {
  args: { nutrition: liteItalian.nutrition, caseInfo: liteItalian.caseInfo },
};

/** An inner pack of 3 with a format code: servings per container are divided by it. */
export const InnerPack: Story = {
  args: { nutrition: ranchGallon.nutrition, caseInfo: { averageServings: 128, quantityInnerPack: 3 } },
};

/** A single-serve cup. */
export const Cup: Story = {
  args: { nutrition: ranchCup.nutrition, caseInfo: ranchCup.caseInfo },
};
