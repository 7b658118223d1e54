// vouch as a library: runSuite(options) does what `vouch run` does. The bundled Shield Bot suite
// against the reference bot gives the same run record either way, apart from times and ids.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recordOf, type RunResult } from '../../src/core/index.js';
import { BUNDLED, runSuite } from '../../src/session/index.js';
import { vouch } from '../support/cli.js';

const REFERENCE_BOT: string = '@vouch/reference-bot';
const { startBot } = (await import(REFERENCE_BOT)) as { startBot(o: { vaultDir: string; port: number }): Promise<{ url: string; close(): Promise<void> }> };

/** Everything but what differs between any two runs: when, how long, which id. */
const comparable = (run: RunResult) => ({ ...run, runId: '', startedAt: '', endedAt: '', durationMs: 0 });

test('runSuite reproduces `vouch run` on the bundled suite, record for record', async () => {
  const bot = await startBot({ vaultDir: BUNDLED.vault, port: 0 });
  try {
    const cli = await vouch(['run', BUNDLED.suite, '--vault', BUNDLED.vault, '--url', bot.url, '--json', '--no-reports']);
    assert.ok(cli.code === 0 || cli.code === 1, cli.stderr);
    const fromCli = JSON.parse(cli.stdout) as RunResult;
    const { run } = await runSuite({ suite: BUNDLED.suite, vault: BUNDLED.vault, target: bot.url, reportsDir: false });
    assert.deepEqual(comparable(recordOf(run)), comparable(fromCli));
    assert.equal(run.summary.total, 59);
  } finally {
    await bot.close();
  }
});
