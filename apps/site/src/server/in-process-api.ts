import { EventEmitter } from 'node:events';
import { IncomingMessage, ServerResponse, type OutgoingHttpHeader } from 'node:http';
import type { Socket } from 'node:net';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';

/** A `fetch` for `@larder/client` (`createApiClient({ fetch })`). */
export type ApiFetch = (request: Request) => Promise<Response>;

/** Statuses whose answer has no body (the Fetch standard refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * What a request handler may ask of the connection: the peer's address (`req.ip`), whether it is TLS
 * (`req.protocol`), and the stream calls Node's request and response make on it. It never carries bytes.
 */
class InProcessSocket extends EventEmitter {
  readonly remoteAddress = '127.0.0.1';
  readonly remoteFamily = 'IPv4';
  readonly remotePort = 0;
  readonly encrypted = false;
  // Readable: a request body is still to come (on-finished, which body parsers ask, reads this).
  readonly readable = true;
  readonly writable = true;
  readonly readableHighWaterMark = 16 * 1024;
  readonly writableLength = 0;
  destroyed = false;
  destroy() {
    this.destroyed = true;
    return this;
  }
  setTimeout() {
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  cork() {}
  uncork() {}
  resume() {}
  pause() {}
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding: unknown): Buffer {
  return typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

interface Answer {
  status: number;
  headers: Record<string, OutgoingHttpHeader | undefined>;
  body: Buffer;
}

/**
 * Runs `handler` on one request in this process: a Node `IncomingMessage` and `ServerResponse` over a socket that
 * carries nothing, the response's bytes collected as written. `write` and `end` are the response's own properties,
 * so they hold after Express swaps the response's prototype for its own.
 */
function dispatch(
  handler: RequestHandler,
  request: { method: string; url: string; headers: Record<string, string>; body?: Buffer },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = new InProcessSocket() as unknown as Socket;
    const req = new IncomingMessage(socket);
    req.method = request.method;
    req.url = request.url;
    req.headers = request.headers;
    req.httpVersion = '1.1';
    req.httpVersionMajor = 1;
    req.httpVersionMinor = 1;
    if (request.body && request.body.length > 0) req.push(request.body);
    req.push(null);
    // As Node's parser does once the whole message is read (so ending the stream does not abort the request).
    req.once('end', () => {
      req.complete = true;
    });

    const res = new ServerResponse(req);
    const chunks: Buffer[] = [];
    let ended = false;
    const hasBody = () => request.method !== 'HEAD' && !NULL_BODY.has(res.statusCode);
    res.write = ((chunk: Chunk, encoding?: unknown, callback?: unknown) => {
      if (hasBody()) chunks.push(toBuffer(chunk, encoding));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') queueMicrotask(() => (done as Callback)());
      return true;
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      if (ended) return res;
      ended = true;
      let done: unknown = callback;
      if (typeof chunk === 'function') done = chunk;
      else if (typeof encoding === 'function') done = encoding;
      else if (chunk !== undefined && chunk !== null) res.write(chunk as Chunk, encoding as BufferEncoding);
      // What a finished response reports (loggers read these on 'finish').
      Object.defineProperty(res, 'writableEnded', { value: true });
      Object.defineProperty(res, 'writableFinished', { value: true });
      resolve({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) });
      queueMicrotask(() => {
        if (typeof done === 'function') (done as Callback)();
        res.emit('finish');
        res.emit('close');
      });
      return res;
    }) as ServerResponse['end'];

    try {
      // A path the API does not own falls through to `next`: nothing in this process answers it.
      handler(req as ExpressRequest, res as ExpressResponse, (error?: unknown) => {
        if (error !== undefined && error !== 'route' && error !== 'router') reject(error);
        else {
          res.statusCode = 404;
          res.end();
        }
      });
    } catch (error) {
      reject(error);
    }
  });
}

/**
 * A `fetch` that hands each request to the API's Express app in this process, without a socket (issue 12: the
 * loopback HTTP hop took about a seventh of a cold render's time). The request runs through the very middleware a
 * browser's does (the contract validator, the routers, the error handler), so the answers are the same bytes; only
 * the transport is gone. The origin of the URL is ignored.
 */
export function inProcessFetch(handler: RequestHandler): ApiFetch {
  return async (request) => {
    const url = new URL(request.url);
    const headers: Record<string, string> = { host: url.host };
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : Buffer.from(await request.arrayBuffer());
    // What an HTTP client sends with a body (body parsers read none without it).
    if (body) headers['content-length'] = String(body.length);
    const answer = await dispatch(handler, {
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers,
      ...(body ? { body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    const payload = NULL_BODY.has(answer.status) ? null : new Uint8Array(answer.body);
    return new Response(payload, { status: answer.status, headers: responseHeaders });
  };
}

const fetches = new WeakMap<RequestHandler, ApiFetch>();

/** The in-process fetch of `handler`, made once per handler. */
export function inProcessFetchOf(handler: RequestHandler): ApiFetch {
  let found = fetches.get(handler);
  if (!found) {
    found = inProcessFetch(handler);
    fetches.set(handler, found);
  }
  return found;
}
