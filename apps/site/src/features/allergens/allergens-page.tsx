import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import styled, { createGlobalStyle } from 'styled-components';
import { pickDataset, useApiClient, useDxpData } from '@larder/client';
import { PACKAGING_NAMES, stringifyAllergenMatrixQuery } from '@larder/domain';
import { AllergenMatrix, Heading, Loading, Text, type AllergenMatrixItem } from '@larder/ui';
import { getHref } from '../../paths';
import { Page } from '../../shell/page';
import { requestedPage } from '../../lib/list-paging';
import {
  ALLERGEN_DATASETS,
  allergenApiQuery,
  allergenPageKey,
  allergenQueryFromSearch,
  loadAllergenPage,
  type AllergenPage,
} from './allergens-query';

/** The matrix prints on landscape paper, small margins, the page frame left out by the shell's print styles. */
const LandscapePrint = createGlobalStyle`
  @page {
    size: landscape;
    margin: 10mm;
  }
`;

const PagerList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2) var(--ui-space-4);
  margin: 0;
  padding: 0;
  list-style: none;

  /* Touch targets of 44 px (WCAG 2.5.8 asks 24), the digits centred. */
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
  }

  a[aria-current='page'] {
    font-weight: 700;
    text-decoration: none;
  }

  @media print {
    display: none;
  }
`;

/** Links to every page of the matrix, the current one marked. */
function Pager({ page, search }: { page: AllergenPage; search: string }) {
  if (page.pages <= 1) return null;
  const pages = Array.from({ length: page.pages }, (_, index) => index + 1);
  return (
    <nav aria-label="Pages of the allergen matrix">
      <Text>{`Page ${page.page} of ${page.pages}. The CSV download has every product.`}</Text>
      <PagerList>
        {pages.map((number) => (
          <li key={number}>
            <a
              href={getHref('allergens', search, number)}
              aria-current={number === page.page ? 'page' : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </a>
          </li>
        ))}
      </PagerList>
    </nav>
  );
}

/**
 * The allergen matrix (issue 16): every listed product against the nine major US allergens, filtered by the URL
 * (`?free=milk,sesame&flavor=…&package=…&productLines=…`) through a GET form, so it works without JavaScript;
 * the same query downloads as `/allergens.csv`. The table is paged (`?page=N`, ALLERGEN_PAGE_SIZE rows) to keep
 * each page's HTML small.
 */
export default function AllergensPage() {
  const [searchParams] = useSearchParams();
  const { query, ignored } = useMemo(() => allergenQueryFromSearch(searchParams), [searchParams]);
  const apiQuery = useMemo(() => allergenApiQuery(query), [query]);
  const page = requestedPage(searchParams);
  const client = useApiClient();
  const matrix = useSWR(allergenPageKey(apiQuery, page), () => loadAllergenPage(client, apiQuery, page));
  const lookups = useDxpData(ALLERGEN_DATASETS);
  const flavors = pickDataset(lookups.data, 'flavors') ?? [];
  const packagings = pickDataset(lookups.data, 'packagings') ?? [];
  const productLines = pickDataset(lookups.data, 'productLines') ?? [];

  const packageName = (id: string) =>
    packagings.find((packaging) => packaging.id === id)?.name ??
    (PACKAGING_NAMES as Record<string, string>)[id] ??
    id;
  const rows: AllergenMatrixItem[] = (matrix.data?.rows ?? []).map((row) => ({
    id: row.id,
    name: row.name,
    productCode: row.productCode,
    href: getHref('product', row.slug),
    packageName: packageName(row.packaging),
    contains: row.contains,
    timeModified: row.timeModified,
  }));
  const search = stringifyAllergenMatrixQuery(query);

  return (
    <Page $gap={5}>
      <LandscapePrint />
      <Heading level={1}>Allergen matrix</Heading>
      <Text>
        Every product we list against the nine major US allergens: milk, eggs, fish, crustacean shellfish,
        tree nuts, peanuts, wheat, soy and sesame. Tick the allergens your guests avoid to keep only the
        products free of all of them, then print the chart or download it as CSV. Always check the label of
        the product you receive.
      </Text>
      {ignored.length > 0 ? (
        <Text role="status">
          {`Not one of the nine major allergens, so not used as a filter: ${ignored.join(', ')}.`}
        </Text>
      ) : null}
      {matrix.error ? (
        <Text role="alert">The allergen matrix could not be loaded. Please try again.</Text>
      ) : !matrix.data ? (
        <Loading />
      ) : (
        <AllergenMatrix
          rows={rows}
          action={getHref('allergens')}
          csvHref={getHref('allergensCsv', search)}
          free={query.free}
          selected={{
            flavor: query.flavor[0],
            package: query.package[0],
            productLines: query.productLines[0],
          }}
          options={{ flavors, packagings, productLines }}
          total={matrix.data.total}
          pager={<Pager page={matrix.data} search={search} />}
        />
      )}
    </Page>
  );
}
