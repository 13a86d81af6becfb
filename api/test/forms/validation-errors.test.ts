/**
 * Every refusal of every POST endpoint reads like the spec's messages (issue 14, item 6): one entry per failing
 * field, named by its `param`, with a sentence a person understands (the form's own message where the form has
 * one), never a schema keyword, JSON pointer or AJV text. The endpoints are walked from `openapi.yaml`, so a new
 * POST operation fails here until it has a valid body below.
 */
import { readFileSync } from 'node:fs';
import {
  MSG_CAPTCHA_SOLVE,
  MSG_EMAIL,
  MSG_REQUIRED,
  MSG_SELECT_OPTION,
  maxCharsMessage,
} from '@larder/domain';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiPath } from '../../src/paths';
import { someProducts, startFormsApp, type ErrorBody, type FormsApp } from './helpers';
import { contactBody, eventBody, generalSampleBody, inquiryBody, portionSampleBody } from './payloads';

/** Schema text a person should never read: AJV's wording, keywords, JSON pointers. */
const SCHEMA_TEXT =
  /must match|schema|oneOf|anyOf|should|must be (string|integer|object)|#\/|must have required|must NOT|additional properties/;

type Schema = {
  $ref?: string;
  required?: string[];
  properties?: Record<string, unknown>;
  oneOf?: Schema[];
};
const spec = parse(readFileSync(openapiPath(), 'utf8')) as {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
};
const named = (ref: string | undefined): Schema => spec.components.schemas[ref?.split('/').pop() ?? ''] ?? {};

/** The POST operations of the contract that take a JSON body. */
const POST_PATHS = Object.entries(spec.paths)
  .filter(([, operations]) => operations.post?.requestBody !== undefined)
  .map(([path]) => path);

let app: FormsApp;
let productId: string;
beforeAll(async () => {
  app = await startFormsApp();
  productId = (await someProducts(app.db, 1))[0]?.id ?? '';
});
afterAll(async () => {
  await app?.close();
});

/** A body each endpoint accepts up to its captcha (an unsolved token: nothing is ever stored or sent). */
function validBody(path: string): Record<string, unknown> {
  switch (path) {
    case '/api/contactus':
      return contactBody('x');
    case '/api/getsample':
      return generalSampleBody('x', [productId]);
    case '/api/getconsumersample':
      return portionSampleBody('x');
    case '/api/pizzaexpo':
      return eventBody('x');
    case '/api/faq/purchase-form':
      return inquiryBody('x', [{ id: productId }]);
    case '/api/recipes/send-files':
      return { email: 'pat@harbor-diner.example', attachments: [{ href: '/files/x.pdf' }], type: 'recipe' };
    case '/api/validate-zipcode':
      return { zipCode: '01752' };
    default:
      throw new Error(`no valid body for POST ${path}: add one to this test`);
  }
}

/** The contract's schema of the body (for a oneOf, the branch the valid body above belongs to). */
function bodySchema(path: string): Schema {
  const schema = named(spec.paths[path]?.post?.requestBody?.content['application/json']?.schema.$ref);
  if (schema.oneOf === undefined) return schema;
  const body = validBody(path);
  return (
    schema.oneOf
      .map((branch) => named(branch.$ref))
      .find(
        (branch) =>
          Object.keys(body).every((key) => key in (branch.properties ?? {})) &&
          (branch.required ?? []).every((key) => key in body),
      ) ?? {}
  );
}

/** Fills what the contract requires and the valid body lacks (a field added to the contract later). */
function completeBody(path: string): Record<string, unknown> {
  const body = validBody(path);
  for (const key of bodySchema(path).required ?? []) body[key] ??= 'x';
  return body;
}

async function refusal(path: string, body: unknown) {
  const reply = await app.post<ErrorBody>(path, body);
  expect([400, 422], `POST ${path} ${JSON.stringify(body).slice(0, 200)}`).toContain(reply.status);
  const errors = reply.body.errors;
  const params = errors.map((error) => error.param);
  expect(new Set(params).size, `each param once: ${params.join(', ')}`).toBe(params.length);
  for (const error of errors) {
    expect(typeof error.param).toBe('string');
    expect(error.param).not.toBe('');
    expect(error.msg, `${path} ${error.param}`).not.toMatch(SCHEMA_TEXT);
    expect(error.msg).toMatch(/^[A-Z]/);
  }
  return { status: reply.status, byParam: new Map(errors.map((error) => [error.param, error.msg])) };
}

