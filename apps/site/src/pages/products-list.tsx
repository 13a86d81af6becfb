import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  filtersFromNavigationState,
  parseProductFilters,
  MSG_NO_RESULTS,
  type ProductFilters as ProductFilterValues,
} from '@larder/domain';
import { pickDataset, useDxpData, useProductsInfinite } from '@larder/client';
import { Button, EmptyState, Heading, Loading, ProductFilters, ProductTile, SearchBox } from '@larder/ui';
import { getHref } from '../paths';
import { FILTER_DATASETS, productsQuery, requestedPages } from './products-list-query';
import { More, NextLink, TileGrid, isEmptyFilters } from './list-layout';

const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: var(--ui-space-6) var(--ui-space-4) var(--ui-space-8);
`;

const Toolbar = styled.div`
  display: grid;
  gap: var(--ui-space-4);
  margin-bottom: var(--ui-space-5, var(--ui-space-6));
`;

const Status = styled.p`
  margin: var(--ui-space-4) 0;
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-sm);
`;

/**
 * All products (spec §2.4): search, filters mirrored in the query string, and an infinite list of 30 a page.
 * Without JavaScript the list pages through a plain 'Next page' link (`?page=N` renders pages 1..N).
 */
export default function ProductsListPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  const urlFilters = useMemo(() => parseProductFilters(searchParams), [searchParams]);
  const stateFilters = useMemo(() => filtersFromNavigationState(location.state), [location.state]);
  // Another page may preselect filters through navigation state; the URL wins when it has its own.
  const fromState = isEmptyFilters(urlFilters) && !isEmptyFilters(stateFilters);
  const filters = fromState ? stateFilters : urlFilters;
  const searchTerm = searchParams.get('searchTerm')?.trim() ?? '';

  useEffect(() => {
    if (fromState) {
      void navigate(getHref('products', stateFilters, { searchTerm }), {
        replace: true,
        state: { keepScroll: true },
      });
    }
  }, [fromState, stateFilters, searchTerm, navigate]);

  const query = useMemo(() => productsQuery(filters, searchTerm), [filters, searchTerm]);
  const list = useProductsInfinite(query, { initialSize: requestedPages(searchParams) });
  const lookups = useDxpData(FILTER_DATASETS);
  const filterLookups = useMemo(
    () => ({
      flavors: pickDataset(lookups.data, 'flavors'),
      products: pickDataset(lookups.data, 'products'),
      packagings: pickDataset(lookups.data, 'packagings'),
      productLines: pickDataset(lookups.data, 'productLines'),
    }),
    [lookups.data],
  );

  const apply = (next: ProductFilterValues, term = searchTerm) => {
    void navigate(getHref('products', next, { searchTerm: term }), { state: { keepScroll: true } });
  };
  const reset = () => void navigate(getHref('products'), { state: { keepScroll: true } });

  // Infinite scroll: the 'Next page' link doubles as the sentinel. A fresh observer after each page reports
  // at once when the link is still in view, so a short page keeps loading until the viewport is full.
  const loadMore = useRef(list.loadMore);
  useEffect(() => {
    loadMore.current = list.loadMore;
  });
  const sentinel = useRef<HTMLAnchorElement>(null);
  const { hasNext, isLoadingMore, size } = list;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNext || isLoadingMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNext, isLoadingMore, size]);

  const onNextPage = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    list.loadMore();
  };

  const total = list.paging?.total;
  return (
    <Page>
      <Heading level={1}>We&apos;ve got what you&apos;re looking for</Heading>
      <Toolbar>
        <SearchBox
          key={searchTerm}
          defaultValue={searchTerm}
          action={getHref('products')}
          name="searchTerm"
          label="Search products"
          placeholder="Search by name, code or UPC"
          delay={750}
          onSubmit={(term) => apply(filters, term)}
        />
        <ProductFilters
          lookups={filterLookups}
          value={filters}
          onChange={(next) => apply(next)}
          onReset={reset}
        />
      </Toolbar>

      {list.isLoading && list.items.length === 0 ? <Loading /> : null}
      {list.isEmpty ? (
        <EmptyState
          title={MSG_NO_RESULTS}
          action={
            <Button variant="secondary" onClick={reset}>
              Reset filters
            </Button>
          }
        />
      ) : null}
      {list.items.length > 0 ? (
        <>
          <Status role="status">
            {total === undefined
              ? `${list.items.length} products`
              : `Showing ${list.items.length} of ${total} ${total === 1 ? 'product' : 'products'}`}
          </Status>
          <TileGrid $minTile={220} aria-label="Products">
            {list.items.map((product, index) => (
              <li key={product.id}>
                <ProductTile
                  product={product}
                  href={getHref('product', product.slug)}
                  headingLevel={2}
                  imageLoading={index < 8 ? 'eager' : 'lazy'}
                />
              </li>
            ))}
          </TileGrid>
        </>
      ) : null}
      {list.error && list.items.length > 0 ? (
        <Status role="alert">Loading more products failed.</Status>
      ) : null}
      <More>
        {isLoadingMore && list.items.length > 0 ? <Loading /> : null}
        {hasNext && !isLoadingMore ? (
          <NextLink
            ref={sentinel}
            href={getHref('products', filters, { searchTerm, page: size + 1 })}
            onClick={onNextPage}
          >
            Next page
          </NextLink>
        ) : null}
      </More>
    </Page>
  );
}
