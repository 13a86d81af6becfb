import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Loading } from '../Loading';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Foundations/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three lines of text, the last one shorter; decorative, so hidden from assistive technology. */
export const Text: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-variant="text"]');
    await expect(root).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

/** A block, e.g. a picture or a chart, of a given height. */
export const Block: Story = { args: { variant: 'block', height: '10rem' } };

/** A tile: a square picture (at most `mediaSize` px wide) over two lines of title. */
export const Card: Story = { args: { variant: 'card', mediaSize: 240, lines: 2 } };

/** On its own, with `label`: a status region that announces the label once; the shapes are not read. */
export const Labelled: Story = {
  args: { variant: 'card', label: 'Loading recipes...' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(/^Loading recipes\.\.\.$/);
  },
};

/** A row of tiles loading together: the skeletons are decorative and one `Loading` announces the wait. */
export const GroupWithOneAnnouncement: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16 }}>
        <Skeleton {...args} variant="card" mediaSize={200} />
        <Skeleton {...args} variant="card" mediaSize={200} />
        <Skeleton {...args} variant="card" mediaSize={200} />
      </div>
      <Loading />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses).toHaveLength(1);
    await expect(statuses[0]).toHaveTextContent('Loading...');
  },
};

export const Steakhouse: Story = {
  globals: { brand: 'steakhouse' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Skeleton {...args} />
      <Skeleton {...args} variant="block" height="6rem" />
      <Skeleton {...args} variant="card" mediaSize={240} label="Loading..." />
    </div>
  ),
};
