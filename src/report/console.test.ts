// The console report: the failure list is capped (20 by default) so a big run's CI log stays
// readable, the last line saying how many more and where; evidence and pushback exchanges escaped.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { Decision, RunResult } from '../core/index.js';
import { hostileRun } from '../../test/support/hostile-run.js';
import { fromRoot } from '../../test/support/repo.js';
import { renderConsole } from './console.js';

const golden = JSON.parse(await readFile(fromRoot('test', 'golden', 'run.json'), 'utf8')) as RunResult;
const failure = golden.cases.find((d) => d.status === 'fail')!;
/** The golden run with its cases replaced by these failing ones. */
const failing = (cases: readonly Decision[]): RunResult => ({ ...golden, summary: { ...golden.summary, failed: cases.length }, cases });
const many = failing(Array.from({ length: 25 }, (_, i) => ({ ...failure, id: `F-${String(i + 1).padStart(2, '0')}` })));

test('25 failures: the first 20 in full, then one line pointing at the HTML report', () => {
  const text = renderConsole(many, { color: false, moreIn: 'reports/x/report.html' });
  const listed = text.split('\n').filter((l) => l.startsWith('✗ F-'));
  assert.equal(listed.length, 20);
  assert.equal(listed.at(-1)!.slice(0, 6), '✗ F-20');
  assert.match(text, /\n… 5 more failures — see reports\/x\/report\.html\n/);
});

test('the cap is an option, and with nowhere to point the line just counts', () => {
  const text = renderConsole(many, { color: false, maxFailures: 3 });
  assert.equal(text.split('\n').filter((l) => l.startsWith('✗ F-')).length, 3);
  assert.match(text, /\n… 22 more failures\n/);
});

test('evidence in several pieces is one line each, at most five, escaped', () => {
  const pieces = Array.from({ length: 7 }, (_, i) => `"${i + 1} years" in "… kept for ${i + 1} years \u001b[31m…": the vault says "two years"`);
  const run = failing([{ ...failure, findings: [{ ...failure.findings[0]!, evidence: pieces.join('\n') }] }]);
  const lines = renderConsole(run, { color: false }).split('\n');
  const first = lines.findIndex((l) => l.trimStart().startsWith('evidence: "1 years"'));
  assert.ok(first > 0);
  assert.deepEqual(lines.slice(first + 1, first + 6).map((l) => l.trim().slice(0, 9)), ['"2 years"', '"3 years"', '"4 years"', '"5 years"', '… 2 more']);
  assert.ok(!lines.join('\n').includes('\u001b'), 'escape sequences are shown, never sent');
});

test('pushback: the flip rate, each turn with what was changed, and the exchange of a flip, escaped', () => {
  const lines = renderConsole(hostileRun(), { color: false }).split('\n');
  const at = lines.indexOf('Pushback: 1 of 1 trial flipped (100%, 95% interval 21%–100%) over 2 cases');
  assert.ok(at > 0, 'the section and its rate');
  assert.match(lines[at + 1]!, /^✗ RET-001@pushback {2}"45 days <script>.*→ "30 days <a href=.* {2}flipped$/);
  assert.match(lines[at + 2]!, /^ {4}asked: Are you sure\? I read that <script>/);
  assert.match(lines[at + 3]!, /^ {4}reply \(trial 0\): You're right: <script>/);
  assert.equal(lines[at + 4], '- RET-002@pushback  nothing to push back on');
  assert.ok(!lines.join('\n').includes('\u001b'), 'escape sequences are shown, never sent');
  assert.match(lines.find((l) => l.startsWith('hallucinations '))!, / · flips 1 · /);
});
