import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ProductSummary } from '@larder/domain';
import { ProductTile } from '../ProductTile/ProductTile';
import {
  liteItalian,
  newCaesar,
  ranchCup,
  ranchGallon,
  ranchPouch,
  summaryOf,
} from '../ProductTile/fixtures';
import { RecipeTile } from '../RecipeTile/RecipeTile';
import { crispyChicken, recipeSummaryOf } from '../RecipeTile/fixtures';
import { ResultsList } from './ResultsList';

/** The grid's own items (tiles hold lists of their own, such as claim icons). */
const tilesOf = (list: HTMLElement) => Array.from(list.children).filter((item) => item.tagName === 'LI');

const products: ProductSummary[] = [ranchGallon, ranchCup, ranchPouch, newCaesar, liteItalian].map(summaryOf);

const meta = {
  title: 'Catalogue/ResultsList',
  component: ResultsList<ProductSummary>,
  args: {
    items: products,
    total: 40,
    noun: { one: 'product', other: 'products' },
    listLabel: 'Products',
    renderItem: (product: ProductSummary) => <ProductTile product={product} />,
    hasNext: true,
    nextHref: '?page=2',
    onLoadMore: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof ResultsList<ProductSummary>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first page of 40 products. The 'Next page' link works without JavaScript; with it, the link loads the next
 * page in place, and so does scrolling it into view (it is already in view here).
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 5 of 40 products');
    const list = canvas.getByRole('list', { name: 'Products' });
    await expect(tilesOf(list)).toHaveLength(5);
    const next = canvas.getByRole('link', { name: 'Next page' });
    await expect(next).toHaveAttribute('href', '?page=2');
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await userEvent.click(next);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};

/** The first page is on its way: only 'Loading...'. */
export const Loading: Story = {
  args: { items: [], total: undefined, loading: true, hasNext: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Nothing matches the filters: the empty state offers to reset them. */
export const Empty: Story = {
  args: { items: [], total: 0, empty: true, hasNext: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sorry, no results were found');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

/** The next page is loading: 'Loading...' under the tiles, and no link meanwhile. */
export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading...')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  },
};

/** A further page failed to load: said under the results already shown. */
export const LoadFailed: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Loading more products failed.');
  },
};

/**
 * A list entered at a later page (`?page=3`): the status counts from the first result shown, and a 'Previous page'
 * link leads back without JavaScript.
 */
export const LaterPage: Story = {
  args: { offset: 60, previousHref: '?page=2', nextHref: '?page=4', total: 70 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 61–65 of 70 products');
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?page=2');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=4');
  },
};

/** Every result is shown: no 'Next page'. */
export const LastPage: Story = {
  args: { total: 5, hasNext: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 5 of 5 products');
    await expect(canvas.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  },
};

/** The total is not known yet: the status counts what is shown. */
export const UnknownTotal: Story = {
  args: { total: undefined, hasNext: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('5 products');
  },
};

/** Recipes, one in all: the noun in the singular. */
export const OneRecipe: Story = {
  render: () => (
    <ResultsList
      items={[recipeSummaryOf(crispyChicken)]}
      total={1}
      noun={{ one: 'recipe', other: 'recipes' }}
      listLabel="Recipes"
      renderItem={(recipe) => <RecipeTile recipe={recipe} />}
      hasNext={false}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Showing 1 of 1 recipe');
  },
};

/** On a phone the tiles go two a row. */
export const Mobile: Story = {
  args: { hasNext: false },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Steakhouse: Story = { args: { hasNext: false }, globals: { brand: 'steakhouse' } };
