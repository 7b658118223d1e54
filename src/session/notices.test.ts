// A server asking to wait longer than vouch will: said as it happens, and kept in the run record.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { startChatServer } from '../../test/support/chat-server.js';
import { TargetError } from '../core/index.js';
import { runSuite } from './index.js';
import { runNotices } from './notices.js';

test('Retry-After: 3600 is said at once, with the cap and what the server asked, and kept as a run warning', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vouch-notices-'));
  const bot = await startChatServer({ statuses: [{ status: 429, retryAfter: '3600' }], reply: () => 'hello' });
  try {
    const file = join(dir, 'suite.yaml');
    await writeFile(file, `target: { url: "${bot.url}", healthUrl: false }\ncases:\n  - id: A\n    prompt: hi\n`);
    const said: string[] = [];
    const abort = new AbortController();
    const { run } = await runSuite({
      suite: file,
      reportsDir: false,
      signal: abort.signal,
      on: {
        notice: (message) => {
          said.push(message);
          // Heard: no need to sit through the minute it announces.
          abort.abort();
        },
      },
    });
    assert.deepEqual(said, [
      `POST ${bot.url} answered 429 and asked to wait 3600 s (1 h) before trying again (Retry-After); vouch waits at most 60 s, so it tries again after 60 s`,
    ]);
    assert.ok(
      run.warnings.includes(`POST ${bot.url} asked to wait up to 3600 s (1 h) (Retry-After); vouch waited at most 60 s, its cap, before its retry`),
      run.warnings.join('\n'),
    );
  } finally {
    await bot.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test('each endpoint is said once; the warning counts its capped retries', () => {
  const said: string[] = [];
  const notices = runNotices((m) => said.push(m));
  const limited = (where: string) => new TargetError(`${where} answered 503 Service Unavailable: busy`, { retryable: true, retryAfterMs: 300_000 });
  notices.onCappedWait({ askedMs: 300_000, waitMs: 60_000, error: limited('POST http://a/api/chat') });
  notices.onCappedWait({ askedMs: 7_200_000, waitMs: 60_000, error: limited('POST http://a/api/chat') });
  notices.onCappedWait({ askedMs: 90_000, waitMs: 60_000, error: new TargetError('judge down', { retryable: true }) });
  assert.deepEqual(said, [
    'POST http://a/api/chat answered 503 and asked to wait 300 s (5 min) before trying again (Retry-After); vouch waits at most 60 s, so it tries again after 60 s',
    'judge down asked to wait 90 s before trying again (Retry-After); vouch waits at most 60 s, so it tries again after 60 s',
  ]);
  assert.deepEqual(notices.warnings(), [
    'POST http://a/api/chat asked to wait up to 7200 s (2 h) (Retry-After); vouch waited at most 60 s, its cap, before each of 2 retries',
    'judge down asked to wait up to 90 s (Retry-After); vouch waited at most 60 s, its cap, before its retry',
  ]);
});
