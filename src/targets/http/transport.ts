// One HTTP exchange over node:http(s). At thousands of trials fetch's web streams cost several
// times the CPU of a plain request (measured: ~1.3 ms against ~0.35 ms per loopback round trip).
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Readable, Transform } from 'node:stream';
import { urlToHttpOptions } from 'node:url';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

export interface Exchange {
  readonly method: string;
  readonly headers: OutgoingHttpHeaders;
  readonly body?: string;
  readonly signal: AbortSignal;
}

/** Sends requests to one URL over kept-alive connections; `close` drops them. */
export interface Endpoint {
  send(exchange: Exchange): Promise<IncomingMessage>;
  close(): void;
}

/**
 * An endpoint for `url`. Options are worked out once; a request only adds its method, headers
 * and signal.
 *
 * @example const res = await endpoint('http://127.0.0.1:3000/api/chat').send({ method: 'POST', headers, body, signal })
 */
export function endpoint(url: string, keepAlive = true): Endpoint {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'https:';
  const agent = keepAlive ? (secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true })) : false;
  const { protocol, hostname, port, path, auth } = urlToHttpOptions(parsed);
  const request = secure ? httpsRequest : httpRequest;
  return {
    send: ({ method, headers, body, signal }) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        if (signal.aborted) return reject(abortError(signal));
        // The same few fields every time, in the same order: Node's request setup stays on its fast path.
        const req = request({ protocol, hostname, port, path, auth, agent, method, headers }, resolve);
        watchAbort(req, signal);
        req.on('error', reject);
        req.end(body);
      }),
    close: () => {
      if (agent) agent.destroy();
    },
  };
}

/**
 * Destroys the request when `signal` aborts, until the exchange is over. Done by hand rather than
 * with request's `signal` option: that one also wires an end-of-stream watcher to every request,
 * which measured ~60 µs a request (docs/performance.md). The request closes only after its
 * response has been read or dropped, so an abort while the body streams in still lands.
 */
function watchAbort(req: ClientRequest, signal: AbortSignal): void {
  const onAbort = (): void => void req.destroy(abortError(signal));
  signal.addEventListener('abort', onAbort, { once: true });
  req.once('close', () => signal.removeEventListener('abort', onAbort));
}

function abortError(signal: AbortSignal): Error {
  return Object.assign(new Error('The operation was aborted', { cause: signal.reason }), { name: 'AbortError', code: 'ABORT_ERR' });
}

/** A response header as one string (Node gives arrays for repeated ones). */
export function header(res: IncomingMessage, name: string): string | undefined {
  const value = res.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

const DECODERS: Readonly<Record<string, () => Transform>> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/**
 * The body as sent before any Content-Encoding. vouch asks for none, but a server may compress
 * anyway; the size cap then applies to the decoded text, so a small bomb cannot get past it.
 * Codings listed one after another (`gzip, gzip`) are undone last first, as HTTP says; a coding
 * vouch cannot undo is an error, never text.
 */
export function decodedBody(res: IncomingMessage): Readable {
  const codings = (header(res, 'content-encoding') ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  const unknown = codings.find((c) => DECODERS[c] === undefined);
  if (unknown !== undefined) {
    res.resume();
    throw new UndecodableEncoding(unknown);
  }
  let body: Readable = res;
  for (const coding of codings.reverse()) body = decodeWith(body, DECODERS[coding]!(), res);
  return body;
}

function decodeWith(from: Readable, decoder: Transform, res: IncomingMessage): Readable {
  from.on('error', (err) => decoder.destroy(err));
  // A reader that stops early (the size cap) must free the connection too.
  decoder.once('close', () => {
    if (!res.complete) res.destroy();
  });
  return from.pipe(decoder);
}

/** A Content-Encoding that vouch cannot undo: the body is not text it can check. */
export class UndecodableEncoding extends Error {
  constructor(readonly coding: string) {
    super(`answered with Content-Encoding "${coding}", which vouch cannot decode (it decodes gzip, deflate and br)`);
  }
}
