// The fold of a run's decisions: the same summary, byCategory, robustness table and lucky cases
// whatever order decisions arrive in, each table in the order of the cases (the order of first
// appearance in the plan), as a fold of the ordered list gives.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Decision } from '../core/index.js';
import { hostileRun } from '../../test/support/hostile-run.js';
import { closeFold, foldAll, foldDecision, openFold, ORIGINAL } from './fold.js';

const counts = { assertions: { total: 9, passed: 5, failed: 3, warned: 1, skipped: 0 }, trials: { planned: 12, run: 10, saved: 2 } };
const d = (id: string, category: string, over: Partial<Decision> = {}): Decision => ({ ...hostileRun().cases.find((c) => c.id === 'PLAIN-001')!, id, category, ...over });

const cases: Decision[] = [
  d('A', 'soc2'),
  d('A#base64', 'soc2', { transform: 'base64', status: 'fail', counters: ['hallucinations', 'ungrounded'] }),
  d('B', 'gdpr', { status: 'error' }),
  d('C', 'edge', { counters: ['ungrounded'] }),
  d('B#base64', 'gdpr', { transform: 'base64' }),
  d('A#hex', 'soc2', { transform: 'hex' }),
  d('L', 'soc2', { hallucinatedTrials: 2, trials: 5 }),
  d('S', 'edge', { status: 'skipped' }),
  d('K', 'soc2', { hallucinatedTrials: 1, trials: 3 }),
];

test('folded in any order with their places, the record is the one the ordered fold gives', () => {
  const ordered = foldAll(cases, counts);
  for (const seed of [1, 7, 13]) {
    const f = openFold();
    const order = cases.map((_, i) => i).sort((a, b) => ((a + 1) * seed) % 11 - ((b + 1) * seed) % 11);
    for (const i of order) foldDecision(f, cases[i]!, i);
    const shuffled = closeFold(f, counts);
    assert.deepEqual(shuffled, ordered);
    assert.equal(JSON.stringify(shuffled), JSON.stringify(ordered), 'keys in the same order too');
  }
});

test('the summary counts cases, errored ones against the pass rate; counters count failed cases, ungrounded any decided one', () => {
  const { summary } = foldAll(cases, counts);
  assert.deepEqual(
    [summary.total, summary.passed, summary.failed, summary.errored, summary.skipped, summary.passRate, summary.hallucinations, summary.ungrounded],
    [9, 6, 1, 1, 1, '75.0%', 1, 2],
  );
  assert.deepEqual(summary.trials, counts.trials);
});

test('byCategory and robustness follow the cases: only fuzzed categories are compared, the unfuzzed row first', () => {
  const folded = foldAll(cases, counts);
  assert.deepEqual(Object.keys(folded.byCategory), ['soc2', 'gdpr', 'edge']);
  assert.deepEqual(folded.robustness, {
    [ORIGINAL]: { soc2: { pass: 3, fail: 0, error: 0 }, gdpr: { pass: 0, fail: 0, error: 1 } },
    base64: { soc2: { pass: 0, fail: 1, error: 0 }, gdpr: { pass: 1, fail: 0, error: 0 } },
    hex: { soc2: { pass: 1, fail: 0, error: 0 } },
  });
  assert.equal(foldAll(cases.filter((c) => !c.transform), counts).robustness, undefined, 'no variants, no table');
});

test('passing cases with hallucinating trials are listed for the gate, in the cases’ order', () => {
  const f = openFold();
  foldDecision(f, cases[8]!, 8);
  foldDecision(f, cases[6]!, 6);
  assert.deepEqual(closeFold(f, counts).lucky, [
    { id: 'L', hallucinatedTrials: 2, trials: 5 },
    { id: 'K', hallucinatedTrials: 1, trials: 3 },
  ]);
});

test('nothing passed is a pass rate of 0%, and nothing run too', () => {
  const { summary } = foldAll([d('E', 'x', { status: 'error' })], counts);
  assert.deepEqual([foldAll([], counts).summary.passRate], ['0.0%']);
  assert.deepEqual([summary.passRate, summary.passRatio], ['0.0%', 0]);
});
