/**
 * Issue 13 §4: each email exactly once and promptly, however often the server is killed.
 *
 * The API (`src/server.ts`, a real process) runs over the step's database (PGlite in a DATA_DIR, or PostgreSQL with
 * TEST_DATABASE_URL) with its default mail transport: no SMTP_URL, so every message is written as an .eml file under
 * DATA_DIR/mail, as the audit ran it. Twenty rounds: start the server, post sample requests from six clients at
 * once (each with its own captcha and Idempotency-Key, ~30 a second in all), and kill the process with SIGKILL at a seeded moment while
 * forms are being stored and mail written; then start it again at once. After the last round one more process runs
 * without load until the mail is out, and stops with SIGTERM.
 *
 * Then: every acknowledged (201) submission is stored with its outbox rows all sent; every row's message is in the
 * mailbox exactly once (no Message-ID twice); a message not out before the kill that interrupted it is out within
 * 60 s of the start of the process that sends it (the restarts between are killed within 1.5 s, the last one is not);
 * no temporary file is left.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentDir } from '../src/paths';
import { mintedCaptcha } from './helpers/captcha';
import {
  exitWithin,
  prepareTarget,
  sleep,
  spawnApi,
  type ApiProcess,
  type Target,
} from './helpers/processes';
import { generalSampleBody } from './forms/payloads';

const ROUNDS = 20;
const CLIENTS = 6;
/** Each client's pause between two posts: about 30 forms a second in all, a heavy burst for a brand's site. */
const PAUSE_MS = 200;
/** The seeded moments of the kills: between these many ms after the server answered its first health check. */
const KILL_AFTER_MS = [300, 1_500] as const;
const SEED = 13_004;
const HMAC_KEY = 'kill-rounds-hmac-key-0123456789';
/** Longest a message may wait after the restart that followed the kill that interrupted it (issue 13 §4). */
const PROMPT_MS = 60_000;

