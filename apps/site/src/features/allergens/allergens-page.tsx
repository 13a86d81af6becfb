import { useMemo, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { createGlobalStyle } from 'styled-components';
import { pickDataset, useAllergenMatrix, useDxpData } from '@larder/client';
import { PACKAGING_NAMES, filterAllergenMatrixRows, stringifyAllergenMatrixQuery } from '@larder/domain';
import { AllergenMatrix, Heading, Loading, Text, type AllergenMatrixItem } from '@larder/ui';
import { getHref } from '../../paths';
import { Page } from '../../shell/page';
import { ALLERGEN_DATASETS, allergenApiQuery, allergenQueryFromSearch } from './allergens-query';

/** The matrix prints on landscape paper, small margins, the page frame left out by the shell's print styles. */
const LandscapePrint = createGlobalStyle`
  @page {
    size: landscape;
    margin: 10mm;
  }
`;

/**
 * The allergen matrix (issue 16): every listed product against the nine major US allergens, filtered by the URL
 * (`?free=milk,sesame&flavor=…&package=…&productLines=…`) through a GET form, so it works without JavaScript;
 * the same query downloads as `/allergens.csv`.
 */
export default function AllergensPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { query, ignored } = useMemo(() => allergenQueryFromSearch(searchParams), [searchParams]);
  const apiQuery = allergenApiQuery(query);
  const matrix = useAllergenMatrix(apiQuery);
  // Offline kitchen mode (docs/offline.md): when the filtered rows cannot be fetched, the unfiltered matrix this
  // device has (the page's own data, or the service worker's saved copy) is filtered here by the same rule as the
  // API's, so a filter gives the same products without a connection.
  const filtered = Object.keys(apiQuery).length > 0;
  const everything = useAllergenMatrix(filtered && matrix.error ? {} : null);
  const matrixRows =
    matrix.data?.rows ??
    (matrix.error && everything.data ? filterAllergenMatrixRows(everything.data.rows, query) : undefined);
  const lookups = useDxpData(ALLERGEN_DATASETS);
  const flavors = pickDataset(lookups.data, 'flavors') ?? [];
  const packagings = pickDataset(lookups.data, 'packagings') ?? [];
  const productLines = pickDataset(lookups.data, 'productLines') ?? [];

  const packageName = (id: string) =>
    packagings.find((packaging) => packaging.id === id)?.name ??
    (PACKAGING_NAMES as Record<string, string>)[id] ??
    id;
  const rows: AllergenMatrixItem[] = (matrixRows ?? []).map((row) => ({
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
      {matrixRows ? (
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
        />
      ) : matrix.error && (!filtered || everything.error) ? (
        <Text role="alert">The allergen matrix could not be loaded. Please try again.</Text>
      ) : (
        <Loading />
      )}
    </Page>
  );
}
