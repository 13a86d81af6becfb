// Helpers shared by the benchmark scripts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The value of the command-line option `--name=value` (everything after the first '='), or `fallback`. */
export function arg(name, fallback) {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx or `timeoutMs` passes. */
export async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const idx = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, idx)];
}

/** Replaces the text between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` in a markdown file (appends if absent). */
export function writeSection(file, name, body) {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const block = `${start}\n${body}\n${end}`;
  const re = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(file, re.test(current) ? current.replace(re, block) : `${current.trimEnd()}\n\n${block}\n`);
}

/** The environment of a production server of the benches: on `port`, its data in `dataDir`, warnings only. */
export function serverEnv(port, dataDir, extra = {}) {
  return {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...extra,
  };
}
