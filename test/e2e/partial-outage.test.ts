// Numbers a CI job can trust (design §4, §10): a partial outage never reads green, and a failure the
// bot caused is exit 1 even when other cases errored (a job that retries on 3 must not hide it).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { RunResult } from '../../src/core/run-result.js';
import { startChatServer } from '../support/chat-server.js';
import { vouch } from '../support/cli.js';
import { fromRoot } from '../support/repo.js';

const has = (tool: string): boolean => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
const missingTools = ['bash', 'jq', 'bc'].filter((t) => !has(t));

/** Ten cases that pass on any polite answer; the ones named in `down` answer HTTP 500. */
async function outage(down: (prompt: string) => boolean, reply: (prompt: string) => string = () => 'Happy to help.') {
  const dir = await mkdtemp(join(tmpdir(), 'vouch-outage-'));
  const suite = join(dir, 'suite.json');
  const cases = Array.from({ length: 10 }, (_, i) => ({ id: `C-${i + 1}`, category: 'faq', prompt: `question ${i + 1}`, mustNotAppear: ['Okta'] }));
  await writeFile(suite, JSON.stringify(cases));
  const message = (body: unknown): string => (body as { message: string }).message;
  const bot = await startChatServer({
    reply: (body) => reply(message(body)),
    statusFor: (body) => (down(message(body)) ? { status: 500, body: 'upstream model unavailable' } : undefined),
  });
  try {
    const r = await vouch(['run', suite, '--url', bot.url, '--retries', '0', '--no-reports', '--json'], { cwd: dir });
    return { dir, r, run: JSON.parse(r.stdout) as RunResult };
  } finally {
    await bot.close();
  }
}

const lateCase = (prompt: string): boolean => Number(prompt.split(' ')[1]) > 2;

test('8 of 10 cases answering HTTP 500 is a pass rate of 20.0%, a failing gate and exit 3 (the errors could have rescued it)', async () => {
  const { r, run } = await outage(lateCase);
  assert.equal(run.summary.passed, 2);
  assert.equal(run.summary.errored, 8);
  assert.equal(run.summary.passRate, '20.0%');
  assert.equal(run.summary.passRatio, 0.2);
  assert.equal(run.gate.verdict, 'fail');
  assert.deepEqual(run.gate.failed, ['pass rate 20.0% < 85.0% (8 case(s) errored; had they all passed, 100.0%)']);
  assert.equal(r.code, 3, 'an outage, not the bot: exit 3');
});

test("the seed's own CI step (§8), run verbatim on the JSON of a partial outage, fails", { skip: missingTools.length > 0 && `needs ${missingTools.join(', ')} (apt-get install -y jq bc, as .ci/run does)` }, async () => {
  const { dir, r } = await outage(lateCase);
  await writeFile(join(dir, 'eval-results.json'), r.stdout);
  const step = spawnSync('bash', ['-e', fromRoot('test', 'fixtures', 'seed-ci', 'check-results.sh')], { cwd: dir, encoding: 'utf8' });
  assert.equal(step.status, 1, step.stdout + step.stderr);
  assert.match(step.stdout, /Pass rate: 20\.0%/);
  assert.match(step.stdout, /::error::Pass rate below 85%/);
});

test('a bot that hallucinated fails with exit 1 even when another case errored', async () => {
  const { r, run } = await outage(
    (prompt) => prompt === 'question 10',
    (prompt) => (prompt === 'question 1' ? 'We use Okta for single sign-on.' : 'Happy to help.'),
  );
  assert.equal(run.summary.errored, 1);
  assert.equal(run.summary.hallucinations, 1);
  assert.equal(run.summary.passRate, '80.0%');
  assert.equal(r.code, 1, r.stderr);
});

test('a pass rate the errored cases could not have rescued is exit 1: the bot failed 7 of the 9 it answered', async () => {
  const { r, run } = await outage(
    (prompt) => prompt === 'question 10',
    (prompt) => (Number(prompt.split(' ')[1]) > 2 ? 'Okta' : 'Happy to help.'),
  );
  assert.equal(run.summary.failed, 7);
  assert.equal(run.summary.errored, 1);
  assert.equal(r.code, 1, r.stderr);
});
