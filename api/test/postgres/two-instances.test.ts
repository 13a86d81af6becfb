/**
 * Issue 12 §6: several instances on one PostgreSQL behave as one site. Two API processes (`src/server.ts`), each with
 * a data folder of its own as on two machines, over one database of the suite's PostgreSQL cluster:
 * a challenge issued by one verifies on the other and is spent for both; one client address has one quota across
 * both; `TRUST_PROXY` decides whose X-Forwarded-For names that address.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAltcha } from '../forms/helpers';
import { eventBody } from '../forms/payloads';
import { prepareTarget, spawnApi, type ApiProcess, type Target } from '../helpers/processes';

const LIMIT = 3;
let target: Target;
const running: ApiProcess[] = [];
const folders: string[] = [];

/** An instance with a data folder of its own over the shared database. */
async function instance(env: Record<string, string> = {}): Promise<ApiProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'larder-instance-'));
  folders.push(dataDir);
  const api = await spawnApi(
    { dataDir, databaseUrl: target.databaseUrl },
    { FORMS_RATE_LIMIT: String(LIMIT), ALTCHA_HMAC_KEY: undefined, ...env },
  );
  running.push(api);
  await api.ready;
  return api;
}

function post(api: ApiProcess, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${api.url}/api/pizzaexpo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

let a: ApiProcess;
let b: ApiProcess;
beforeAll(async () => {
  target = await prepareTarget();
  expect(target.engine).toBe('postgres');
  [a, b] = await Promise.all([instance(), instance()]);
}, 240_000);
afterAll(async () => {
  for (const api of running) if (api.child.exitCode === null) api.child.kill('SIGKILL');
  await Promise.all(running.map((api) => api.exited));
  await target?.drop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL', () => {
  it(
    'when a challenge is issued by one instance, then it verifies on the other, and once spent it is refused by both',
    { timeout: 120_000 },
    async () => {
      const challenge = await (await fetch(`${a.url}/api/captcha/challenge`)).json();
      // The production work factor, solved as the widget does.
      const captcha = await solveAltcha(challenge as Parameters<typeof solveAltcha>[0]);
      const client = { 'x-forwarded-for': '198.51.100.10' };
      expect((await post(b, eventBody(captcha), client)).status).toBe(201);
      const replayed = await post(a, { ...eventBody(captcha), company: 'Replay' }, client);
      expect(replayed.status).toBe(422);
      expect(((await replayed.json()) as { errors: { param: string }[] }).errors[0]?.param).toBe('captcha');
    },
  );

  it(`when one address posts through both instances, then it has one quota of ${LIMIT}, and another address its own`, async () => {
    const client = { 'x-forwarded-for': '198.51.100.20' };
    const empty = { fname: '', lname: '', company: '', captcha: '' };
    const statuses = [];
    for (const api of [a, b, a, b]) statuses.push((await post(api, empty, client)).status);
    expect(statuses).toEqual([422, 422, 422, 429]);
    expect((await post(a, empty, client)).status).toBe(429);
    expect((await post(b, empty, { 'x-forwarded-for': '198.51.100.21' })).status).toBe(422);
  });

  it(
    'when TRUST_PROXY is 0, then X-Forwarded-For is not believed: every request counts against the connecting address',
    { timeout: 120_000 },
    async () => {
      const untrusting = await instance({ TRUST_PROXY: '0' });
      const empty = { fname: '', lname: '', company: '', captcha: '' };
      const statuses = [];
      for (let index = 0; index <= LIMIT; index += 1) {
        statuses.push(
          (await post(untrusting, empty, { 'x-forwarded-for': `198.51.100.${30 + index}` })).status,
        );
      }
      expect(statuses).toEqual([422, 422, 422, 429]);
    },
  );
});
