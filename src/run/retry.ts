// Retries with exponential backoff that honours Retry-After, and a timeout per attempt.
// Hand-written because the policy is vouch's own: only TargetErrors marked retryable are tried
// again, the server's Retry-After replaces the backoff, and each attempt gets a fresh timeout
// signal tied to the run's own — p-retry and ky each cover only part of that.
import { setTimeout as sleep } from 'node:timers/promises';
import { TargetError } from '../core/index.js';

/** The longest Retry-After vouch waits by default: an hour's wait would look like a hung run. */
export const MAX_RETRY_AFTER_MS = 60_000;

export interface RetryPolicy {
  readonly retries: number;
  readonly timeoutMs: number;
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
  /** The longest Retry-After vouch will wait for; a server asking more gets this (default MAX_RETRY_AFTER_MS). */
  readonly maxRetryAfterMs?: number;
  /** Told before each wait that is shorter than the server's Retry-After asked for, so it can be said. */
  readonly onCappedWait?: (wait: CappedWait) => void;
}

/** A retry that waits less than the server asked: its Retry-After was over the cap. */
export interface CappedWait {
  readonly askedMs: number;
  readonly waitMs: number;
  /** The failure that asked, e.g. `POST http://… answered 429 Too Many Requests: …`. */
  readonly error: TargetError;
}

export async function withRetry<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  policy: RetryPolicy,
  outer?: AbortSignal,
): Promise<T> {
  for (let n = 0; ; n++) {
    const deadline = timeoutSignal(policy.timeoutMs, outer);
    try {
      return await attempt(deadline.signal);
    } catch (error) {
      if (outer?.aborted || !(error instanceof TargetError) || !error.retryable || n >= policy.retries) throw error;
      const waitMs = delayFor(n, error, policy);
      if (error.retryAfterMs !== undefined && error.retryAfterMs > waitMs) policy.onCappedWait?.({ askedMs: error.retryAfterMs, waitMs, error });
      await sleep(waitMs, undefined, outer ? { signal: outer } : undefined);
    } finally {
      deadline.clear();
    }
  }
}

/**
 * A signal that aborts after `ms` or with `outer`, and a `clear` that releases its timer as soon as
 * the attempt is over (AbortSignal.timeout keeps each timer, and its signal, alive for the full
 * timeout — megabytes over a long run).
 */
function timeoutSignal(ms: number, outer?: AbortSignal): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  const onOuter = (): void => controller.abort(outer?.reason);
  if (outer?.aborted) onOuter();
  else outer?.addEventListener('abort', onOuter, { once: true });
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuter);
    },
  };
}

export function delayFor(n: number, error: TargetError, policy: RetryPolicy): number {
  if (error.retryAfterMs !== undefined) return Math.min(error.retryAfterMs, policy.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS);
  const base = policy.baseDelayMs ?? 200;
  const exp = Math.min(base * 2 ** n, policy.maxDelayMs ?? 5_000);
  // Full jitter keeps many failing trials from retrying in lockstep.
  return exp / 2 + Math.random() * (exp / 2);
}
