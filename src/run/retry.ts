// Retries with exponential backoff that honours Retry-After, and a timeout per attempt.
// Hand-written because the policy is vouch's own: only TargetErrors marked retryable are tried
// again, the server's Retry-After replaces the backoff, and each attempt gets a fresh timeout
// signal tied to the run's own — p-retry and ky each cover only part of that.
import { setTimeout as sleep } from 'node:timers/promises';
import { TargetError } from '../core/index.js';

export interface RetryPolicy {
  readonly retries: number;
  readonly timeoutMs: number;
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
  /** The longest Retry-After vouch will wait for; a server asking more gets this. */
  readonly maxRetryAfterMs?: number;
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
      await sleep(delayFor(n, error, policy), undefined, outer ? { signal: outer } : undefined);
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
  if (error.retryAfterMs !== undefined) return Math.min(error.retryAfterMs, policy.maxRetryAfterMs ?? 60_000);
  const base = policy.baseDelayMs ?? 200;
  const exp = Math.min(base * 2 ** n, policy.maxDelayMs ?? 5_000);
  // Full jitter keeps many failing trials from retrying in lockstep.
  return exp / 2 + Math.random() * (exp / 2);
}
