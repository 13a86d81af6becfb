import type { Meta, StoryObj } from '@storybook/react-vite';
import { crispyChicken, recipeSummaryOf } from './fixtures';
import { RecipeTile } from './RecipeTile';

const meta = {
  title: 'Catalogue/RecipeTile',
  component: RecipeTile,
  args: { recipe: recipeSummaryOf(crispyChicken) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecipeTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A recipe with its picture. */
export const Default: Story = {};

/** No picture: 'No image data' in the reserved space. */
export const NoImage: Story = { args: { recipe: { ...recipeSummaryOf(crispyChicken), thumbnail: '' } } };

/** A long title wraps. */
export const LongTitle: Story = {
  args: {
    recipe: {
      ...recipeSummaryOf(crispyChicken),
      title: 'Grilled Iceberg Wedges with Green Goddess Dressing, Crispy Shallots and Heirloom Tomatoes',
    },
  },
};
