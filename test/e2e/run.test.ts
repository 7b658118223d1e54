import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { SEED_FALLBACK_PHRASE } from '../../src/core/suite.js';
import type { RunResult } from '../../src/core/run-result.js';
import { runResultSchema } from '../../src/report/schema.js';
import { startChatServer, type ChatMode, type ChatServer } from '../support/chat-server.js';
import { vouch } from '../support/cli.js';
import { fromRoot } from '../support/repo.js';

const suite = fromRoot('test', 'fixtures', 'suites', 'seed-prompts.jsonc');
const vault = fromRoot('test', 'fixtures', 'tiny-vault');
let work: string;

const GROUNDED = 'Based on [Employee Handbook, Access]: New staff receive accounts after manager approval.';

/** A bot that answers the tiny suite well: grounded for accounts, the fallback for the breach SLA. */
const goodBot = (body: unknown): string => {
  const message = JSON.stringify(body);
  return message.includes('accounts') ? GROUNDED : SEED_FALLBACK_PHRASE;
};

async function withBot<T>(opts: Parameters<typeof startChatServer>[0], fn: (bot: ChatServer) => Promise<T>): Promise<T> {
  const bot = await startChatServer(opts);
  try {
    return await fn(bot);
  } finally {
    await bot.close();
  }
}

const args = (url: string, ...more: string[]) => ['run', suite, '--vault', vault, '--url', url, '--reports-dir', join(work, 'reports'), ...more];

before(async () => {
  work = await mkdtemp(join(tmpdir(), 'vouch-e2e-'));
});

for (const mode of ['json', 'text', 'vercel-data', 'sse-openai', 'sse-ui-message', 'sse-plain'] as ChatMode[]) {
  test(`a grounded bot passes over real HTTP (${mode} replies)`, async () => {
    await withBot({ mode, reply: goodBot }, async (bot) => {
      const r = await vouch([...args(bot.url), '--json']);
      assert.equal(r.code, 0, r.stderr);
      const run = runResultSchema.parse(JSON.parse(r.stdout));
      assert.equal(run.summary.passed, 2);
      assert.equal(run.summary.passRate, '100.0%');
      assert.equal(run.gate.verdict, 'pass');
      assert.deepEqual(run.byCategory, { access: { pass: 1, fail: 0, error: 0 }, ir: { pass: 1, fail: 0, error: 0 } });
      assert.equal(bot.stats.healthChecks, 1);
    });
  });
}

test('a hallucination fails the gate (exit 1) and the report shows the offending span', async () => {
  const bad = (body: unknown) => (JSON.stringify(body).includes('breach') ? 'We notify customers within 72 hours.' : GROUNDED);
  await withBot({ reply: bad }, async (bot) => {
    const r = await vouch([...args(bot.url), '--json']);
    assert.equal(r.code, 1);
    const run = runResultSchema.parse(JSON.parse(r.stdout));
    assert.equal(run.summary.hallucinations, 1);
    assert.equal(run.summary.fallbackErrors, 1);
    assert.deepEqual(run.gate.failed, ['hallucinations 1 > 0', 'pass rate 50.0% < 85.0%']);
    const failure = run.failures[0]!;
    assert.equal(failure.id, '2');
    assert.match(failure.findings.map((f) => f.evidence).join(' '), /"72 hours" in "We notify customers within 72 hours\."/);
    assert.match(r.stderr, /gate: FAIL/);
  });
});

test('a server answering 503 then 200 is retried, honouring Retry-After', async () => {
  await withBot({ reply: goodBot, statuses: [{ status: 503, retryAfter: '0' }] }, async (bot) => {
    const r = await vouch([...args(bot.url), '--concurrency', '1']);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(bot.stats.requests, 3);
  });
});

test('a slow server hits the timeout: the trials are errors, not failures, and exit 3', async () => {
  await withBot({ reply: goodBot, latencyMs: 1500 }, async (bot) => {
    const r = await vouch([...args(bot.url, '--timeout', '100', '--retries', '1'), '--json']);
    assert.equal(r.code, 3);
    const run = JSON.parse(r.stdout) as RunResult;
    assert.equal(run.summary.errored, 2);
    assert.equal(run.summary.failed, 0);
    assert.match(run.errors[0]!.messages[0]!, /timed out/);
  });
});

test('an unreachable bot is exit 3 before anything runs', async () => {
  const r = await vouch(args('http://127.0.0.1:9'));
  assert.equal(r.code, 3);
  assert.match(r.stderr, /health check GET http:\/\/127\.0\.0\.1:9\/api\/health failed/);
  assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
});

test('a malformed suite is exit 2 with file, path and what is wrong, and no stack trace', async () => {
  const r = await vouch(['run', fromRoot('test', 'fixtures', 'suites', 'broken.json'), '--vault', vault, '--url', 'http://127.0.0.1:9']);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /broken\.json › \[0\]\.expectedBehaviour: unknown field \(did you mean "expectedBehavior"\?\)/);
  assert.match(r.stderr, /broken\.json › \[3\]\.Q: Q must be at least 1/);
  assert.doesNotMatch(r.stderr, /\n\s+at /);
});

test('usage mistakes are exit 2: an unknown flag, an id that matches nothing, a missing vault folder', async () => {
  assert.equal((await vouch(['run', suite, '--bogus'])).code, 2);
  const none = await vouch(['run', suite, '--vault', vault, '--url', 'http://127.0.0.1:9', '--id', 'NOPE']);
  assert.equal(none.code, 2);
  assert.match(none.stderr, /no case matches id "NOPE"/);
  const noVault = await vouch(['run', suite, '--vault', join(work, 'missing'), '--url', 'http://127.0.0.1:9']);
  assert.equal(noVault.code, 2);
  assert.match(noVault.stderr, /vault folder not found/);
});

