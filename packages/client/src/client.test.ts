import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './client';
import { ApiError } from './errors';
import { fetchers, prefetch, keys } from './keys';
import { sendFiles, submitContact, submitSample, validateZipcode } from './mutations';
import { sendJson, startServer, type Handler, type TestServer } from './test-server';
import type { ContactRequest, GeneralSampleRequest, PortionControlSampleRequest } from './types';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(handler: Handler): Promise<{ server: TestServer; client: ApiClient }> {
  server = await startServer(handler);
  return { server, client: createApiClient({ baseUrl: server.baseUrl }) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const contact: ContactRequest = {
  message: 'Do you ship to Alaska?',
  company: 'Harbor Grill',
  fname: 'Ann',
  email: 'ann@example.com',
  city: 'Marlborough',
  state: 'MA',
  captcha: 'token',
};

const portionControl: PortionControlSampleRequest = {
  fname: 'Ann',
  lname: 'Lee',
  email: 'ann@example.com',
  phone: '5085550142',
  company: 'Harbor Grill',
  address: '1 Main St',
  zip: '01752',
  city: 'Marlborough',
  state: 'MA',
  website: 'harbor.example',
  locations: '2-10',
  captchaId: 'token',
};

const created =
  (id: string): Handler =>
  (_request, response) =>
    sendJson(response, 201, { data: { id } });

describe('error mapping', () => {
  it('when a form is rejected with 422, the ApiError carries the field list from the JSON body', async () => {
    const errors = [{ param: 'email', value: 'x', msg: 'Must be a valid email' }];
    const { client } = await setup((_request, response) => sendJson(response, 422, { errors }));
    const failure = await submitContact({ ...contact, email: 'x' }, { client }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    const apiError = failure as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.errors).toEqual(errors);
    expect(apiError.hasFieldErrors).toBe(true);
    expect(apiError.fieldErrors()).toEqual({ email: 'Must be a valid email' });
    expect(apiError.message).toBe('Must be a valid email');
  });

  it('when a read call answers 404, it rejects with the param that named the lookup', async () => {
    const { client } = await setup((_request, response) =>
      sendJson(response, 404, { errors: [{ param: 'slug', value: 'nope', msg: 'Not found' }] }),
    );
    await expect(fetchers.recipeDetails(client, { slug: 'nope' })).rejects.toMatchObject({
      status: 404,
      errors: [{ param: 'slug', value: 'nope', msg: 'Not found' }],
    });
  });

  it('when the error body is not JSON by content type, no field errors are read from it', async () => {
    const { client } = await setup((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('{"errors":[{"param":"email","msg":"looks like JSON"}]}');
    });
    const failure = (await fetchers.productsAll(client).catch((error: unknown) => error)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(500);
    expect(failure.errors).toEqual([]);
    expect(failure.hasFieldErrors).toBe(false);
  });

  it('when rate limited with a long Retry-After, the submit fails at once with retryAfter set', async () => {
    const { server, client } = await setup((_request, response) => {
      response.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '120' });
      response.end('Too many requests');
    });
    const failure = (await submitContact(contact, { client }).catch((error: unknown) => error)) as ApiError;
    expect(failure.status).toBe(429);
    expect(failure.retryAfter).toBe(120);
    expect(failure.body).toBe('Too many requests');
    expect(server.requests).toHaveLength(1);
  });

  it('when the server cannot be reached, the failure is an ApiError with status 0', async () => {
    const { server, client } = await setup(() => 'destroy');
    const failure = (await submitContact(contact, { client, retries: 0 }).catch(
      (error: unknown) => error,
    )) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(0);
    expect(server.requests).toHaveLength(1);
  });
});

describe('Idempotency-Key', () => {
  it('is a random UUID sent with each form post, different for each submit', async () => {
    const { server, client } = await setup(created('c1'));
    await expect(submitContact(contact, { client })).resolves.toEqual({ id: 'c1' });
    await submitContact(contact, { client });
    const [first, second] = server.requests.map((request) => request.headers['idempotency-key']);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/contactus', body: contact });
  });

  it('stays the same when a 503 answer is retried, and the retry’s answer is returned', async () => {
    const { server, client } = await setup((_request, response, index) =>
      index === 0
        ? sendJson(
            response,
            503,
            { errors: [{ param: 'database', msg: 'Unavailable' }] },
            { 'retry-after': '0' },
          )
        : sendJson(response, 201, { data: { id: 'sample-7' } }),
    );
    await expect(submitSample(portionControl, { client })).resolves.toEqual({ id: 'sample-7' });
    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests.map((request) => request.headers['idempotency-key']);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
  });

  it('stays the same when the connection drops and the post is sent again', async () => {
    const { server, client } = await setup((request, response, index) =>
      index === 0
        ? 'destroy'
        : sendJson(response, 201, { data: { id: String(request.headers['idempotency-key']) } }),
    );
    const result = await sendFiles(
      {
        email: 'ann@example.com',
        attachments: [{ href: '/files/recipes/dipn.pdf' }],
        type: 'recipe',
        captcha: 'solved-payload',
      },
      { client },
    );
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers['idempotency-key']).toBe(
      server.requests[0]?.headers['idempotency-key'],
    );
    expect(result.id).toBe(server.requests[0]?.headers['idempotency-key']);
  });

  it('uses the key the caller passes, so a resubmit of the same attempt is recognised', async () => {
    const { server, client } = await setup(created('c2'));
    await submitContact(contact, { client, idempotencyKey: 'attempt-0001' });
    await submitContact(contact, { client, idempotencyKey: 'attempt-0001' });
    expect(server.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'attempt-0001',
      'attempt-0001',
    ]);
  });

  it('is not retried after a 422: the answer is final', async () => {
    const { server, client } = await setup((_request, response) =>
      sendJson(response, 422, { errors: [{ param: 'captcha', msg: 'Please solve the captcha above.' }] }),
    );
    await expect(submitContact(contact, { client })).rejects.toMatchObject({ status: 422 });
    expect(server.requests).toHaveLength(1);
  });
});

