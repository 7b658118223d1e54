import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Summary } from '../core/index.js';
import { DEFAULT_THRESHOLDS } from '../core/index.js';
import { exitCode, gate } from './index.js';

const summary = (over: Partial<Summary>): Summary => ({
  total: 46,
  passed: 46,
  failed: 0,
  errored: 0,
  skipped: 0,
  passRate: '100.0%',
  passRatio: 1,
  assertions: { total: 0, passed: 0, failed: 0, warned: 0, skipped: 0 },
  hallucinations: 0,
  citationErrors: 0,
  fallbackErrors: 0,
  ungrounded: 0,
  flips: 0,
  trials: { planned: 46, run: 46, saved: 0 },
  ...over,
});
const verdict = (over: Partial<Summary>) => gate({ summary: summary(over), lucky: [] }, DEFAULT_THRESHOLDS);

test("the seed's table: any hallucination hard-fails", () => {
  assert.deepEqual(verdict({ hallucinations: 1 }).failed, ['hallucinations 1 > 0']);
});

test('citation errors warn from 1 and fail above 3; fallback errors warn from 1 and fail above 2', () => {
  assert.equal(verdict({ citationErrors: 3 }).verdict, 'warn');
  assert.equal(verdict({ citationErrors: 4 }).verdict, 'fail');
  assert.equal(verdict({ fallbackErrors: 2 }).verdict, 'warn');
  assert.equal(verdict({ fallbackErrors: 3 }).verdict, 'fail');
});

test('pass rate fails below 85% and warns below 95%, on the exact ratio', () => {
  assert.equal(verdict({ passRatio: 0.849 }).verdict, 'fail');
  assert.equal(verdict({ passRatio: 0.85 }).verdict, 'warn');
  assert.equal(verdict({ passRatio: 0.9499 }).verdict, 'warn');
  assert.equal(verdict({ passRatio: 0.95 }).verdict, 'pass');
});

test('thresholds from the suite or command line replace the defaults', () => {
  const g = gate({ summary: summary({ hallucinations: 2 }), lucky: [] }, { ...DEFAULT_THRESHOLDS, maxHallucinations: 2 });
  assert.equal(g.verdict, 'pass');
});

test('nothing decided is a failing gate, never a pass (every case errored or was skipped)', () => {
  const none = verdict({ passed: 0, failed: 0, errored: 46, passRatio: 0, passRate: '0.0%' });
  assert.equal(none.verdict, 'fail');
  assert.match(none.failed.join(), /pass rate 0\.0% < 85\.0% \(46 case\(s\) errored; had they all passed, 100\.0%\)/);
  const skipped = verdict({ passed: 0, failed: 0, skipped: 46, passRatio: 0, passRate: '0.0%' });
  assert.equal(skipped.verdict, 'fail');
  assert.match(skipped.failed.join(), /no case was decided/);
});

/** A run record with this summary, gated with the defaults, as exitCode reads it. */
const gated = (over: Partial<Summary>) => {
  const s = summary(over);
  return { summary: s, gate: gate({ summary: s, lucky: [] }, DEFAULT_THRESHOLDS), thresholds: DEFAULT_THRESHOLDS };
};

test('exit codes, first match wins: 1 on what the bot did, even beside errored cases; else 3 for errors; else 0', () => {
  // 8 of 10 cases unreachable: the 2 that ran passed, so the errors could have rescued the rate.
  assert.equal(exitCode(gated({ total: 10, passed: 2, errored: 8, passRatio: 0.2 })), 3);
  // A hallucination is the bot's doing: 1, though another case errored.
  assert.equal(exitCode(gated({ total: 10, passed: 8, failed: 1, errored: 1, passRatio: 0.8, hallucinations: 1 })), 1);
  // 7 failed of 10 and 1 errored: even had it passed, 30% < 85%.
  assert.equal(exitCode(gated({ total: 10, passed: 2, failed: 7, errored: 1, passRatio: 0.2 })), 1);
  // 1 failed and 2 errored of 10: had they passed, 90% ≥ 85%, so the outage decides: 3.
  assert.equal(exitCode(gated({ total: 10, passed: 7, failed: 1, errored: 2, passRatio: 0.7 })), 3);
  assert.equal(exitCode(gated({ passed: 0, skipped: 46, passRatio: 0 })), 1);
  assert.equal(exitCode(gated({ citationErrors: 2 })), 0);
});

test('a shard that got no case passes with a warning, so the matrix merges', () => {
  const g = gate({ summary: summary({ total: 0, passed: 0, passRatio: 0 }), lucky: [], shard: { index: 2, count: 3 } }, DEFAULT_THRESHOLDS);
  assert.equal(g.verdict, 'warn');
  assert.deepEqual(g.warnings, ['shard 2/3 got no case: merge it with the other shards (vouch merge)']);
});

test('ungrounded cases are a warning; skipped cases are a warning, not a pass', () => {
  assert.deepEqual(verdict({ ungrounded: 2 }).warnings, ['2 case(s) stated specifics the vault does not support (grounding)']);
  assert.match(verdict({ passed: 40, skipped: 6 }).warnings.join(), /6 case\(s\) skipped/);
});

test('a passing case whose trials hallucinated (A < 1) is a warning of its own', () => {
  const g = gate({ summary: summary({}), lucky: [{ id: 'L-1', hallucinatedTrials: 1, trials: 5 }] }, DEFAULT_THRESHOLDS);
  assert.deepEqual([g.verdict, g.warnings], ['warn', ['L-1 passed with 1 hallucinating trial(s) of 5']]);
});
