import { useEffect, useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useSearchParams } from 'react-router';
import useSWR from 'swr';
import styled, { createGlobalStyle } from 'styled-components';
import { fetchers, pickDataset, useApiClient, useDxpData } from '@larder/client';
import { PACKAGING_NAMES, stringifyAllergenMatrixQuery } from '@larder/domain';
import { AllergenMatrix, Button, Heading, Loading, Text, type AllergenMatrixItem } from '@larder/ui';
import { getHref } from '../../paths';
import { Page } from '../../shell/page';
import { requestedPage } from '../../lib/list-paging';
import {
  ALLERGEN_DATASETS,
  allergenApiQuery,
  allergenPageKey,
  allergenQueryFromSearch,
  allergenPageOf,
  loadAllergenRows,
  type AllergenPage,
  type AllergenPageRow,
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

/** Under the whole matrix shown for printing: what it is and the way back to pages; not printed. */
const WholeNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2) var(--ui-space-4);

  @media print {
    display: none;
  }
`;

const noSubscription = () => () => {};

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
  const matrix = useSWR(allergenPageKey(apiQuery, page), async () =>
    allergenPageOf(await loadAllergenRows(client, apiQuery, query), page),
  );
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
  const search = stringifyAllergenMatrixQuery(query);

  // Printing the whole matrix (issue 16): the page holds one page of rows (its HTML stays small, issue 12), so with
  // JavaScript the button fetches every row of the query, shows them all, then opens the print dialog. Without
  // JavaScript there is no button; the CSV download has every row.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [whole, setWhole] = useState<{ search: string; rows: AllergenPageRow[] }>();
  const [preparing, setPreparing] = useState(false);
  const [printFailed, setPrintFailed] = useState(false);
  const wholeRows = whole?.search === search ? whole.rows : undefined;
  const printAll = async () => {
    setPreparing(true);
    setPrintFailed(false);
    try {
      const all = await loadAllergenRows(client, apiQuery, query);
      // The rows must be in the document before the print dialog takes its snapshot.
      flushSync(() => setWhole({ search, rows: all }));
      window.print();
    } catch {
      setPrintFailed(true);
    } finally {
      setPreparing(false);
    }
  };

  const rows: AllergenMatrixItem[] = (wholeRows ?? matrix.data?.rows ?? []).map((row) => ({
    id: row.id,
    name: row.name,
    productCode: row.productCode,
    href: getHref('product', row.slug),
    packageName: packageName(row.packaging),
    contains: row.contains,
    timeModified: row.timeModified,
  }));

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
      {printFailed ? (
        <Text role="alert">The whole matrix could not be loaded to print. Please try again.</Text>
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
          onPrintAll={scripted ? () => void printAll() : undefined}
          printAllBusy={preparing}
          pager={
            wholeRows ? (
              <WholeNote>
                <Text role="status">{`All ${wholeRows.length} products are shown, for printing.`}</Text>
                <Button variant="link" onClick={() => setWhole(undefined)}>
                  Show one page at a time
                </Button>
              </WholeNote>
            ) : (
              <Pager page={matrix.data} search={search} />
            )
          }
        />
      ) : matrix.error ? (
        <Text role="alert">The allergen matrix could not be loaded. Please try again.</Text>
      ) : (
        <Loading />
      )}
    </Page>
  );
}
