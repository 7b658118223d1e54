// The tracker: each decision handed on with its case's place whatever order they finish in, the partial record of
// a stopped run, and finished cases let go (memory follows the cases in flight, not the suite).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Case, Decision, Trial } from '../core/index.js';
import { makeCase, trackedDecisions as tracked } from '../../test/support/cases.js';

const trial = (n: number, status: Trial['status']): Trial => ({ caseId: 'x', trial: n, status, findings: [], durationMs: 1 }) as unknown as Trial;

test('each decision is handed on with its case’s place, whatever order they finished in; finishing twice changes nothing', () => {
  const cases = ['A', 'B', 'C'].map((id) => makeCase({ id, Q: 1, A: 1 }));
  const { tracker, decisions } = tracked(cases);
  for (const c of [...cases].reverse()) {
    tracker.openings(c);
    tracker.record(c, trial(0, c.id === 'B' ? 'fail' : 'pass'), 'reply');
    tracker.finish(c);
  }
  tracker.finish(cases[0]!);
  assert.deepEqual(
    decisions().map((d) => [d.id, d.status]),
    [['A', 'pass'], ['B', 'fail'], ['C', 'pass']],
  );
  assert.equal(tracker.trialsRun, 3);
});

test('a stopped run: settledOnly leaves out the open and the unreached; otherwise they are errors with what they ran', () => {
  const cases = [makeCase({ id: 'done', Q: 1, A: 1 }), makeCase({ id: 'open', Q: 3, A: 1 }), makeCase({ id: 'unreached', Q: 1, A: 1 })];
  const stop = (settledOnly: boolean): Decision[] => {
    const { tracker, decisions } = tracked(cases);
    const [done, open] = cases as [Case, Case];
    tracker.openings(done);
    tracker.record(done, trial(0, 'pass'), 'reply');
    tracker.finish(done);
    tracker.openings(open);
    tracker.record(open, trial(0, 'pass'), 'reply');
    tracker.close({ settledOnly });
    return decisions();
  };
  assert.deepEqual(stop(true).map((d) => d.id), ['done']);
  assert.deepEqual(
    stop(false).map((d) => [d.id, d.status, d.trials]),
    [['done', 'pass', 1], ['open', 'error', 1], ['unreached', 'error', 0]],
  );
});

test('a finished case is held by nothing in the tracker', async () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const cases: Case[] = [makeCase({ id: 'kept', Q: 1, A: 1 }), makeCase({ id: 'gone', Q: 1, A: 1 })];
  const gone = new WeakRef(cases[1]!);
  const { tracker, decisions } = tracked(cases);
  // In a function of its own: a variable of this one would hold the case across the await.
  const runLast = (): void => {
    const c = cases.pop()!;
    tracker.openings(c);
    tracker.record(c, trial(0, 'pass'), 'reply');
    tracker.finish(c);
  };
  runLast();
  // A WeakRef keeps its target until the current job ends.
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  assert.equal(gone.deref(), undefined);
  assert.deepEqual(decisions().map((d) => d.id), ['kept', 'gone']);
});
