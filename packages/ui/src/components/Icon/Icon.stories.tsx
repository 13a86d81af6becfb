import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { claimIconKeys, claimIconLabels, iconNames, packageIconIds } from './icons';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'search' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-icon="search"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithTitle: Story = {
  args: { name: 'print', title: 'Print product info' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Print product info' })).toBeInTheDocument();
  },
};

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 140px)', gap: 16 } as const;

export const UiIcons: Story = {
  render: () => (
    <div style={grid}>
      {iconNames
        .filter((name) => !name.startsWith('claim-') && !name.startsWith('package-'))
        .map((name) => (
          <figure key={name} style={{ margin: 0, textAlign: 'center' }}>
            <Icon name={name} size={32} style={{ margin: '0 auto' }} />
            <figcaption>{name}</figcaption>
          </figure>
        ))}
    </div>
  ),
};

export const ClaimIcons: Story = {
  render: () => (
    <div style={grid}>
      {claimIconKeys.map((key) => (
        <figure key={key} style={{ margin: 0, textAlign: 'center' }}>
          <Icon name={`claim-${key}`} size={40} title={claimIconLabels[key]} style={{ margin: '0 auto' }} />
          <figcaption>{claimIconLabels[key]}</figcaption>
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(claimIconKeys.length);
  },
};

export const PackageIcons: Story = {
  render: () => (
    <div style={grid}>
      {packageIconIds.map((id) => (
        <figure key={id} style={{ margin: 0, textAlign: 'center' }}>
          <Icon name={`package-${id}`} size={40} style={{ margin: '0 auto' }} />
          <figcaption>{id}</figcaption>
        </figure>
      ))}
    </div>
  ),
};

export const Steakhouse: Story = {
  globals: { brand: 'steakhouse' },
  render: () => (
    <p style={{ color: 'var(--ui-color-accent)', display: 'flex', gap: 8 }}>
      <Icon name="email" title="Email" />
      <Icon name="claim-gluten" title="Gluten Free" />
      <Icon name="package-cup" title="Cup" />
    </p>
  ),
};
