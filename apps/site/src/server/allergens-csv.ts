import { createApiClient, fetchers, pickDataset } from '@larder/client';
import { allergenMatrixCsv, PACKAGING_NAMES } from '@larder/domain';
import type { Request, RequestHandler, Response } from 'express';
import { allergenApiQuery, allergenQueryFromSearch } from '../features/allergens/allergens-query';

/** The file name a browser saves `/allergens.csv` under. */
export const ALLERGENS_CSV_FILE = 'allergen-matrix.csv';

/**
 * `GET /allergens.csv`: the rows of `/allergens` with the same query (the in-process API answers them), as CSV
 * with a header line, downloaded as a file. Unknown allergen names are left out, as on the page.
 */
export function allergensCsv(apiOrigin: () => string): RequestHandler {
  return async (req: Request, res: Response) => {
    const client = createApiClient({ baseUrl: apiOrigin() });
    const search = new URL(req.originalUrl, 'http://localhost').searchParams;
    const { query } = allergenQueryFromSearch(search);
    const [matrix, lookups] = await Promise.all([
      fetchers.allergenMatrix(client, allergenApiQuery(query)),
      fetchers.dxpData(client, ['packagings']),
    ]);
    const packagings = pickDataset(lookups, 'packagings') ?? [];
    const packageName = (id: string) =>
      packagings.find((packaging) => packaging.id === id)?.name ??
      (PACKAGING_NAMES as Record<string, string>)[id] ??
      id;
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${ALLERGENS_CSV_FILE}"`,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    res.send(allergenMatrixCsv(matrix.rows, packageName));
  };
}
