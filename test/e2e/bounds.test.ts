// Command-line values out of bounds, and places vouch cannot read: exit 2 before anything runs,
// naming the flag and what it accepts, never a stack trace — and never a value silently changed
// (a timeout of 2^31 ms would fire at once in Node's timers).
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startChatServer, type ChatServer } from '../support/chat-server.js';
import { vouch } from '../support/cli.js';

let dir: string;
let suite: string;
let bot: ChatServer;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vouch-bounds-'));
  suite = join(dir, 'prompts.json');
  await writeFile(suite, JSON.stringify([{ id: 'A-1', prompt: 'hello' }]));
  bot = await startChatServer();
});
after(async () => {
  await bot.close();
  await rm(dir, { recursive: true, force: true });
});

const REFUSED: [flags: string[], message: RegExp][] = [
  [['--timeout', String(2 ** 31)], /--timeout <ms>' argument '2147483648' is invalid\. expected a whole number from 1 to 3600000/],
  [['--timeout', '0x10'], /--timeout <ms>' argument '0x10' is invalid/],
  [['--concurrency', '100000'], /--concurrency <n>' argument '100000' is invalid\. expected a whole number from 1 to 1024/],
  [['--retries', '1000'], /--retries <n>' argument '1000' is invalid\. expected a whole number from 0 to 20/],
  [['--repeat', '100000000'], /--repeat <n>' argument '100000000' is invalid\. expected a whole number from 1 to 10000/],
  [['--seed', '1e400'], /--seed <n>' argument '1e400' is invalid/],
  [['--vault', '/proc'], /--vault: \/proc: cannot read the vault folder/],
  [['--vault', '/etc/hostname'], /--vault: \/etc\/hostname: is a file, not a folder: the vault is the folder of documents/],
];

describe('out of bounds is exit 2 before anything runs', { skip: process.platform !== 'linux' && 'uses /proc' }, () => {
  for (const [flags, message] of REFUSED) {
    test(flags.join(' '), async () => {
      const started = Date.now();
      const r = await vouch(['run', suite, '--url', bot.url, '--no-health', '--no-reports', ...flags]);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, message);
      assert.doesNotMatch(r.stderr, /crashed|\n\s+at /);
      assert.ok(Date.now() - started < 10_000, 'refused at once');
      assert.equal(bot.stats.requests, 0, 'the bot was never called');
    });
  }
});
