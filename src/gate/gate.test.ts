import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Summary } from '../core/index.js';
import { DEFAULT_THRESHOLDS } from '../core/index.js';
import { gate } from './index.js';

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
const verdict = (over: Partial<Summary>) => gate({ summary: summary(over), cases: [] }, DEFAULT_THRESHOLDS);

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
  const g = gate({ summary: summary({ hallucinations: 2 }), cases: [] }, { ...DEFAULT_THRESHOLDS, maxHallucinations: 2 });
  assert.equal(g.verdict, 'pass');
});

test('nothing decided is a failing gate, never a pass (every case errored or was skipped)', () => {
  const none = verdict({ passed: 0, failed: 0, errored: 46, passRatio: 0, passRate: '0.0%' });
  assert.equal(none.verdict, 'fail');
  assert.match(none.failed.join(), /no case was decided/);
  const skipped = verdict({ passed: 0, failed: 0, skipped: 46, passRatio: 0, passRate: '0.0%' });
  assert.equal(skipped.verdict, 'fail');
});

test('ungrounded cases are a warning; skipped cases are a warning, not a pass', () => {
  assert.deepEqual(verdict({ ungrounded: 2 }).warnings, ['2 case(s) stated specifics the vault does not support (grounding)']);
  assert.match(verdict({ passed: 40, skipped: 6 }).warnings.join(), /6 case\(s\) skipped/);
});
