/**
 * Issue 13 §1: ≥ 10,000 generated requests per form endpoint (contact, the event, both sample endpoints), none
 * answered 5xx, every refusal `{ errors: [{ param, msg }] }` naming the field at fault, no stack or SQL text, and
 * no error line in the server log. Seeded (fuzz.ts `SEED`), so every run sends the same requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { someProducts } from '../forms/helpers';
import { contactBody, eventBody, generalSampleBody, portionSampleBody } from '../forms/payloads';
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
beforeAll(async () => {
  fuzz = await startFuzzApp();
  productIds = (await someProducts(fuzz.app.db, 2)).map((product) => product.id);
});
afterAll(async () => {
  await fuzz?.close();
});

const endpoints = [
  { path: '/api/contactus', valid: () => contactBody(''), captcha: 'captcha' },
  { path: '/api/pizzaexpo', valid: () => eventBody(''), captcha: 'captcha' },
  { path: '/api/getsample', valid: () => generalSampleBody('', productIds), captcha: 'captchaId' },
  { path: '/api/getconsumersample', valid: () => portionSampleBody(''), captcha: 'captchaId' },
];

describe.each(endpoints)('fuzzing POST $path', ({ path, valid, captcha }) => {
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
      // The generators reach every layer: the contract (400), the rules (422) and the database (201).
      expect(report.statuses['400']).toBeGreaterThan(0);
      expect(report.statuses['422']).toBeGreaterThan(0);
      expect(report.statuses['201']).toBeGreaterThan(0);
      expect(errorLines(fuzz.logLines())).toEqual([]);
    },
  );
});
