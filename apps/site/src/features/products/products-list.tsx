import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  filtersFromNavigationState,
  parseProductFilters,
  type ProductFilters as ProductFilterValues,
} from '@larder/domain';
import { pickDataset, useDxpData, useProductsInfinite } from '@larder/client';
import { Heading, ProductFilters, ProductTile, ResultsList, SearchBox } from '@larder/ui';
import { isEmptyFilters, requestedPages } from '../../lib/list-paging';
import { listStateProps } from '../../lib/results-list';
import { getHref } from '../../paths';
import { ProductCompareToggle, SelectionTray, useCompareSelection } from '../compare/compare-selection';
import { Page } from '../../shell/page';
import { FILTER_DATASETS, productsQuery } from './products-query';

const Toolbar = styled.div`
  display: grid;
  gap: var(--ui-space-4);
  margin-bottom: var(--ui-space-5);
`;

/**
 * All products (spec §2.4): search, filters mirrored in the query string, and an infinite list of 30 a page.
 * Without JavaScript the list pages through a plain 'Next page' link (`?page=N` renders pages 1..N).
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
    void navigate(getHref('products', next, { searchTerm: term, compare }), { state: { keepScroll: true } });
  };
  const reset = () => void navigate(getHref('products', {}, { compare }), { state: { keepScroll: true } });

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
          onSubmit={(term) => apply(filters, term)}
        />
        {/* The header menu's 'Attribute' link (/products#attributes) lands on the filters. */}
        <ProductFilters
          id="attributes"
          lookups={filterLookups}
          value={filters}
          onChange={(next) => apply(next)}
          onReset={reset}
        />
      </Toolbar>
      <ResultsList
        items={list.items}
        renderItem={(product, index) => (
          <ProductTile
            product={product}
            href={getHref('product', product.slug, compare)}
            headingLevel={2}
            imageLoading={index < 8 ? 'eager' : 'lazy'}
            actions={<ProductCompareToggle slug={product.slug} name={product.name} />}
          />
        )}
        noun={{ one: 'product', other: 'products' }}
        {...listStateProps(list)}
        onReset={reset}
        nextHref={getHref('products', filters, { searchTerm, page: list.size + 1, compare })}
        listLabel="Products"
      />
      <SelectionTray />
    </Page>
  );
}
