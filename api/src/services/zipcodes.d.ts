// The `zipcodes` package ships no types; this is the one function the API uses.
declare module 'zipcodes' {
  export interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipCodeRecord | undefined;
  const zipcodes: { lookup: typeof lookup };
  export default zipcodes;
}
