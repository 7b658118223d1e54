// Report formats from the command line: `--report html,junit,markdown` into the run folder, the
// GitHub Actions summary and annotations (GITHUB_ACTIONS=true, a temporary GITHUB_STEP_SUMMARY),
// the 20-failure cap pointing at the fullest report written, `vouch report` on a saved run, and a
// broken reporter that cannot break the run.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { RunResult } from '../../src/core/index.js';
import { exitCode } from '../../src/gate/index.js';
import { runSuite } from '../../src/session/index.js';
import { startChatServer, type ChatServer } from '../support/chat-server.js';
import { vouch } from '../support/cli.js';
import { junitProblems } from '../support/junit-schema.js';
import { fromRoot } from '../support/repo.js';

/** What the bot says to every question: no required signal, a forbidden word, and text that tries to forge workflow commands. */
const REPLY = '100% sure\r\n::error title=forged::injected, a:b\n::warning::forged';
const CASES = 25;

let work: string;
let bot: ChatServer;
let suite: string;

before(async () => {
  work = await mkdtemp(join(tmpdir(), 'vouch-reports-'));
  suite = join(work, 'many-failures.yaml');
  const cases = Array.from({ length: CASES }, (_, i) => `  - { id: CASE-${String(i + 1).padStart(2, '0')}, category: ${i % 2 ? 'alpha' : 'beta'}, prompt: "question ${i + 1}", requiredSignals: [zebra], mustNotAppear: [sure] }`);
  await writeFile(suite, ['name: many failures', 'cases:', ...cases, ''].join('\n'));
  bot = await startChatServer({ reply: () => REPLY });
});
after(async () => {
  await bot.close();
  await rm(work, { recursive: true, force: true });
});

/** The one run folder under `reports`. */
async function runDir(reports: string): Promise<string> {
  const dirs = (await readdir(reports, { withFileTypes: true })).filter((e) => e.isDirectory());
  assert.equal(dirs.length, 1);
  return join(reports, dirs[0]!.name);
}

