import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Foundations/Button',
  component: Button,
  args: { children: 'See all products', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'See all products' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const LinkLike: Story = { args: { variant: 'link', children: 'contact us online' } };

export const Sample: Story = {
  args: { variant: 'sample', href: '/get-sample', children: 'Request a sample' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Request a sample' });
    await expect(link).toHaveAttribute('href', '/get-sample');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Sending, please wait...' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sending, please wait...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = { args: { href: '/products', children: 'See all products' } };

/** `external`: another site, opened in a new tab. */
export const External: Story = {
  args: {
    variant: 'secondary',
    href: 'https://example.com/',
    external: true,
    children: 'Visit the sister site',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Visit the sister site' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** `download`: a file (here a PDF) the browser saves, a plain anchor the site's router never intercepts. */
export const Download: Story = {
  args: {
    variant: 'secondary',
    href: '/files/insights/burgers.pdf',
    download: true,
    type: 'application/pdf',
    children: 'Download the Burger Insights (PDF)',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download the Burger Insights (PDF)' });
    await expect(link).toHaveAttribute('href', '/files/insights/burgers.pdf');
    await expect(link).toHaveAttribute('download', '');
    await expect(link).toHaveAttribute('type', 'application/pdf');
    link.focus();
    await expect(link).toHaveFocus();
  },
};

export const Steakhouse: Story = {
  globals: { brand: 'steakhouse' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <Button {...args}>Primary</Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="link">
        Link-like
      </Button>
      <Button {...args} variant="sample">
        Request a sample
      </Button>
      <Button variant="secondary" href="/files/insights/burgers.pdf" download type="application/pdf">
        Download the Burger Insights (PDF)
      </Button>
    </div>
  ),
};
