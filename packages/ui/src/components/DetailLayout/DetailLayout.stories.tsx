import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Image } from '../Image/Image';
import { Text } from '../Text/Text';
import { DetailActions, DetailLayout } from './DetailLayout';

const onPrint = fn();

const meta = {
  title: 'Catalogue/DetailLayout',
  component: DetailLayout,
  args: {
    media: <Image src="products/ke1003-website.svg" alt="Ranch Dressing Cup" width={480} height={480} />,
    heading: 'Ranch Dressing Cup 1.5 oz',
    meta: (
      <>
        Product code: KE1003 <Badge />
      </>
    ),
    summary: (
      <DetailActions>
        <Button variant="secondary" onClick={onPrint}>
          Print product info
        </Button>
      </DetailActions>
    ),
    children: (
      <section aria-labelledby="story-details" style={{ marginTop: 'var(--ui-space-7)' }}>
        <Heading level={2} id="story-details">
          Product details
        </Heading>
        <Text>A creamy, tangy ranch made with real buttermilk and a blend of herbs.</Text>
      </section>
    ),
    backLink: { href: '/products', label: 'Back to all products' },
  },
} satisfies Meta<typeof DetailLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product: pack shot on the narrow side, title, code, actions, details and the way back to the list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Ranch Dressing Cup 1.5 oz' });
    await expect(canvas.getByText(/Product code: KE1003/)).toBeVisible();
    // Wide screens set the summary beside the media.
    const media = canvas.getByRole('img', { name: 'Ranch Dressing Cup' }).getBoundingClientRect();
    await expect(heading.getBoundingClientRect().left).toBeGreaterThan(media.right);
    await userEvent.click(canvas.getByRole('button', { name: 'Print product info' }));
    await expect(onPrint).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Back to all products' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};

/** A recipe: an article whose dish photo takes the wide side, with the dishes as its meta line. */
export const WideMedia: Story = {
  args: {
    as: 'article',
    mediaSize: 'wide',
    media: (
      <Image
        src="recipes/crispy-chicken-dipn-biscuit.svg"
        alt="Crispy Chicken Dip'n Biscuit"
        width={800}
        height={600}
        fit="cover"
      />
    ),
    heading: "Crispy Chicken Dip'n Biscuit",
    meta: 'Sandwiches, Breakfast',
    summary: (
      <DetailActions>
        <Button variant="secondary">Print recipe</Button>
        <Button variant="secondary">Email recipe</Button>
      </DetailActions>
    ),
    children: null,
    backLink: { href: '/recipes', label: 'Back to all recipes' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('article')).not.toBeNull();
    const media = canvas.getByRole('img').getBoundingClientRect();
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(media.width).toBeGreaterThan(heading.width);
  },
};

/** While the item loads: 'Loading...' alone. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** The item could not be loaded: the message alone, announced. */
export const LoadFailed: Story = {
  args: { error: 'This product could not be loaded. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This product could not be loaded. Please try again.',
    );
  },
};

/** On a phone the summary stacks under the media. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const media = canvas.getByRole('img', { name: 'Ranch Dressing Cup' }).getBoundingClientRect();
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(heading.top).toBeGreaterThanOrEqual(media.bottom);
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
