// Retry-After over vouch's cap: the wait is capped, and whoever runs the retries is told so.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TargetError } from '../core/index.js';
import { MAX_RETRY_AFTER_MS, withRetry, type CappedWait } from './index.js';

test('a Retry-After over the cap is waited only up to the cap, and reported with what was asked', async () => {
  const told: CappedWait[] = [];
  let calls = 0;
  const started = performance.now();
  const reply = await withRetry(
    async () => {
      if (++calls === 1) throw new TargetError('POST http://bot/api/chat answered 429 Too Many Requests', { retryable: true, retryAfterMs: 3_600_000 });
      return 'good';
    },
    { retries: 2, timeoutMs: 1000, maxRetryAfterMs: 30, onCappedWait: (w) => told.push(w) },
  );
  assert.equal(reply, 'good');
  assert.ok(performance.now() - started < 3000, 'did not wait the hour');
  assert.equal(told.length, 1);
  assert.deepEqual([told[0]!.askedMs, told[0]!.waitMs], [3_600_000, 30]);
  assert.match(told[0]!.error.message, /answered 429/);
  assert.equal(MAX_RETRY_AFTER_MS, 60_000);
});

test('a Retry-After within the cap, or a last failure that is not retried, says nothing', async () => {
  const told: CappedWait[] = [];
  let calls = 0;
  await withRetry(
    async () => {
      if (++calls === 1) throw new TargetError('503', { retryable: true, retryAfterMs: 10 });
      return 'good';
    },
    { retries: 1, timeoutMs: 1000, onCappedWait: (w) => told.push(w) },
  );
  await assert.rejects(
    withRetry(async () => {
      throw new TargetError('429', { retryable: true, retryAfterMs: 3_600_000 });
    }, { retries: 0, timeoutMs: 1000, onCappedWait: (w) => told.push(w) }),
    TargetError,
  );
  assert.deepEqual(told, []);
});
