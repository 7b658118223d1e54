// Turns what went wrong on the wire into TargetErrors the runner can act on (retry or not).
import { STATUS_CODES } from 'node:http';
import { TargetError } from '../../core/index.js';
import { networkProblem, parseRetryAfter, RETRYABLE_STATUSES, snippet } from '../../net/index.js';

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
  const retryAfterMs = parseRetryAfter(res.retryAfter);
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
 * What a thrown request or body read means: our own TargetErrors pass through, an aborted signal
 * is a timeout (the runner aborts on its per-request timeout), network failures are retryable.
 */
export function failure(err: unknown, where: string, signal: AbortSignal): TargetError {
  if (err instanceof TargetError) return err;
  if (signal.aborted) return new TargetError(`${where} timed out`, { retryable: true });
  const network = networkProblem(err);
  if (network) return new TargetError(`${where} failed: ${network}`, { retryable: true });
  return new TargetError(`${where} failed: ${err instanceof Error ? err.message : String(err)}`, { retryable: false });
}
