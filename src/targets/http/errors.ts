// Turns what went wrong on the wire into TargetErrors the runner can act on (retry or not).
import { STATUS_CODES } from 'node:http';
import { TargetError } from '../../core/errors.js';

/** Statuses worth another try (design §5): timeouts, rate limits, a server having a bad moment. */
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/** Network failures worth another try, and how to say them in words. */
const NETWORK_CODES: Readonly<Record<string, string>> = {
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
};

const SNIPPET_CHARS = 200;
// Control characters (terminal escapes included) in untrusted text shown inside our messages.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

/** What a non-2xx answer said about itself. */
export interface StatusAnswer {
  readonly status: number;
  readonly reason?: string;
  readonly retryAfter?: string;
  readonly location?: string;
}

/**
 * A non-2xx answer, ky-style: `POST http://… answered 404 Not Found: <body start>`, where
 * `where` is `METHOD URL`. Redirects are not followed (a POST may not survive one, and auth
 * headers must not travel to another origin), so the message names where it pointed.
 */
export function statusError(where: string, res: StatusAnswer, body: string): TargetError {
  const reason = res.reason || STATUS_CODES[res.status] || '';
  const moved = res.location !== undefined && res.status >= 300 && res.status < 400;
  const shown = moved ? `redirected to ${snippet(res.location!)}; use that URL` : snippet(body);
  const message = `${where} answered ${res.status}${reason ? ` ${reason}` : ''}${shown ? `: ${shown}` : ''}`;
  if (!RETRYABLE_STATUSES.has(res.status)) return new TargetError(message, { retryable: false });
  const retryAfterMs = parseRetryAfter(res.retryAfter ?? null);
  return new TargetError(message, retryAfterMs === undefined ? { retryable: true } : { retryable: true, retryAfterMs });
}

/** The same error with each secret (header values sent) replaced, for servers that echo them. */
export function redactError(err: TargetError, secrets: readonly string[]): TargetError {
  let message = err.message;
  for (const secret of secrets) if (message.includes(secret)) message = message.split(secret).join('[redacted]');
  if (message === err.message) return err;
  const opts = err.retryAfterMs === undefined ? { retryable: err.retryable } : { retryable: err.retryable, retryAfterMs: err.retryAfterMs };
  return new TargetError(message, opts);
}

/**
 * `Retry-After` in milliseconds: delay-seconds or an HTTP date (a past date is 0).
 *
 * @example parseRetryAfter('2') // 2000
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const seconds = Number(trimmed);
  if (Number.isFinite(seconds)) return seconds >= 0 ? Math.round(seconds * 1000) : undefined;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * What a thrown request or body read means: our own TargetErrors pass through, an aborted signal
 * is a timeout (the runner aborts on its per-request timeout), network failures are retryable.
 */
export function failure(err: unknown, where: string, signal: AbortSignal): TargetError {
  if (err instanceof TargetError) return err;
  if (signal.aborted) return new TargetError(`${where} timed out`, { retryable: true });
  const network = networkProblem(err);
  if (network) return new TargetError(`${where} failed: ${network}`, { retryable: true });
  return new TargetError(`${where} failed: ${errorText(err)}`, { retryable: false });
}

/** A network failure in words (`connection refused (ECONNREFUSED)`), or undefined if it is not one. */
export function networkProblem(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = codeOf(e);
    if (code !== undefined && NETWORK_CODES[code]) return `${NETWORK_CODES[code]} (${code})`;
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

/** Untrusted text made safe to embed in one line of a message: no control characters, capped. */
export function snippet(text: string, max = SNIPPET_CHARS): string {
  const clean = text.slice(0, max * 2).replace(CONTROL, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

function codeOf(e: Error): string | undefined {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
