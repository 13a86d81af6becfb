/**
 * Issue 13 §3: a PostgreSQL crash is survived.
 *
 * The API (`src/server.ts`, a real process) runs on a PostgreSQL cluster of this test's own, under load: four clients
 * post sample requests (retrying a 503 with the same Idempotency-Key and body, as `@larder/client` does) and a
 * monitor reads /api/health every 100 ms. Ten times the cluster is stopped with `pg_ctl -m immediate` (a crash: no
 * checkpoint, every connection cut), left down for two seconds and started again.
 *
 * Then: the server process never exited; while the database was down every form answer was 503 with Retry-After
 * and readiness was red; after each return readiness went green and a form succeeded within 10 s; no answer was
 * ever anything but 201 or 503; every acknowledged submission is stored, each exactly once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentDir } from '../../src/paths';
import { mintedCaptcha } from '../helpers/captcha';
import { startCluster, type TestCluster } from '../helpers/postgres';
import { prepareTarget, sleep, spawnApi, type ApiProcess, type Target } from '../helpers/processes';
import { generalSampleBody } from '../forms/payloads';

const CRASHES = 10;
const DOWN_MS = 2_000;
const LOAD_MS = 1_500;
const CLIENTS = 4;
const RECOVERY_LIMIT_MS = 10_000;
const HMAC_KEY = 'db-crash-hmac-key-0123456789';

interface Answer {
  status: number;
  retryAfter: string | null;
  sentAt: number;
  answeredAt: number;
}

let cluster: TestCluster;
let target: Target;
let api: ApiProcess | undefined;
beforeAll(async () => {
  cluster = await startCluster();
  target = await prepareTarget(cluster.url);
});
afterAll(async () => {
  if (api !== undefined && api.child.exitCode === null) {
    api.child.kill('SIGKILL');
    await api.exited;
  }
  await target?.drop().catch(() => undefined);
  cluster?.destroy();
});

it(
  `when PostgreSQL is stopped -m immediate ${CRASHES} times under load, then the server stays up, answers 503 with Retry-After while it is down and recovers within 10 s`,
  { timeout: 300_000 },
  async () => {
    const products = JSON.parse(readFileSync(join(contentDir(), 'products.json'), 'utf8')) as {
      id: string;
      status: string;
    }[];
    const product = products.find((item) => item.status === 'Website Active')!;
    api = await spawnApi(target, { ALTCHA_HMAC_KEY: HMAC_KEY, LOG_LEVEL: 'info' });
    await api.ready;
    const { url } = api;

    const answers: Answer[] = [];
    const health: { status: number; sentAt: number; at: number }[] = [];
    const acknowledged = new Map<string, string>(); // marker → id
    const networkErrors: string[] = [];
    let running = true;

    const client = async (worker: number) => {
      for (let index = 0; running; index += 1) {
        const marker = `Crash ${worker}-${index}`;
        const body = JSON.stringify({
          ...generalSampleBody(await mintedCaptcha(HMAC_KEY), [product.id]),
          company: marker,
        });
        // The same key and body until it is stored, as a client retrying a 503 would.
        for (;;) {
          const sentAt = Date.now();
          let response: Response;
          try {
            response = await fetch(`${url}/api/getsample`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'Idempotency-Key': `crash-${worker}-${index}` },
              body,
            });
          } catch (error) {
            networkErrors.push(String((error as { cause?: unknown }).cause ?? error));
            // A server that died stays dead: end the run, and let the checks below say so.
            if (api!.child.exitCode !== null || api!.child.signalCode !== null) running = false;
            if (!running) break;
            await sleep(100);
            continue;
          }
          const answer = (await response.json()) as { data?: { id: string } };
          answers.push({
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            sentAt,
            answeredAt: Date.now(),
          });
          if (response.status === 201) {
            acknowledged.set(marker, answer.data!.id);
            break;
          }
          if (!running) break;
          await sleep(100);
        }
        await sleep(50);
      }
    };
    const monitor = async () => {
      while (running) {
        try {
          const sentAt = Date.now();
          const response = await fetch(`${url}/api/health`);
          health.push({ status: response.status, sentAt, at: Date.now() });
        } catch (error) {
          networkErrors.push(String((error as { cause?: unknown }).cause ?? error));
        }
        await sleep(100);
      }
    };
    const load = [...Array.from({ length: CLIENTS }, (_, worker) => client(worker)), monitor()];

    const outages: {
      downAt: number;
      stoppedAt: number;
      startingAt: number;
      upAt: number;
      firstSuccess?: number;
      green?: number;
    }[] = [];
    for (let crash = 0; crash < CRASHES && running; crash += 1) {
      await sleep(LOAD_MS);
      const downAt = Date.now();
      cluster.stop('immediate');
      // pg_ctl stop -w returns once the database is gone: "down" begins here (it may take a while on a busy machine).
      const stoppedAt = Date.now();
      await sleep(DOWN_MS);
      // pg_ctl start returns once the database accepts connections, so the server may answer from it a moment
      // before upAt: "down" ends when the start begins.
      const startingAt = Date.now();
      cluster.start();
      const upAt = Date.now();
      const outage: (typeof outages)[number] = { downAt, stoppedAt, startingAt, upAt };
      outages.push(outage);
      while (outage.firstSuccess === undefined && Date.now() - upAt < RECOVERY_LIMIT_MS * 2) {
        await sleep(50);
        outage.firstSuccess = answers.find(
          (answer) => answer.status === 201 && answer.sentAt >= upAt,
        )?.answeredAt;
      }
    }
    await sleep(LOAD_MS);
    running = false;
    await Promise.all(load);
    // Readiness green again after each return: a health check asked after the start and answered 200 before the next
    // crash (looked up at the end, not at the first stored form, which can come before the next check is asked).
    outages.forEach((outage, index) => {
      const nextDown = outages[index + 1]?.downAt ?? Infinity;
      outage.green = health.find(
        (check) => check.status === 200 && check.sentAt >= outage.upAt && check.at < nextDown,
      )?.at;
    });

    // ——— the figures ———
    const histogram: Record<string, number> = {};
    for (const answer of answers) histogram[answer.status] = (histogram[answer.status] ?? 0) + 1;
    const whileDown = (at: number) =>
      outages.some((outage) => at > outage.stoppedAt && at < outage.startingAt);
    const answersWhileDown = answers.filter(
      (answer) => whileDown(answer.sentAt) && whileDown(answer.answeredAt),
    );
    // Asked and answered while the database was down (an answer in flight at the stop or at the start is neither).
    const healthWhileDown = health.filter((check) => whileDown(check.sentAt) && whileDown(check.at));
    const recoveries = outages.map((outage) => (outage.firstSuccess ?? Infinity) - outage.upAt);
    const stored = await (async () => {
      const { openDb } = await import('../../src/db/db');
      const db = await openDb({ databaseUrl: target.databaseUrl! });
      try {
        return (
          await db.query<{ id: string; company: string }>(
            "select id, payload->>'company' as company from submissions where payload->>'company' like 'Crash %'",
          )
        ).rows;
      } finally {
        await db.close();
      }
    })();
    const storedIds = new Set(stored.map((row) => row.id));
    const perMarker = new Map<string, number>();
    for (const row of stored) perMarker.set(row.company, (perMarker.get(row.company) ?? 0) + 1);
    const figures = {
      crashes: CRASHES,
      answers: histogram,
      answersWhileDown: answersWhileDown.length,
      healthWhileDown: healthWhileDown
        .map((check) => check.status)
        .filter((status, i, all) => all.indexOf(status) === i),
      recoveryMs: recoveries,
      acknowledged: acknowledged.size,
      stored: stored.length,
      networkErrors: networkErrors.length,
      processExited: api.child.exitCode !== null || api.child.signalCode !== null,
    };
    console.log(`db-crash figures: ${JSON.stringify(figures)}`);

    // The process never exited, and never dropped a connection on the client.
    expect(figures.processExited).toBe(false);
    expect(networkErrors).toEqual([]);
    expect(api.output()).not.toContain("Unhandled 'error' event");
    // Every answer is 201 or 503; every 503 says when to retry.
    expect(Object.keys(histogram).sort()).toEqual(['201', '503']);
    expect(answers.filter((answer) => answer.status === 503 && answer.retryAfter === null)).toEqual([]);
    // While the database was down: forms 503, readiness red.
    expect(answersWhileDown.length).toBeGreaterThan(CRASHES);
    expect(answersWhileDown.filter((answer) => answer.status !== 503)).toEqual([]);
    expect(figures.healthWhileDown).toEqual([503]);
    // After each return: green again, and a form stored within 10 s.
    for (const outage of outages) expect(outage.green).toBeDefined();
    for (const recovery of recoveries) expect(recovery).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    // No acknowledged submission lost, none stored twice.
    for (const id of acknowledged.values()) expect(storedIds.has(id), id).toBe(true);
    expect([...perMarker.values()].filter((count) => count > 1)).toEqual([]);
    expect(api.logLines().filter((line) => line.msg === 'unhandled error')).toEqual([]);
  },
);
