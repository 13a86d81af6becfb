/**
 * Issue 13 §1 for reads: generated query strings on every GET endpoint of the contract (parameter names taken from
 * openapi.yaml, values nasty: NUL, broken percent escapes, surrogates, huge numbers, brackets, repeats, unknown
 * names) and generated paths under /api, /img and /files. None may be answered 5xx; a refusal is
 * `{ errors: [{ param, msg }] }` with no stack or SQL; the server log holds no error line.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openapiPath } from '../../src/paths';
import { SEED, errorLines, generate, runCases, startFuzzApp, type FuzzApp, type FuzzCase } from './fuzz';

/** Generated GET requests (queries and paths together). */
const GET_CASES = 12_000;

interface Operation {
  parameters?: { $ref?: string; name?: string; in?: string }[];
}

/** Each GET path of the contract with the names of its query parameters. */
function getEndpoints(): { path: string; params: string[] }[] {
  const spec = parse(readFileSync(openapiPath(), 'utf8')) as {
    paths: Record<string, { get?: Operation }>;
    components: { parameters: Record<string, { name: string; in: string }> };
  };
  return Object.entries(spec.paths)
    .filter(([, item]) => item.get !== undefined)
    .map(([path, item]) => ({
      path,
      params: (item.get!.parameters ?? [])
        .map((parameter) =>
          parameter.$ref !== undefined
            ? spec.components.parameters[parameter.$ref.split('/').pop()!]!
            : parameter,
        )
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name!),
    }));
}

/** Already percent-encoded pieces, some of them invalid escapes or invalid UTF-8. */
const RAW_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%F4%90%80%80',
  '%C0%80',
  '%ff',
  '%',
  '%%',
  '%2',
  '%zz',
  '%u0000',
  '99999999999999999999',
  '1e400',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  '+1',
  '%201',
  '%20',
  '',
  '%5B%5D',
  '..%2F..%2F',
  '%2Fproducts%2F%2E%2E',
  '%0D%0ASet-Cookie:%20x=1',
  'ranch,,caesar',
  ',,,',
  'a'.repeat(300),
  '%E2%80%AE',
  '%F0%9F%92%A5',
];

/** Characters to percent-encode one UTF-8 byte at a time (so lone surrogates become invalid UTF-8). */
function encodeLoosely(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (/[A-Za-z0-9_.~-]/.test(char)) out += char;
    else if (code >= 0xd800 && code <= 0xdfff)
      out += `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (code & 0x3f)).toString(16).toUpperCase()}`;
    else
      out += [...Buffer.from(char, 'utf8')]
        .map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`)
        .join('');
  }
  return out;
}

const value = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...RAW_VALUES) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map(encodeLoosely) },
  { weight: 2, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'ranch',
      'caesar',
      'gallon',
      'dressings',
      'vegan',
      'products',
      'recipes',
      '/products',
      'homepageBlocks',
    ),
  },
);

const queryName = (known: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...(known.length > 0 ? known : ['page'])) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        ...known.map((name) => `${name}[$gt]`),
        '__proto__',
        'constructor',
        'a[b][c]',
        '%00',
        'page[]',
        '',
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 12 }).map(encodeLoosely) },
  );

function queryCases(endpoints: { path: string; params: string[] }[]): fc.Arbitrary<FuzzCase> {
  return fc.constantFrom(...endpoints).chain(({ path, params }) =>
    fc.array(fc.tuple(queryName(params), value), { maxLength: 5 }).map((pairs) => {
      const query = pairs.map(([name, item]) => `${name}=${item}`).join('&');
      return {
        method: 'GET',
        path: `${path}${query === '' ? '' : `?${query}`}`,
        headers: {},
        kind: `query:${path}`,
      };
    }),
  );
}

const SEGMENTS = [
  '%00',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '%5C',
  'products',
  'fit-in',
  '300x300',
  '0x0',
  '99999x1',
  'x.pdf',
  'a.svg',
  '%ED%A0%80',
  '%ff',
  ';',
  'ke1170-aged-balsamic-vinaigrette.pdf',
  'chefs',
  'marco-bellini.svg',
];

function pathCases(): fc.Arbitrary<FuzzCase> {
  return fc
    .tuple(
      fc.constantFrom(
        '/api',
        '/img',
        '/img/fit-in',
        '/files',
        '/files/products',
        '/files/recipes',
        '/files/insights',
        '/api/products',
      ),
      fc.array(
        fc.oneof(
          fc.constantFrom(...SEGMENTS),
          fc.string({ unit: 'binary', maxLength: 12 }).map(encodeLoosely),
        ),
        { minLength: 1, maxLength: 4 },
      ),
      fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'),
    )
    .map(([prefix, segments, method]): FuzzCase => {
      const withBody = method === 'POST' || method === 'PUT';
      return {
        method,
        path: `${prefix}/${segments.join('/')}`,
        headers: withBody ? { 'content-type': 'application/json' } : {},
        ...(withBody ? { body: Buffer.from('{}') } : {}),
        kind: `path:${prefix}`,
      };
    });
}

let fuzz: FuzzApp;
beforeAll(async () => {
  fuzz = await startFuzzApp();
});
afterAll(async () => {
  await fuzz?.close();
});

it(
  `when ${GET_CASES} generated queries and paths arrive, then none is answered 5xx and each refusal is a JSON error`,
  { timeout: 300_000 },
  async () => {
    const endpoints = getEndpoints();
    expect(endpoints.length).toBeGreaterThan(10);
    const arbitrary = fc.oneof(
      { weight: 3, arbitrary: queryCases(endpoints) },
      { weight: 1, arbitrary: pathCases() },
    );
    const started = performance.now();
    const report = await runCases(fuzz, generate(arbitrary, GET_CASES));
    const seconds = Math.round((performance.now() - started) / 1000);
    console.log(
      `fuzz GET (seed ${SEED}, ${seconds} s, ${endpoints.length} endpoints): ${JSON.stringify(report.statuses)} ${JSON.stringify(report.kinds)}`,
    );
    expect(report.problems).toEqual([]);
    expect(report.cases).toBe(GET_CASES);
    expect(report.statuses['200']).toBeGreaterThan(0);
    expect(report.statuses['400']).toBeGreaterThan(0);
    expect(report.statuses['404']).toBeGreaterThan(0);
    expect(errorLines(fuzz.logLines())).toEqual([]);
  },
);
