import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { ResultsList } from './ResultsList';
import * as stories from './ResultsList.stories';

/** The grid's own items (tiles hold lists of their own, such as claim icons). */
const tilesOf = (list: HTMLElement) => Array.from(list.children).filter((item) => item.tagName === 'LI');

const { Default, Loading, Empty, LoadFailed, LastPage, LaterPage, UnknownTotal, OneRecipe } =
  composeStories(stories);

const noun = { one: 'idea', other: 'ideas' };
const items = [
  { id: 'a', title: 'Chipotle Ranch' },
  { id: 'b', title: 'Dill Pickle Ranch' },
];

describeConformance(ResultsList, {
  name: 'ResultsList',
  props: { items, noun, renderItem: (item: unknown) => (item as (typeof items)[number]).title },
});

describe('ResultsList', () => {
  it("given a first page of 40 products, says 'Showing 5 of 40 products' and lists the five", () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 40 products');
    expect(tilesOf(screen.getByRole('list', { name: 'Products' }))).toHaveLength(5);
  });

  it("offers a 'Next page' link to the next page's URL, which loads the page in place when clicked", async () => {
    const onLoadMore = vi.fn();
    renderWithProviders(
      <ResultsList
        items={items}
        noun={noun}
        renderItem={(item) => item.title}
        hasNext
        nextHref="/plus-one?page=2"
        onLoadMore={onLoadMore}
      />,
    );
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('href', '/plus-one?page=2');
    await userEvent.click(next);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('while the first page loads, shows only Loading...', () => {
    renderWithProviders(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it("given no results, shows 'Sorry, no results were found' with 'Reset filters', which resets", async () => {
    renderWithProviders(<Empty />);
    expect(screen.getByText('Sorry, no results were found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("'Reset filters' calls the reset handler", async () => {
    const onReset = vi.fn();
    renderWithProviders(
      <ResultsList items={[]} noun={noun} renderItem={() => null} empty onReset={onReset} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('given no reset handler, the empty state offers no button', () => {
    renderWithProviders(<ResultsList items={[]} noun={noun} renderItem={() => null} empty />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a failed page under the results already shown', () => {
    renderWithProviders(<LoadFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Loading more products failed.');
    expect(tilesOf(screen.getByRole('list', { name: 'Products' }))).toHaveLength(5);
  });

  it("entered at a later page, counts from the first result shown and offers 'Previous page'", () => {
    renderWithProviders(<LaterPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 61–65 of 70 products');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?page=2');
    expect(tilesOf(screen.getByRole('list', { name: 'Products' }))).toHaveLength(5);
  });

  it('on the first page, offers no previous page', () => {
    renderWithProviders(<Default />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
  });

  it('on the last page, offers no next page', () => {
    renderWithProviders(<LastPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 5 products');
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('counts what is shown while the total is unknown, and uses the singular for one', () => {
    const { unmount } = renderWithProviders(<UnknownTotal />);
    expect(screen.getByRole('status')).toHaveTextContent(/^5 products$/);
    unmount();
    renderWithProviders(<OneRecipe />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 1 recipe');
  });

  it("lays the next page's placeholders under the tiles only once the end of the list nears the viewport", () => {
    // Each observer the list makes: how far out it looks, what it watches, and a way to report an intersection.
    const observers: { margin: string; watched: Element[]; report: (isIntersecting: boolean) => void }[] = [];
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        watched: Element[] = [];
        constructor(
          callback: (entries: { isIntersecting: boolean }[]) => void,
          options: { rootMargin: string },
        ) {
          observers.push({
            margin: options.rootMargin,
            watched: this.watched,
            report: (isIntersecting) => act(() => callback([{ isIntersecting }])),
          });
        }
        observe(element: Element) {
          this.watched.push(element);
        }
        disconnect() {
          this.watched.length = 0;
        }
      },
    );
    const onLoadMore = vi.fn();
    const { container } = renderWithProviders(
      <ResultsList
        items={items}
        noun={noun}
        renderItem={(item) => item.title}
        total={40}
        hasNext
        nextHref="/plus-one?page=2"
        onLoadMore={onLoadMore}
      />,
    );
    const placeholders = () => container.querySelectorAll('[data-variant="card"]');
    const live = (margin: string) =>
      observers.filter((o) => o.margin === margin && o.watched.length > 0).at(-1)!;
    expect(placeholders()).toHaveLength(0);
    // Two viewport heights out, the end of the list (where 'Next page' is) comes into range: 30 placeholders, the
    // next page's room, and no page loaded yet.
    live('0px 0px 200% 0px').report(true);
    expect(placeholders()).toHaveLength(30);
    expect(onLoadMore).not.toHaveBeenCalled();
    // 400 px out, the placeholders themselves: the next page loads.
    const nearPage = live('0px 0px 400px 0px');
    expect(nearPage.watched[0]).toContainElement(placeholders()[0] as HTMLElement);
    nearPage.report(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('keys results by getKey and names the list by the element given', () => {
    renderWithProviders(
      <>
        <h2 id="ideas-heading">Plus-one ideas</h2>
        <ResultsList
          items={[{ code: 'x', title: 'X' }]}
          getKey={(item) => item.code}
          noun={noun}
          renderItem={(item) => item.title}
          listLabelledBy="ideas-heading"
        />
      </>,
    );
    expect(screen.getByRole('list', { name: 'Plus-one ideas' })).toHaveTextContent('X');
  });
});
