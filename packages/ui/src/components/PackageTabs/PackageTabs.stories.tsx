import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ProductSummary } from '@larder/domain';
import { ranchCup, ranchGallon, ranchPouch, summaryOf } from '../ProductTile/fixtures';
import { PackageTabs } from './PackageTabs';

const twoCup = summaryOf({
  ...ranchCup,
  id: 'p-ranch-cup-2',
  slug: 'ke1001c2-buttermilk-ranch-dressing',
  caseInfo: { ...ranchCup.caseInfo, individualUnitVal: 2 },
});
// Given out of order on purpose: the tabs sort them into package display order.
const siblings: ProductSummary[] = [
  summaryOf(ranchPouch),
  summaryOf(ranchCup),
  twoCup,
  summaryOf(ranchGallon),
];

const meta = {
  title: 'Catalogue/PackageTabs',
  component: PackageTabs,
  args: { siblings, selectedId: ranchGallon.id, panelId: 'package-panel' },
  // The tabs control a panel; stories render a stand-in so aria-controls points at a real element.
  decorators: [
    (Story) => (
      <>
        <Story />
        <div id="package-panel" role="tabpanel" aria-label="Product details">
          Product details
        </div>
      </>
    ),
  ],
} satisfies Meta<typeof PackageTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gallon selected among gallon, two cups and a pouch. */
export const Default: Story = {};

/** A cup size selected. */
export const CupSelected: Story = { args: { selectedId: ranchCup.id } };

/** A product with no siblings: a single tab. */
export const SinglePackage: Story = { args: { siblings: [summaryOf(ranchGallon)] } };

/** Controlled by the page: choosing a tab selects it without leaving (the story prevents navigation). */
export const Interactive: Story = {
  render: function Render(args) {
    const [selectedId, setSelectedId] = useState(args.selectedId);
    return (
      <PackageTabs
        {...args}
        selectedId={selectedId}
        onSelect={(product, event) => {
          event.preventDefault();
          setSelectedId(product.id);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Pouch' }));
    await expect(canvas.getByRole('tab', { name: 'Pouch' })).toHaveAttribute('aria-selected', 'true');
  },
};
