/**
 * Issue 13 §1 for the other POST endpoints: the purchase inquiry, the ZIP lookup and "email it"; ≥ 10,000
 * generated requests each, none answered 5xx, each refusal naming its field, no error in the server log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { someProducts } from '../forms/helpers';
import { inquiryBody } from '../forms/payloads';
import {
  CASES_PER_ENDPOINT,
  SEED,
  errorLines,
  generate,
  postCases,
  runCases,
  startFuzzApp,
  type FuzzApp,
} from './fuzz';

let fuzz: FuzzApp;
let productIds: string[];
let recipeSlug: string;
beforeAll(async () => {
  fuzz = await startFuzzApp();
  productIds = (await someProducts(fuzz.app.db, 2)).map((product) => product.id);
  const recipes = await fuzz.app.db.query<{ slug: string }>('select slug from recipes order by slug limit 1');
  recipeSlug = recipes.rows[0]!.slug;
});
afterAll(async () => {
  await fuzz?.close();
});

const endpoints = [
  {
    path: '/api/faq/purchase-form',
    valid: () =>
      inquiryBody(
        '',
        productIds.map((id) => ({ id })),
      ),
    captcha: 'captcha',
    created: 201,
  },
  { path: '/api/validate-zipcode', valid: () => ({ zipCode: '01752' }), captcha: undefined, created: 200 },
  {
    path: '/api/recipes/send-files',
    valid: () => ({
      email: 'pat@harbor-diner.example',
      type: 'recipe',
      attachments: [{ href: `/files/recipes/${recipeSlug}.pdf` }],
      captcha: '',
    }),
    captcha: 'captcha',
    created: 201,
  },
];

describe.each(endpoints)('fuzzing POST $path', ({ path, valid, captcha, created }) => {
  it(
    `when ${CASES_PER_ENDPOINT} generated requests arrive, then none is answered 5xx and each refusal names its field`,
    { timeout: 300_000 },
    async () => {
      const started = performance.now();
      const report = await runCases(fuzz, generate(postCases(path, valid(), captcha), CASES_PER_ENDPOINT));
      const seconds = Math.round((performance.now() - started) / 1000);
      console.log(
        `fuzz ${path} (seed ${SEED}, ${seconds} s): ${JSON.stringify(report.statuses)} ${JSON.stringify(report.kinds)}`,
      );
      expect(report.problems).toEqual([]);
      expect(report.cases).toBe(CASES_PER_ENDPOINT);
      expect(report.statuses['400']).toBeGreaterThan(0);
      expect(report.statuses[String(created)]).toBeGreaterThan(0);
      expect(errorLines(fuzz.logLines())).toEqual([]);
    },
  );
});
