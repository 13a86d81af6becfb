import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  filtersFromNavigationState,
  parseProductFilters,
  type ProductFilters as ProductFilterValues,
} from '@larder/domain';
import { pickDataset, useDxpData, useProductsInfinite } from '@larder/client';
import { Heading, ProductFilters, ResultsList, SearchBox } from '@larder/ui';
import { PAGE_SIZE } from '../../constants';
import { isEmptyFilters, itemsBefore, requestedPage } from '../../lib/list-paging';
import { listStateProps } from '../../lib/results-list';
import { getHref } from '../../paths';
import { CompareProductTile } from '../compare/compare-product-tile';
import {
  compareTray,
  SelectionTray,
  useCompareFields,
  useCompareSelection,
} from '../compare/compare-selection';
import { Page } from '../../shell/page';
import {
  FILTER_DATASETS,
  PRODUCT_SORT_OPTIONS,
  productSortFromSearch,
  productsQuery,
} from './products-query';

/** The page's lazy parts: in the server HTML, loaded with the page on a client navigation (lib/lazy-page.ts). */
export const parts = [compareTray];

const Toolbar = styled.div`
  display: grid;
  gap: var(--ui-space-4);
  margin-bottom: var(--ui-space-5);
`;

/**
 * All products (spec §2.4): search, filters mirrored in the query string, and an infinite list of 30 a page.
 * Without JavaScript the list pages through plain 'Previous page' and 'Next page' links (`?page=N` renders page N).
 */
export default function ProductsListPage() {
  const [searchParams] = useSearchParams();
  const compare = useCompareSelection();
  const location = useLocation();
  const navigate = useNavigate();

  const urlFilters = useMemo(() => parseProductFilters(searchParams), [searchParams]);
  const stateFilters = useMemo(() => filtersFromNavigationState(location.state), [location.state]);
  // Another page may preselect filters through navigation state; the URL wins when it has its own.
  const fromState = isEmptyFilters(urlFilters) && !isEmptyFilters(stateFilters);
  const filters = fromState ? stateFilters : urlFilters;
  const searchTerm = searchParams.get('searchTerm')?.trim() ?? '';
  const sort = productSortFromSearch(searchParams);

  useEffect(() => {
    if (fromState) {
      void navigate(getHref('products', stateFilters, { searchTerm, sort }), {
        replace: true,
        state: { keepScroll: true },
      });
    }
  }, [fromState, stateFilters, searchTerm, sort, navigate]);

  const query = useMemo(() => productsQuery(filters, searchTerm, sort), [filters, searchTerm, sort]);
  const firstPage = requestedPage(searchParams);
  const list = useProductsInfinite(query, undefined, firstPage);
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

  const apply = (next: ProductFilterValues, term = searchTerm, order: string | undefined = sort) => {
    void navigate(
      getHref('products', next, { searchTerm: term, sort: order === 'name' ? undefined : order, compare }),
      { state: { keepScroll: true } },
    );
  };
  // Without JavaScript the search box is a GET form: it sends the compare selection along.
  const searchFields = useCompareFields();
  // Reset clears the filters and the search; the chosen order and the compare selection stay.
  const reset = () =>
    void navigate(getHref('products', {}, { sort, compare }), { state: { keepScroll: true } });

  return (
    <Page $top={6}>
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
          hiddenFields={searchFields}
          onSubmit={(term) => apply(filters, term)}
        />
        {/* The header menu's 'Attribute' link (/products#attributes) lands on the filters. */}
        <ProductFilters
          id="attributes"
          lookups={filterLookups}
          value={filters}
          onChange={(next) => apply(next)}
          onReset={reset}
          sortOptions={PRODUCT_SORT_OPTIONS}
          sort={sort ?? 'name'}
          onSortChange={(next) => apply(filters, searchTerm, next)}
        />
      </Toolbar>
      <ResultsList
        items={list.items}
        renderItem={(product, index) => (
          <CompareProductTile
            product={product}
            headingLevel={2}
            imageLoading={index < 8 ? 'eager' : 'lazy'}
          />
        )}
        noun={{ one: 'product', other: 'products' }}
        {...listStateProps(list)}
        onReset={reset}
        offset={itemsBefore(firstPage, PAGE_SIZE)}
        previousHref={
          firstPage > 1
            ? getHref('products', filters, { searchTerm, sort, page: firstPage - 1, compare })
            : undefined
        }
        nextHref={getHref('products', filters, { searchTerm, sort, page: firstPage + list.size, compare })}
        listLabel="Products"
      />
      <SelectionTray />
    </Page>
  );
}
