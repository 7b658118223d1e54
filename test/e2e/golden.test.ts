// Golden output: the console report and the run record of a fixed run, compared as whole texts,
// so any change in what users see is a reviewed change. Times and ids are masked. Rewrite the
// golden files after an intended change with UPDATE_GOLDEN=1 npm test.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { test } from 'node:test';
import { recordOf, SEED_FALLBACK_PHRASE, TargetError, type RunResult } from '../../src/core/index.js';
import { renderConsole } from '../../src/report/index.js';
import { runSuite } from '../../src/session/index.js';
import { lastUserMessage, scriptedTarget, type TargetRequest } from '../../src/targets/index.js';
import { fromRoot } from '../support/repo.js';

const CITED = 'Based on [Employee Handbook, Access]: New staff receive accounts after manager approval.';

/** A deterministic bot with one of each outcome: grounded, hallucinating, miscited, fallback, flaky, down. */
function answer({ messages, trial, turn }: TargetRequest): string | Error {
  const asked = lastUserMessage(messages);
  if (turn === 1) return 'No, I did not say that: accounts need manager approval.';
  if (asked.includes('new staff')) return CITED;
  if (asked.includes('identity provider')) return 'Based on [Employee Handbook, Access]: We use Okta for single sign-on.';
  if (asked.includes('laptops')) return 'Based on [Security Policy, Devices]: Laptops use full-disk encryption.';
  if (asked.includes('breach')) return SEED_FALLBACK_PHRASE;
  if (asked.includes('removed')) return trial === 1 ? 'Soon.' : 'Based on [Employee Handbook, Access]: Accounts are removed on the last working day.';
  return new TargetError('POST http://bot/api/chat answered 503 Service Unavailable', { retryable: false });
}

/** The run with what varies from run to run set to fixed values. */
function masked(run: RunResult): RunResult {
  return {
    ...run,
    runId: 'RUN-ID',
    startedAt: '2026-01-01T00:00:00.000Z',
    endedAt: '2026-01-01T00:00:01.000Z',
    durationMs: 1000,
    suite: { ...run.suite, file: 'test/fixtures/suites/golden.yaml', vault: 'test/fixtures/tiny-vault' },
  };
}

async function golden(name: string, actual: string): Promise<void> {
  const file = fromRoot('test', 'golden', name);
  if (process.env.UPDATE_GOLDEN) await writeFile(file, actual);
  assert.equal(actual, await readFile(file, 'utf8'), `${name} differs: if the change is intended, run UPDATE_GOLDEN=1 npm test`);
}

test('the console report and the run record of a fixed run match their golden files', async () => {
  const { run } = await runSuite({
    suite: fromRoot('test', 'fixtures', 'suites', 'golden.yaml'),
    target: scriptedTarget(answer, 'scripted:golden'),
    reportsDir: false,
    concurrency: 1,
    retries: 0,
    env: {},
  });
  const fixed = masked(recordOf(run));
  await golden('console.txt', `${renderConsole(fixed, { color: false, reportPath: 'reports/RUN-ID/run.json' })}\n`);
  await golden('run.json', `${JSON.stringify(fixed, null, 2)}\n`);
});
