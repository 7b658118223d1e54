// The same facts every time, on a replayed --responses file: two trials of a case that give two
// values for the same thing fail (no model, nothing else checks the answer); two that say the same
// value in other words stay silent. Early stopping compares the trials that ran.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { runResultSchema } from '../../src/report/schema.js';
import { vouch } from '../support/cli.js';

let work: string;
let suite: string;
let responses: string;
before(async () => {
  work = await mkdtemp(join(tmpdir(), 'vouch-consistency-'));
  suite = join(work, 'suite.yaml');
  // No vault and no assertion: only the comparison of trials can find anything.
  await writeFile(suite, ['name: consistency', 'cases:', '  - { id: BACKUPS, prompt: How long are backups kept?, Q: 2 }', '  - { id: KEYS, prompt: How often are keys rotated?, Q: 2 }', ''].join('\n'));
  responses = join(work, 'responses.jsonl');
  const lines = [
    { id: 'BACKUPS', response: 'Backups are kept for 45 days.' },
    { id: 'BACKUPS', response: 'Backups are kept for 30 days.' },
    { id: 'KEYS', response: 'Keys are rotated every three months, and backups are kept for 45 days.' },
    { id: 'KEYS', response: 'Keys are rotated quarterly, and backups are kept for forty-five days.' },
  ];
  await writeFile(responses, lines.map((l) => JSON.stringify(l)).join('\n'));
});

test('two trials that disagree are a finding; two that say the same thing in other words are silent', async () => {
  const r = await vouch(['run', suite, '--responses', responses, '--no-reports', '--json']);
  const run = runResultSchema.parse(JSON.parse(r.stdout));
  assert.deepEqual(run.cases.map((d) => [d.id, d.status, `${d.passes}/${d.trials}`]), [['BACKUPS', 'fail', '1/2'], ['KEYS', 'pass', '2/2']]);
  const finding = run.failures[0]!.findings[0]!;
  assert.deepEqual([finding.check, finding.kind, finding.trial], ['consistency', 'conversation', 1]);
  assert.equal(finding.message, 'says "30 days" where trial 0 said "45 days" about the same thing');
  assert.equal(finding.evidence, '"30 days" in "Backups are kept for 30 days."; trial 0: "45 days" in "Backups are kept for 45 days."');
  assert.deepEqual(run.cases[1]!.warnings, []);
  assert.match(r.stderr, /✗ BACKUPS .*· conversation\n {4}conversation\/consistency \(trial 1\): says "30 days" where trial 0 said "45 days"/);
});

test('early stopping: with A = 0.5 the first trial decides, so there is nothing to compare; --all-trials compares them', async () => {
  const early = runResultSchema.parse(JSON.parse((await vouch(['run', suite, '--responses', responses, '--no-reports', '--json', '--accept', '0.5'])).stdout));
  assert.deepEqual(early.cases.map((d) => [d.id, d.status, d.trials]), [['BACKUPS', 'pass', 1], ['KEYS', 'pass', 1]]);
  const all = runResultSchema.parse(JSON.parse((await vouch(['run', suite, '--responses', responses, '--no-reports', '--json', '--accept', '0.5', '--all-trials'])).stdout));
  assert.deepEqual(all.cases.map((d) => [d.id, d.status, d.fails]), [['BACKUPS', 'pass', 1], ['KEYS', 'pass', 0]]);
});

test('a trial reused by --resume is compared with the trials run after it', async () => {
  const reports = join(work, 'reports');
  await vouch(['run', suite, '--responses', responses, '--reports-dir', reports, '--json']);
  const first = join(reports, (await readdir(reports)).find((d) => d !== 'latest.json')!);
  // An interrupted run that had finished only the first trial of each case.
  const partial = join(work, 'partial');
  await mkdir(partial);
  const lines = (await readFile(join(first, 'trials.jsonl'), 'utf8')).trim().split('\n').filter((l) => JSON.parse(l).trial === 0);
  await writeFile(join(partial, 'trials.jsonl'), `${lines.join('\n')}\n`);
  // Which run it was, so --resume knows it is this suite's.
  await writeFile(join(partial, 'identity.json'), await readFile(join(first, 'identity.json')));
  const r = await vouch(['run', suite, '--responses', responses, '--resume', partial, '--no-reports', '--json']);
  const run = runResultSchema.parse(JSON.parse(r.stdout));
  assert.deepEqual(run.cases.map((d) => [d.id, d.status]), [['BACKUPS', 'fail'], ['KEYS', 'pass']]);
  assert.match(r.stderr, /resumed from .*: 2 trial\(s\) reused, 2 run/);
});
