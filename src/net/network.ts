// Network failures in words, whichever client (node:http, fetch, an SDK) reported them.
import { wordTable } from '../core/index.js';

/** Failures worth another try, and how to say them. */
const NETWORK_CODES = wordTable<string>({
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ECONNABORTED: 'connection aborted',
  EPIPE: 'connection closed while sending',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'DNS lookup failed',
  UND_ERR_SOCKET: 'socket hang up',
  UND_ERR_CLOSED: 'socket hang up',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
  UND_ERR_HEADERS_TIMEOUT: 'no response headers in time',
  UND_ERR_BODY_TIMEOUT: 'response body stalled',
});

/** A network failure in words (`connection refused (ECONNREFUSED)`), or undefined if it is not one. */
export function networkProblem(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES[code]) return `${NETWORK_CODES[code]} (${code})`;
    if (e instanceof AggregateError) {
      const inner = e.errors.map(networkProblem).find((p) => p !== undefined);
      if (inner) return inner;
    }
  }
  // fetch's (undici's) wording for a network error whose cause it did not keep.
  if (err instanceof TypeError && (err.message === 'fetch failed' || err.message === 'terminated')) {
    return `network error (${errorText(err.cause ?? err)})`;
  }
  return undefined;
}

export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