test('--record then --responses scores the same answers without a live bot', async () => {
  const recorded = join(work, 'recorded.jsonl');
  await withBot({ reply: goodBot }, async (bot) => {
    assert.equal((await vouch([...args(bot.url), '--record', recorded, '--repeat', '2'])).code, 0);
  });
  const lines = (await readFile(recorded, 'utf8')).trim().split('\n');
  assert.equal(lines.length, 4);
  const replay = await vouch(['run', suite, '--vault', vault, '--responses', recorded, '--repeat', '2', '--no-reports', '--json']);
  assert.equal(replay.code, 0, replay.stderr);
  assert.equal((JSON.parse(replay.stdout) as RunResult).summary.trials.run, 4);
});

test('--responses naming too few trials is exit 2 and names them', async () => {
  const file = join(work, 'partial.jsonl');
  await writeFile(file, `${JSON.stringify({ id: 'ACC-001', response: GROUNDED })}\n`);
  const r = await vouch(['run', suite, '--vault', vault, '--responses', file, '--no-reports']);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /no response for 1 planned trial\(s\) of 1 case\(s\): 2 \(trial 0\)/);
});

test('--responses with a huge --repeat says what is missing by case and range, without listing every trial', async () => {
  const file = join(work, 'one-each.jsonl');
  await writeFile(file, `${JSON.stringify({ id: 'ACC-001', response: GROUNDED })}\n${JSON.stringify({ id: 2, response: GROUNDED })}\n`);
  // --all-trials: every trial is needed, so the file is refused before anything runs.
  const r = await vouch(['run', suite, '--vault', vault, '--responses', file, '--repeat', '10000', '--all-trials', '--no-reports']);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /no response for 19998 planned trial\(s\) of 2 case\(s\): ACC-001 \(trials 1–9999\), 2 \(trials 1–9999\)/);
  assert.ok(r.stderr.length < 500, r.stderr);
  // With early stopping a passing trial needs the next one: the run stops at the first it lacks.
  const early = await vouch(['run', suite, '--vault', vault, '--responses', file, '--repeat', '10000', '--no-reports', '--concurrency', '1']);
  assert.equal(early.code, 2);
  assert.match(early.stderr, /has no response for 1 trial\(s\) the run needed: ACC-001 \(trial 1\)/);
});

test('the --record of a run where early stopping skipped trials replays with --responses (design §6)', async () => {
  const recorded = join(work, 'early-stopped.jsonl');
  // The breach case fails at once (a hallucination), so early stopping skips its other 4 trials.
  const flaky = (body: unknown) => (JSON.stringify(body).includes('breach') ? 'We notify customers within 72 hours.' : GROUNDED);
  let live: RunResult | undefined;
  await withBot({ reply: flaky }, async (bot) => {
    const r = await vouch([...args(bot.url), '--record', recorded, '--repeat', '5', '--json']);
    live = JSON.parse(r.stdout) as RunResult;
  });
  assert.ok(live!.summary.trials.saved > 0, 'early stopping saved trials');
  const lines = (await readFile(recorded, 'utf8')).trim().split('\n');
  assert.equal(lines.length, live!.summary.trials.run);
  const replay = await vouch(['run', suite, '--vault', vault, '--responses', recorded, '--repeat', '5', '--no-reports', '--json']);
  assert.equal(replay.code, 1, replay.stderr);
  const again = JSON.parse(replay.stdout) as RunResult;
  assert.deepEqual(again.summary, live!.summary);
  assert.deepEqual(again.cases.map((d) => [d.id, d.status, d.trials]), live!.cases.map((d) => [d.id, d.status, d.trials]));
});

test('--category matches case-insensitively and --repeat runs every trial of a passing case', async () => {
  await withBot({ reply: goodBot }, async (bot) => {
    const r = await vouch([...args(bot.url, '--category', 'ACCESS', '--repeat', '3'), '--json']);
    assert.equal(r.code, 0, r.stderr);
    const run = JSON.parse(r.stdout) as RunResult;
    assert.deepEqual(Object.keys(run.byCategory), ['access']);
    assert.equal(bot.stats.requests, 3);
    assert.equal(run.cases[0]?.passes, 3);
  });
});

test('bot output is shown escaped: terminal escape sequences cannot reach the screen', async () => {
  const evil = '\u001b[2J\u001b]0;pwned\u0007 We notify customers within 72 hours.';
  await withBot({ reply: () => evil }, async (bot) => {
    const r = await vouch([...args(bot.url), '--verbose']);
    assert.equal(r.code, 1);
    assert.doesNotMatch(r.stdout, /\u001b/);
    assert.match(r.stdout, /\\u\{1b\}\[2J/);
  });
});

test('the run writes trials.jsonl and run.json, and reports/latest.json points at the newest', async () => {
  const reports = join(work, 'written');
  await withBot({ reply: goodBot }, async (bot) => {
    const r = await vouch(['run', suite, '--vault', vault, '--url', bot.url, '--reports-dir', reports]);
    assert.equal(r.code, 0);
    const latest = JSON.parse(await readFile(join(reports, 'latest.json'), 'utf8')) as RunResult;
    const trials = (await readFile(join(reports, latest.runId, 'trials.jsonl'), 'utf8')).trim().split('\n');
    assert.equal(trials.length, 2);
    assert.equal(latest.schemaVersion, 1);
    assert.match(r.stdout, new RegExp(`report: .*${latest.runId}`));
  });
});

after(() => undefined);
