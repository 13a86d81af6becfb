// The site type-checks this file through @larder/api, outside api/tsconfig.json: point it at the module types.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./zipcodes.d.ts" />
import { MSG_ZIP_API_ERROR, MSG_ZIP_INVALID } from '@larder/domain';

/** A place found for a ZIP code; `city` may be empty when the source does not know it. */
export interface ZipPlace {
  city: string;
  state: string;
}

/** ZIP → place. The default is the offline `zipcodes` database; a hosted address API can sit behind it. */
export interface ZipLookup {
  lookup(zip: string): Promise<ZipPlace | undefined>;
}

let database: Promise<typeof import('zipcodes')> | undefined;

export const offlineZipLookup: ZipLookup = {
  async lookup(zip) {
    // Loaded on first use: the table is a few MB that pages without a ZIP field never need.
    database ??= import('zipcodes');
    const zipcodes = await database;
    const record = (zipcodes.default ?? zipcodes).lookup(zip);
    // The package also holds Canadian postal areas; a US ZIP answers a US state.
    if (record === undefined || record.country !== 'US') return undefined;
    return { city: record.city ?? '', state: record.state ?? '' };
  },
};

/** `data` of POST /api/validate-zipcode (spec §3 "ZIP validation result"). */
export interface ZipValidationResult {
  success: boolean;
  city: string | null;
  state: string | null;
  cityFound: boolean;
  error: string | null;
  errorType: 'INVALID_ZIP' | 'API_ERROR' | null;
}

/**
 * Normalises the input (surrounding spaces; a ZIP+4 keeps its first five digits), then looks it up. Only a
 * 5-digit ZIP is looked up (the package answers nothing for other strings anyway).
 */
export async function validateZip(input: string, lookup: ZipLookup): Promise<ZipValidationResult> {
  const invalid: ZipValidationResult = {
    success: false,
    city: null,
    state: null,
    cityFound: false,
    error: MSG_ZIP_INVALID,
    errorType: 'INVALID_ZIP',
  };
  const match = /^(\d{5})(?:-\d{4})?$/.exec(input.trim());
  if (match === null) return invalid;
  let place: ZipPlace | undefined;
  try {
    place = await lookup.lookup(match[1]!);
  } catch {
    return { ...invalid, error: MSG_ZIP_API_ERROR, errorType: 'API_ERROR' };
  }
  if (place === undefined) return invalid;
  const city = place.city.trim();
  return {
    success: true,
    city: city === '' ? null : city,
    state: place.state,
    cityFound: city !== '',
    error: null,
    errorType: null,
  };
}