describe('every POST endpoint', () => {
  it('the contract has POST endpoints and each has a valid body here', () => {
    expect(POST_PATHS.length).toBeGreaterThanOrEqual(7);
    for (const path of POST_PATHS) expect(() => validBody(path)).not.toThrow();
  });

  describe.each(POST_PATHS)('POST %s', (path) => {
    it('a bad email is named once with the form message', async () => {
      const body = completeBody(path);
      if (!('email' in body)) return;
      const { byParam } = await refusal(path, { ...body, email: 'not-an-email' });
      expect(byParam.get('email')).toBe(MSG_EMAIL);
    });

    it('each missing required field is named with the message its form shows for it when empty', async () => {
      const body = completeBody(path);
      for (const key of bodySchema(path).required ?? []) {
        const { [key]: _left, ...rest } = body;
        const missing = await refusal(path, rest);
        expect(missing.status, key).toBe(400);
        const msg = missing.byParam.get(key);
        expect(msg, `${path} without ${key}`).toBeDefined();
        if (typeof body[key] !== 'string') continue;
        // The same field sent empty goes through the form's own rules (422): the message must be the same.
        const empty = await app.post<ErrorBody>(path, { ...body, [key]: '' });
        if (empty.status !== 422) continue;
        const emptyMsg = empty.body.errors.find((error) => error.param === key)?.msg;
        if (emptyMsg !== undefined) expect(msg, `${path} ${key}`).toBe(emptyMsg);
      }
    });

    it('a too-long text is named once, and a text field sent as a number or a list as text says so', async () => {
      const body = completeBody(path);
      for (const [key, value] of Object.entries(body)) {
        if (typeof value === 'string') {
          // Longer than any text limit of the forms (5,000), shorter than the body limit (64 KB).
          const long = await refusal(path, { ...body, [key]: 'x'.repeat(6000) });
          expect(long.byParam.has(key), `${path} long ${key}`).toBe(true);
          const wrong = await refusal(path, { ...body, [key]: 12345 });
          expect(wrong.status).toBe(400);
          expect(wrong.byParam.get(key), `${path} number ${key}`).toBe('Must be text');
        } else if (Array.isArray(value)) {
          const wrong = await refusal(path, { ...body, [key]: 'not a list' });
          expect(wrong.byParam.get(key), `${path} text ${key}`).toBe('Must be a list');
        }
      }
    });

    it('an unknown field, and a body that is no object, are named in words', async () => {
      const extra = await refusal(path, { ...completeBody(path), bogus: 1 });
      expect(extra.byParam.get('bogus')).toBe("Unknown field 'bogus'");
      const list = await refusal(path, [1, 2]);
      expect(list.byParam.get('body')).toBe('Must be a JSON object with named fields');
    });
  });
});

describe('the measured cases of issue 14', () => {
  it('a bad email on /api/getconsumersample is answered for the email, with no schema text and phone not twice', async () => {
    const { byParam } = await refusal('/api/getconsumersample', {
      ...portionSampleBody('x'),
      email: 'nope',
    });
    expect(byParam.get('email')).toBe(MSG_EMAIL);
    expect(byParam.has('phone')).toBe(false);
  });

  it('a sample request fitting neither form is answered for the fields of the nearest one, each once', async () => {
    // Portion-control keys only, with a number for a phone and the captcha and locations left out.
    const { captchaId: _captcha, locations: _locations, ...body } = portionSampleBody('x');
    const reply = await refusal('/api/getconsumersample', { ...body, phone: 5 });
    expect(reply.status).toBe(400);
    expect(Object.fromEntries(reply.byParam)).toEqual({
      phone: 'Must be text',
      locations: MSG_SELECT_OPTION,
      captchaId: MSG_CAPTCHA_SOLVE,
    });
  });

  it('a general sample request without an email is told once that the email is required', async () => {
    const { email: _email, ...body } = generalSampleBody('x', ['1']);
    const reply = await refusal('/api/getsample', body);
    expect(Object.fromEntries(reply.byParam)).toEqual({ email: MSG_REQUIRED });
  });

  it('a refused query parameter is worded too', async () => {
    const reply = await app.get<ErrorBody>('/api/products?limit=abc');
    expect(reply.status).toBe(400);
    for (const error of reply.body.errors) expect(error.msg).not.toMatch(SCHEMA_TEXT);
    expect(reply.body.errors.map((error) => error.param)).toEqual(['limit']);
  });

  it('the too-long message is the form message with the contract limit', async () => {
    const reply = await refusal('/api/validate-zipcode', { zipCode: '1'.repeat(21) });
    expect(reply.byParam.get('zipCode')).toBe(maxCharsMessage(20));
  });
});