describe('sample route', () => {
  const general: GeneralSampleRequest = {
    ...portionControl,
    sample: ['p-ranch-gallon'],
    distributor: 'Sysco',
    find: 'Search engine',
    description: 'Foodservice',
    segment: 'Restaurant',
    locations: '1',
  };

  it('posts to /api/getsample unless isConsumer, and to /api/getconsumersample when it is', async () => {
    const { server, client } = await setup(created('s'));
    await submitSample(general, { client });
    await submitSample(general, { client, isConsumer: true });
    await submitSample({ ...general, isConsumer: true }, { client });
    await submitSample({ ...general, isConsumer: true }, { client, isConsumer: false });
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/getsample',
      '/api/getconsumersample',
      '/api/getconsumersample',
      '/api/getsample',
    ]);
    expect(server.requests[0]?.body).toEqual(general);
  });
});

describe('query serialisation', () => {
  const page = { products: [], paging: { page: 2, limit: 30, hasNext: false, total: 30 } };

  it('sends list filters as comma lists (flavor=a,b) and returns the body’s data', async () => {
    const { server, client } = await setup((_request, response) => sendJson(response, 200, { data: page }));
    const data = await fetchers.products(client, { flavor: ['ranch', 'caesar'], package: ['cup'], page: 2 });
    expect(data).toEqual(page);
    expect(server.requests[0]?.url).toBe('/api/products?flavor=ranch,caesar&package=cup&page=2');
  });

  it('sends dxp-data datasets as one comma list in the order asked', async () => {
    const results = [
      { dataset: 'flavors', data: [] },
      { dataset: 'homepageBlocks', data: [] },
    ];
    const { server, client } = await setup((_request, response) =>
      sendJson(response, 200, { data: results }),
    );
    await expect(fetchers.dxpData(client, ['flavors', 'homepageBlocks'])).resolves.toEqual(results);
    expect(server.requests[0]?.url).toBe('/api/dxp-data?dataset=flavors,homepageBlocks');
  });

  it('prefetch pairs the data with the key the hook reads', async () => {
    const { client } = await setup((_request, response) => sendJson(response, 200, { data: page }));
    const [key, data] = await prefetch.products(client, { page: 2, flavor: ['ranch'] });
    expect(key).toBe(keys.products({ flavor: ['ranch'], page: 2 }));
    expect(data).toEqual(page);
  });

  it('validateZipcode posts the ZIP and resolves with the lookup result, success or not', async () => {
    const result = {
      success: false,
      city: null,
      state: null,
      cityFound: false,
      error: 'Invalid',
      errorType: 'INVALID_ZIP',
    };
    const { server, client } = await setup((_request, response) => sendJson(response, 200, { data: result }));
    await expect(validateZipcode('00000', { client })).resolves.toEqual(result);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/validate-zipcode',
      body: { zipCode: '00000' },
    });
  });
});
