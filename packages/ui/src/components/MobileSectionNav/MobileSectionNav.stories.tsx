import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileSectionNav } from './MobileSectionNav';

const meta = {
  title: 'Catalogue/MobileSectionNav',
  component: MobileSectionNav,
  parameters: { viewport: { defaultViewport: 'mobile' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof MobileSectionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four product sections of spec §2.5. */
export const Default: Story = {};

/** The nutritional section is in view. */
export const CurrentSection: Story = { args: { currentId: 'nutritional' } };

/** A custom list of sections. */
export const CustomSections: Story = {
  args: {
    sections: [
      { id: 'ingredients', label: 'Ingredients' },
      { id: 'steps', label: 'Directions' },
    ],
  },
};
