// vouch as a library: runSuite(options) does what `vouch run` does. The bundled Shield Bot suite
// against the reference bot gives the same run record either way, apart from times and ids.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, type RunResult } from '../../src/core/index.js';
import { BUNDLED, runSuite, type RunSuiteOptions } from '../../src/session/index.js';
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
    assert.deepEqual(comparable(run), comparable(fromCli));
    assert.equal(run.summary.total, 59);
  } finally {
    await bot.close();
  }
});

test('bad options to runSuite are a ConfigError naming the option (exit 2), never a stack trace from inside a stage', async () => {
  const problems = async (options: unknown): Promise<string> => {
    const error = await runSuite(options as RunSuiteOptions).then(() => undefined, (e: unknown) => e);
    assert.ok(error instanceof ConfigError, String(error));
    assert.equal(error.exitCode, 2);
    return error.message;
  };
  assert.match(await problems({ suite: BUNDLED.suite, reports: false }), /runSuite options › reports: expected array, got false \(expected a list of formats such as \["html", "junit"\]; to write no run folder at all, pass reportsDir: false\)/);
  assert.match(await problems({ suite: BUNDLED.suite, repeat: '3', reportDir: 'out' }), /repeat: expected number, got "3"[\s\S]*reportDir: unknown option \(did you mean "reportsDir"\?\)/);
  assert.match(await problems({ suite: BUNDLED.suite, target: 42 }), /target: .*got 42/);
  assert.match(await problems(undefined), /runSuite options: expected an object such as \{ suite: 'suite\.yaml' \}, got undefined/);
});