test('--report html,junit,markdown under GitHub Actions: three files, the job summary appended, one ::error per failed case, escaped', async () => {
  const reports = join(work, 'gh');
  const summary = join(work, 'step-summary.md');
  await writeFile(summary, 'an earlier step wrote this\n');
  const r = await vouch(['run', suite, '--url', bot.url, '--reports-dir', reports, '--report', 'html,junit,markdown'], {
    env: { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary },
    cwd: work,
  });
  assert.equal(r.code, 1, r.stderr);
  const dir = await runDir(reports);
  for (const file of ['run.json', 'report.html', 'junit.xml', 'summary.md']) assert.ok(existsSync(join(dir, file)), file);
  assert.deepEqual(await junitProblems(await readFile(join(dir, 'junit.xml'), 'utf8')), []);

  const commands = r.stdout.split('\n').filter((l) => l.startsWith('::'));
  const errors = commands.filter((l) => l.startsWith('::error '));
  assert.equal(errors.length, CASES + 1, 'each failed case, and the failed gate');
  assert.match(errors[0]!, /^::error file=many-failures\.yaml,title=vouch%3A CASE-01 \[beta\] failed::0\/1 trials passed · signal, hallucination%0A/);
  // The bot's "::error" stays inside the message, its % encoded; no line of output starts a forged command.
  assert.match(errors[0]!, /evidence: "sure" in "100%25 sure ::error title=forged::injected, a:b/);
  assert.ok(!r.stdout.split('\n').some((l) => /^::(error|warning) ?(title=forged|::forged)/.test(l)), 'no forged command on a line of its own');

  const written = await readFile(summary, 'utf8');
  assert.ok(written.startsWith('an earlier step wrote this\n### vouch · many failures · ❌ FAIL'), written.slice(0, 200));
  assert.match(written, /… 5 more — see report\\\.html in the run folder/);
  assert.equal(await readFile(join(dir, 'summary.md'), 'utf8'), `${written.slice('an earlier step wrote this\n'.length, -1).replace('report\\.html in the run folder', 'report\\.html')}`);

  assert.match(r.stdout, /… 5 more failures — see gh\/[^/]+\/report\.html\n/);
  assert.ok(dir.startsWith(join(work, 'gh')));
});

test('without --report html the capped list points at run.json; outside GitHub Actions no annotation and no summary', async () => {
  const reports = join(work, 'plain');
  const summary = join(work, 'untouched.md');
  const r = await vouch(['run', suite, '--url', bot.url, '--reports-dir', reports], { env: { GITHUB_ACTIONS: '', GITHUB_STEP_SUMMARY: summary } });
  assert.equal(r.code, 1, r.stderr);
  const dir = await runDir(reports);
  assert.match(r.stdout, /… 5 more failures — see .*run\.json/);
  assert.ok(!r.stdout.split('\n').some((l) => l.startsWith('::')));
  assert.equal(existsSync(summary), false);
  assert.deepEqual((await readdir(dir)).sort(), ['identity.json', 'run.json', 'trials.jsonl']);
});

test('with --json under GitHub Actions, stdout stays pure JSON and the annotations go to stderr', async () => {
  const r = await vouch(['run', suite, '--url', bot.url, '--no-reports', '--json'], { env: { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: '' } });
  assert.equal(r.code, 1);
  assert.equal((JSON.parse(r.stdout) as RunResult).summary.failed, CASES);
  assert.equal(r.stderr.split('\n').filter((l) => l.startsWith('::error ')).length, CASES + 1);
  assert.match(r.stderr, /GitHub job summary not written: GITHUB_STEP_SUMMARY is not set/);
});

test('vouch report renders a saved run in each format; a file that is not a run is exit 2 naming the file and the JSON path', async () => {
  const golden = fromRoot('test', 'golden', 'run.json');
  const junit = await vouch(['report', golden, '--format', 'junit']);
  assert.equal(junit.code, 0, junit.stderr);
  assert.deepEqual(await junitProblems(junit.stdout), []);
  const out = join(work, 'golden.html');
  const html = await vouch(['report', golden, '--format', 'html', '--output', out]);
  assert.equal(html.code, 0, html.stderr);
  assert.match(await readFile(out, 'utf8'), /^<!doctype html>/);
  assert.match((await vouch(['report', golden, '--format', 'markdown'])).stdout, /^### vouch · golden · ❌ FAIL/);

  const run = JSON.parse(await readFile(golden, 'utf8')) as { cases: { status: string }[] };
  run.cases[3]!.status = 'maybe';
  const bad = join(work, 'bad-run.json');
  await writeFile(bad, JSON.stringify(run));
  const r = await vouch(['report', bad, '--format', 'html'], { cwd: work });
  assert.equal(r.code, 2);
  assert.match(r.stderr, /^vouch: .*bad-run\.json › cases\[3\]\.status: /);
  assert.equal(r.stdout, '');
  const unknown = await vouch(['report', golden, '--format', 'pdf']);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /unknown report format "pdf"; known: json, console, html, junit, markdown/);
  const missing = await vouch(['report', 'no-such-run.json'], { cwd: work });
  assert.deepEqual([missing.code, missing.stderr], [2, 'vouch: no-such-run.json: file not found\n']);
});

test('a reporter that throws does not stop the run: the record is written and the exit code is the gate\'s', async () => {
  const reports = join(work, 'broken');
  const { run, runFile, notes } = await runSuite({
    suite,
    target: bot.url,
    reportsDir: reports,
    reports: ['junit'],
    reporters: [
      { name: 'broken', onTrial: () => { throw new Error('cannot draw'); }, onRunEnd: () => ['never'] },
      { name: 'late', onRunEnd: () => { throw new Error('disk full'); } },
    ],
  });
  assert.ok(runFile && existsSync(runFile));
  assert.deepEqual(JSON.parse(await readFile(runFile, 'utf8')), JSON.parse(JSON.stringify(run)));
  assert.ok(existsSync(join(runFile, '..', 'junit.xml')), 'the reporters after the broken ones still ran');
  assert.deepEqual(notes.filter((n) => n.startsWith('reporter')), ['reporter "broken" failed: cannot draw', 'reporter "late" failed: disk full']);
  assert.equal(exitCode(run), 1);
});

test('an unknown --report format is a usage error before anything runs: exit 2, no run folder, no request', async () => {
  const reports = join(work, 'unknown-format');
  const before = bot.stats.requests + bot.stats.healthChecks;
  const r = await vouch(['run', suite, '--url', bot.url, '--reports-dir', reports, '--report', 'html,pdf']);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /unknown report format "pdf"; known: json, console, html, junit, markdown/);
  assert.equal(existsSync(reports), false);
  assert.equal(bot.stats.requests + bot.stats.healthChecks, before);
});
