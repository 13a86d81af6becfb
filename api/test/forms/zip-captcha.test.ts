import { MSG_CAPTCHA_SOLVE_ABOVE, MSG_ZIP_API_ERROR, MSG_ZIP_INVALID } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECAPTCHA_VERIFY_URL, createRecaptcha, recaptchaRequest } from '../../src/services/captcha';
import { startTestApp } from '../helpers/app';
import { TEST_ENV, solveAltcha, startFormsApp, type ErrorBody, type FormsApp } from './helpers';
import { eventBody } from './payloads';

let app: FormsApp;
beforeAll(async () => {
  app = await startFormsApp();
});
afterAll(async () => {
  await app?.close();
});

type ZipReply = {
  data: {
    success: boolean;
    city: string | null;
    state: string | null;
    cityFound: boolean;
    error: string | null;
    errorType: string | null;
  };
};

describe('POST /api/validate-zipcode', () => {
  it.each(['01752', ' 01752 ', '01752-1234'])(
    'when the ZIP is known (%j), then city and state are answered',
    async (zipCode) => {
      const reply = await app.post<ZipReply>('/api/validate-zipcode', { zipCode });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual({
        success: true,
        city: 'Marlborough',
        state: 'MA',
        cityFound: true,
        error: null,
        errorType: null,
      });
    },
  );

  it.each(['00000', '1234', '123456', 'abcde', ''])(
    'when the ZIP is unknown or not 5 digits (%j), then INVALID_ZIP is answered',
    async (zipCode) => {
      const reply = await app.post<ZipReply>('/api/validate-zipcode', { zipCode });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual({
        success: false,
        city: null,
        state: null,
        cityFound: false,
        error: MSG_ZIP_INVALID,
        errorType: 'INVALID_ZIP',
      });
    },
  );

  it('when the lookup service fails, then API_ERROR is answered; when it knows no city, cityFound is false', async () => {
    const failing = await startFormsApp({
      db: app.db,
      app: {
        zipLookup: {
          lookup: async (zip) => {
            if (zip === '99999') throw new Error('lookup service down');
            return { city: '', state: 'VT' };
          },
        },
      },
    });
    try {
      const down = await failing.post<ZipReply>('/api/validate-zipcode', { zipCode: '99999' });
      expect(down.body.data).toMatchObject({
        success: false,
        error: MSG_ZIP_API_ERROR,
        errorType: 'API_ERROR',
      });
      const noCity = await failing.post<ZipReply>('/api/validate-zipcode', { zipCode: '05001' });
      expect(noCity.body.data).toEqual({
        success: true,
        city: null,
        state: 'VT',
        cityFound: false,
        error: null,
        errorType: null,
      });
    } finally {
      await failing.close();
    }
  });

  it('when zipCode is not a string or another field is sent, then it answers 400', async () => {
    expect(
      (await app.post<ErrorBody>('/api/validate-zipcode', { zipCode: 1752 })).body.errors[0]?.param,
    ).toBe('zipCode');
    const extra = await app.post<ErrorBody>('/api/validate-zipcode', { zipCode: '01752', country: 'US' });
    expect(extra.status).toBe(400);
    expect(extra.body.errors[0]?.param).toBe('country');
  });
});

describe('GET /api/sitekey', () => {
  it('when no reCAPTCHA keys are configured, then ALTCHA and its challenge URL are answered', async () => {
    const reply = await app.get<{ data: unknown }>('/api/sitekey');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      provider: 'altcha',
      sitekey: null,
      challengeUrl: '/api/captcha/challenge',
    });
  });
});

describe('ALTCHA HMAC key', () => {
  it('when none is configured, then apps on one database share the key generated there: a challenge of one verifies on another', async () => {
    // Two apps with data folders of their own, as two machines would have, over one database.
    const issuer = await startTestApp({ db: app.db, env: TEST_ENV });
    const verifier = await startTestApp({ db: app.db, env: TEST_ENV });
    try {
      const challenge = (await issuer.get<Parameters<typeof solveAltcha>[0]>('/api/captcha/challenge')).body;
      const captcha = await solveAltcha(challenge);
      const reply = await verifier.get('/api/pizzaexpo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(eventBody(captcha)),
      });
      expect(reply.status).toBe(201);
      const key = await app.db.query<{ value: string }>(
        "select value from app_secrets where name = 'altcha-hmac'",
      );
      expect(key.rows[0]?.value).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await issuer.close();
      await verifier.close();
    }
  });
});

describe('reCAPTCHA v2', () => {
  it('when a token is verified, then siteverify gets the secret, the token and the client IP as a form post', () => {
    const [url, init] = recaptchaRequest('the-secret', 'the-token', '203.0.113.9');
    expect(url).toBe(RECAPTCHA_VERIFY_URL);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      secret: 'the-secret',
      response: 'the-token',
      remoteip: '203.0.113.9',
    });
  });

  it('when Google answers success false or fails, then the token is refused', async () => {
    const now = () => new Date();
    const answers = [
      () => Response.json({ success: false, 'error-codes': ['invalid-input-response'] }),
      () => new Response('bad gateway', { status: 502 }),
      () => {
        throw new Error('network down');
      },
    ];
    for (const answer of answers) {
      const captcha = createRecaptcha({
        sitekey: 'site',
        secret: 'secret',
        now,
        fetch: async () => answer(),
      });
      expect((await captcha.verify('token', undefined)).ok).toBe(false);
    }
  });

  it('when keys are configured, then the site key is answered, a token works once, and "email it" still takes the ALTCHA proof of work', async () => {
    const seen: string[] = [];
    const recaptcha = await startFormsApp({
      db: app.db,
      env: { RECAPTCHA_SITEKEY: 'public-site-key', RECAPTCHA_SECRET: 'private-secret' },
      app: {
        fetch: async (_url, init) => {
          const token = new URLSearchParams(String(init?.body)).get('response') ?? '';
          seen.push(token);
          return Response.json({ success: token.startsWith('valid-') });
        },
      },
    });
    try {
      const sitekey = await recaptcha.get<{ data: unknown }>('/api/sitekey');
      expect(sitekey.body.data).toEqual({
        provider: 'recaptcha',
        sitekey: 'public-site-key',
        challengeUrl: null,
      });
      // The forms show reCAPTCHA; "email it" still takes the invisible ALTCHA proof of work.
      const challenge = await recaptcha.get<Parameters<typeof solveAltcha>[0]>('/api/captcha/challenge');
      expect(challenge.status).toBe(200);
      const emailed = await recaptcha.post('/api/recipes/send-files', {
        email: 'chef@harbor-diner.example',
        attachments: [
          {
            href: `/files/recipes/${(await app.db.query<{ slug: string }>('select slug from recipes limit 1')).rows[0]!.slug}.pdf`,
          },
        ],
        type: 'recipe',
        captcha: await solveAltcha(challenge.body),
      });
      expect(emailed.status).toBe(201);
      expect((await recaptcha.post('/api/pizzaexpo', eventBody('valid-token-1'))).status).toBe(201);
      const replay = await recaptcha.post<ErrorBody>('/api/pizzaexpo', eventBody('valid-token-1'));
      expect(replay.status).toBe(422);
      expect(replay.body.errors).toEqual([
        { param: 'captcha', value: 'valid-token-1', msg: MSG_CAPTCHA_SOLVE_ABOVE },
      ]);
      expect((await recaptcha.post('/api/pizzaexpo', eventBody('forged-token'))).status).toBe(422);
      expect(seen).toEqual(['valid-token-1', 'valid-token-1', 'forged-token']);
    } finally {
      await recaptcha.close();
    }
  });
});