/** mulberry32: a small seeded generator, so every run kills at the same moments. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Acknowledged {
  id: string;
  round: number;
  at: number;
}

let target: Target;
const processes: ApiProcess[] = [];
beforeAll(async () => {
  target = await prepareTarget();
});
afterAll(async () => {
  for (const running of processes) if (running.child.exitCode === null) running.child.kill('SIGKILL');
  await Promise.all(processes.map((running) => running.exited));
  await target?.drop();
});

it(
  `when the server is killed with SIGKILL ${ROUNDS} times under load, then every acknowledged email goes out once, within ${PROMPT_MS / 1000} s of the restart, and no temporary file is left`,
  { timeout: 600_000 },
  async () => {
    const random = seeded(SEED);
    const products = JSON.parse(readFileSync(join(contentDir(), 'products.json'), 'utf8')) as {
      id: string;
      status: string;
    }[];
    const product = products.find((item) => item.status === 'Website Active')!;
    const mailDir = join(target.dataDir, 'mail');
    const env = { ALTCHA_HMAC_KEY: HMAC_KEY, LOG_LEVEL: 'info' };

    /** When each .eml file was first seen (polled every 50 ms). */
    const seen = new Map<string, number>();
    const watch = setInterval(() => {
      let names: string[] = [];
      try {
        names = readdirSync(mailDir);
      } catch {
        return;
      }
      const now = Date.now();
      for (const name of names) if (name.endsWith('.eml') && !seen.has(name)) seen.set(name, now);
    }, 50);

    const acknowledged: Acknowledged[] = [];
    const readyAt: number[] = [];
    const killedAt: number[] = [];
    let posted = 0;
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        const api = await spawnApi(target, env);
        processes.push(api);
        await api.ready;
        readyAt[round] = Date.now();
        const killAfter = KILL_AFTER_MS[0] + random() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]);
        let killed = false;
        const client = async (worker: number) => {
          for (let index = 0; !killed; index += 1) {
            const marker = `Kill ${round}-${worker}-${index}`;
            const body = {
              ...generalSampleBody(await mintedCaptcha(HMAC_KEY), [product.id]),
              company: marker,
            };
            posted += 1;
            try {
              const response = await fetch(`${api.url}/api/getsample`, {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  'Idempotency-Key': `kill-${round}-${worker}-${index}`,
                },
                body: JSON.stringify(body),
              });
              const answer = (await response.json()) as { data?: { id: string } };
              if (response.status === 201) acknowledged.push({ id: answer.data!.id, round, at: Date.now() });
              else expect.fail(`answered ${response.status}: ${JSON.stringify(answer)}`);
            } catch (error) {
              // The kill cut this request off: it was never acknowledged.
              if (!killed) throw error;
            }
            await sleep(PAUSE_MS);
          }
        };
        const clients = Array.from({ length: CLIENTS }, (_, worker) => client(worker));
        await sleep(killAfter);
        killed = true;
        api.child.kill('SIGKILL');
        killedAt[round] = Date.now();
        expect((await api.exited).signal).toBe('SIGKILL');
        await Promise.all(clients);
      }

      // One more start, no load: whatever the kills interrupted goes out now.
      const last = await spawnApi(target, env);
      processes.push(last);
      await last.ready;
      readyAt[ROUNDS] = Date.now();
      const expectedMails = acknowledged.length * 2;
      for (const until = Date.now() + PROMPT_MS + 30_000; Date.now() < until;) {
        if (seen.size >= expectedMails) break;
        await sleep(100);
      }
      await sleep(1_500); // anything still being written lands, so a duplicate would be seen
      last.child.kill('SIGTERM');
      expect((await exitWithin(last, 30_000)).code, last.output()).toBe(0);
      expect(last.logLines().filter((line) => (line.level as number) >= 50)).toEqual([]);
    } finally {
      clearInterval(watch);
    }

    // ——— what the database holds ———
    const { openDb } = await import('../src/db/db');
    const db = await openDb(
      target.databaseUrl !== undefined ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir },
    );
    try {
      const ids = acknowledged.map((item) => item.id);
      const stored = await db.query<{ id: string }>('select id from submissions where id = any($1)', [ids]);
      const outbox = await db.query<{ id: string; submission_id: string; status: string }>(
        'select id::text as id, submission_id, status from outbox where submission_id = any($1) order by id',
        [ids],
      );
      const everyRow = await db.query<{ id: string }>(
        "select id::text as id from outbox where status = 'sent'",
      );

      // ——— what the mailbox holds ———
      const names = readdirSync(mailDir);
      const files = names.filter((name) => name.endsWith('.eml'));
      const messageIds = files.map(
        (name) => /^Message-ID: (.+)$/im.exec(readFileSync(join(mailDir, name), 'utf8'))?.[1]?.trim() ?? '',
      );
      const counts = new Map<string, number>();
      for (const messageId of messageIds) counts.set(messageId, (counts.get(messageId) ?? 0) + 1);
      const duplicates = [...counts.entries()].filter(([, count]) => count > 1);
      const temporaries = names.filter((name) => name.endsWith('.tmp'));

      // ——— how promptly ———
      const ackOf = new Map(acknowledged.map((item) => [item.id, item]));
      const delays: number[] = [];
      /** For the record: from the first restart after the kill, through however many later kills. */
      const sinceNextRestart: number[] = [];
      let beforeKill = 0;
      for (const row of outbox.rows) {
        const ack = ackOf.get(row.submission_id)!;
        const deliveredAt = seen.get(`outbox-${row.id}@marlows.example.eml`);
        if (deliveredAt === undefined) continue;
        // Written by the killed process (the directory is polled, so seen up to a poll later); the next process
        // needs well over half a second to start, so nothing it writes is seen this early.
        if (deliveredAt <= killedAt[ack.round]! + 500) {
          beforeKill += 1;
          continue;
        }
        // Interrupted by the kill of its round. Each later process but the last is itself killed 0.3-1.5 s after
        // it is ready, so the message is timed from the start of the process that sent it: a restart takes the
        // killed process's rows back at once (no lease to wait out), and the last, unkilled one sends the rest.
        const sender = readyAt.findLastIndex((at) => at !== undefined && at <= deliveredAt);
        delays.push(Math.max(0, deliveredAt - readyAt[Math.max(sender, ack.round + 1)]!));
        sinceNextRestart.push(Math.max(0, deliveredAt - readyAt[ack.round + 1]!));
      }
      delays.sort((a, b) => a - b);
      sinceNextRestart.sort((a, b) => a - b);
      const figures = {
        engine: target.engine,
        rounds: ROUNDS,
        posted,
        acknowledged: acknowledged.length,
        stored: stored.rows.length,
        outboxRows: outbox.rows.length,
        sent: outbox.rows.filter((row) => row.status === 'sent').length,
        mailFiles: files.length,
        duplicateMessageIds: duplicates.length,
        temporaries: temporaries.length,
        deliveredBeforeTheKill: beforeKill,
        deliveredAfterARestart: delays.length,
        delayAfterRestartMs: {
          p50: delays[Math.floor(delays.length / 2)] ?? 0,
          max: delays.at(-1) ?? 0,
        },
        delaySinceFirstRestartMs: {
          p50: sinceNextRestart[Math.floor(sinceNextRestart.length / 2)] ?? 0,
          max: sinceNextRestart.at(-1) ?? 0,
        },
      };
      console.log(`kill-rounds figures: ${JSON.stringify(figures)}`);

      expect(acknowledged.length).toBeGreaterThan(ROUNDS * 5);
      // 0 acknowledged lost: every 201 is stored, with its two emails, both sent.
      expect(stored.rows.length).toBe(acknowledged.length);
      expect(outbox.rows.length).toBe(acknowledged.length * 2);
      expect(outbox.rows.filter((row) => row.status !== 'sent')).toEqual([]);
      // Exactly once: one file per sent row (those of unacknowledged submissions too), no Message-ID twice.
      expect(duplicates).toEqual([]);
      expect(files.length).toBe(everyRow.rows.length);
      for (const row of outbox.rows) {
        expect(counts.get(`<outbox-${row.id}@marlows.example>`), `outbox ${row.id}`).toBe(1);
      }
      // Promptly: the kills interrupted some mail, and each of those went out soon after the restart.
      expect(delays.length).toBeGreaterThan(0);
      expect(figures.delayAfterRestartMs.max).toBeLessThanOrEqual(PROMPT_MS);
      expect(temporaries).toEqual([]);
    } finally {
      await db.close();
    }
  },
);
