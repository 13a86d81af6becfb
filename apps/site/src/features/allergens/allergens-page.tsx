import { useEffect, useMemo, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import useSWR from 'swr';
import styled, { createGlobalStyle } from 'styled-components';
import { fetchers, pickDataset, useApiClient, useDxpData } from '@larder/client';
import { PACKAGING_NAMES, filterAllergenMatrixRows, stringifyAllergenMatrixQuery } from '@larder/domain';
import { AllergenMatrix, Heading, Loading, Text, type AllergenMatrixItem } from '@larder/ui';
import { getHref } from '../../paths';
import { Page } from '../../shell/page';
import { requestedPage } from '../../lib/list-paging';
import {
  ALLERGEN_DATASETS,
  allergenApiQuery,
  allergenPageKey,
  allergenQueryFromSearch,
  allergenPageOf,
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
  const navigate = useNavigate();
  const { query, ignored } = useMemo(() => allergenQueryFromSearch(searchParams), [searchParams]);
  const apiQuery = useMemo(() => allergenApiQuery(query), [query]);
  const page = requestedPage(searchParams);
  const client = useApiClient();
  // Offline kitchen mode (docs/offline.md): when the filtered rows cannot be fetched, the unfiltered matrix the
  // service worker saved is filtered here by the same rule as the API's, so a filter gives the same products
  // without a connection.
  const matrix = useSWR(allergenPageKey(apiQuery, page), async () => {
    try {
      return await loadAllergenPage(client, apiQuery, page);
    } catch (error) {
      if (Object.keys(apiQuery).length === 0) throw error;
      const { rows } = await fetchers.allergenMatrix(client, {});
      return allergenPageOf(filterAllergenMatrixRows(rows, query), page);
    }
  });
  // The page's own data is one page of rows: with a service worker in charge, the whole unfiltered matrix is
  // asked once so that the worker keeps it for filtering offline.
  useEffect(() => {
    if (navigator.serviceWorker?.controller) fetchers.allergenMatrix(client, {}).catch(() => undefined);
  }, [client]);
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

  // Offline, the filter form navigates within the page (its GET would load a page this device never saved).
  const filterOffline = (event: FormEvent<HTMLDivElement>) => {
    if (navigator.onLine || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.target))
      if (typeof value === 'string') params.append(name, value);
    navigate(getHref('allergens', stringifyAllergenMatrixQuery(allergenQueryFromSearch(params).query)));
  };

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
      {matrix.data ? (
        <AllergenMatrix
          onSubmit={filterOffline}
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
      ) : matrix.error ? (
        <Text role="alert">The allergen matrix could not be loaded. Please try again.</Text>
      ) : (
        <Loading />
      )}
    </Page>
  );
}
