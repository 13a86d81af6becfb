import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts `server` on a free loopback port; its base URL (`http://127.0.0.1:<port>`, no trailing slash). */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A loopback port free a moment ago, for a process the test starts itself. */
export async function freePort(): Promise<number> {
  const server = createServer();
  const base = await listenOnLoopback(server);
  await new Promise((resolve) => server.close(resolve));
  return Number(new URL(base).port);
}
