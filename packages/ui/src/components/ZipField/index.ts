export { ZipField, ZIP_LOOKUP_DEBOUNCE_MS } from './ZipField';
export type { ZipFieldProps, ZipLookupResult, ZipLookupStatus } from './ZipField';
