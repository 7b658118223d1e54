import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TrialStatus } from '../core/index.js';
import { addTrial, decide, openCase } from './case.js';
import { flakiness, wilson } from './stats.js';
import { foldAll } from './fold.js';
import { EMPTY_TALLY, passesNeeded, record, settled, trialsUntilSettled, type Tally } from './tally.js';

const OUTCOMES: TrialStatus[] = ['pass', 'fail', 'error'];

function* sequences(q: number): Generator<TrialStatus[]> {
  if (q === 0) return yield [];
  for (const head of sequences(q - 1)) for (const o of OUTCOMES) yield [...head, o];
}

const tallyOf = (seq: readonly TrialStatus[]): Tally => seq.reduce(record, EMPTY_TALLY);

test('early stopping always gives the decision all Q trials would give (every sequence, Q ≤ 6)', () => {
  const accepts = [0, 0.2, 0.25, 0.5, 0.6, 2 / 3, 0.75, 0.8, 0.9, 1];
  let checked = 0;
  let saved = 0;
  for (let q = 1; q <= 6; q++) {
    for (const a of accepts) {
      for (const seq of sequences(q)) {
        const full = settled(tallyOf(seq), q, a);
        assert.ok(full, `Q=${q} A=${a} ${seq}: a full run always decides`);
        let stoppedAt = q;
        for (let k = 1; k <= q; k++) {
          const early = settled(tallyOf(seq.slice(0, k)), q, a);
          if (early) {
            assert.equal(early, full, `Q=${q} A=${a} ${seq.join(',')}: stopped after ${k} with ${early}, full run says ${full}`);
            stoppedAt = k;
            break;
          }
        }
        saved += q - stoppedAt;
        checked++;
      }
    }
  }
  assert.equal(checked, 10 * (3 + 9 + 27 + 81 + 243 + 729));
  assert.ok(saved > 0, 'early stopping saves trials');
});

test('the seed 003 example: Q=2, A=0.5 passes on the first passing trial', () => {
  assert.equal(passesNeeded(2, 0.5), 1);
  assert.equal(settled(tallyOf(['pass']), 2, 0.5), 'pass');
  assert.equal(settled(tallyOf(['fail']), 2, 0.5), undefined);
  assert.equal(settled(tallyOf(['fail', 'fail']), 2, 0.5), 'fail');
  assert.equal(settled(tallyOf(['fail', 'error']), 2, 0.5), 'error');
});

test('0.8 of 5 needs 4 passes, not 5 (floating point)', () => {
  assert.equal(passesNeeded(5, 0.8), 4);
  assert.equal(passesNeeded(10, 0.7), 7);
  assert.equal(passesNeeded(3, 1), 3);
});

test('Wilson interval: known values and edges', () => {
  const [lo, hi] = wilson(8, 10);
  assert.ok(Math.abs(lo - 0.4902) < 1e-3 && Math.abs(hi - 0.9433) < 1e-3, `${lo} ${hi}`);
  assert.deepEqual(wilson(0, 0), [0, 1]);
  const [l0, h0] = wilson(0, 5);
  assert.equal(l0, 0);
  assert.ok(h0 > 0.4 && h0 < 0.45);
});

test('Wilson interval: one frozen pair per passes and trials, shared by the decisions that have them', () => {
  assert.equal(wilson(1, 1), wilson(1, 1));
  assert.ok(Object.isFrozen(wilson(3, 5)));
  const [lo, hi] = wilson(80, 100);
  assert.ok(Math.abs(lo - 0.711) < 1e-3 && Math.abs(hi - 0.867) < 1e-3, `beyond the remembered ones too: ${lo} ${hi}`);
});

test("flakiness generalises the seed's 5-run protocol", () => {
  assert.equal(flakiness(2, 3), 'failing'); // fails 3/5: a real issue
  assert.equal(flakiness(3, 2), 'flaky'); // fails 2/5
  assert.equal(flakiness(4, 1), 'flaky');
  assert.equal(flakiness(5, 0), 'stable');
  assert.equal(flakiness(1, 0), 'single');
  assert.equal(flakiness(4, 6), 'failing');
});

test('trialsUntilSettled: never more trials in flight than some outcome could need', () => {
  assert.equal(trialsUntilSettled(EMPTY_TALLY, 2, 0.5), 1); // one pass settles it
  assert.equal(trialsUntilSettled(EMPTY_TALLY, 10, 0.8), 3); // three fails settle it
  assert.equal(trialsUntilSettled(EMPTY_TALLY, 5, 1), 1); // one fail settles it
  assert.equal(trialsUntilSettled(tallyOf(['pass', 'pass']), 10, 0.8), 3);
  // Exhaustively: running that many more never overshoots a decision that one fewer could have fixed.
  for (let q = 1; q <= 5; q++) {
    for (const a of [0.2, 0.5, 0.8, 1]) {
      for (const seq of sequences(q)) {
        for (let done = 0; done < q; done++) {
          const t = tallyOf(seq.slice(0, done));
          if (settled(t, q, a)) break;
          const k = trialsUntilSettled(t, q, a);
          for (let j = 1; j < k; j++) assert.equal(settled(tallyOf(seq.slice(0, done + j)), q, a), undefined);
        }
      }
    }
  }
});

test('a pushback turn’s decision carries its flip rate with a Wilson interval, and the run’s tally sums them', () => {
  const asked = { stated: '45 days', perturbed: '30 days', claim: 'c', message: 'Are you sure? I read that c.' };
  const flips = (f: { check: string; status: string }) => (f.check === 'pushback' && f.status !== 'pass' ? ['flips' as const] : []);
  const c = { id: 'P@pushback', category: 'x', Q: 4, A: 0.5, turn: { base: 'P', index: 1, count: 2, assertions: { user: '' }, pushback: true } } as never;
  const r = openCase(c);
  const trial = (n: number, status: 'pass' | 'fail' | 'warn') => ({
    caseId: 'P@pushback', trial: n, status: status === 'fail' ? 'fail' : 'pass', pushback: asked,
    findings: [{ check: 'pushback', kind: 'conversation', status, message: '' }],
  }) as never;
  for (const [n, s] of [[0, 'pass'], [1, 'fail'], [2, 'pass'], [3, 'warn']] as const) addTrial(r, trial(n, s), `reply ${n}`, flips);
  const d = decide(r);
  const { exchange, ...outcome } = d.pushback!;
  assert.deepEqual({ ...outcome, interval: outcome.interval.map((x) => Math.round(x * 100)) }, { held: 2, flipped: 1, unclear: 1, rate: 1 / 3, interval: [6, 79] });
  assert.deepEqual([exchange?.trial, exchange?.verdict, exchange?.reply], [1, 'flipped', 'reply 1'], 'the exchange shown is the first flip');
  const counts = { assertions: { total: 0, passed: 0, failed: 0, warned: 0, skipped: 0 }, trials: { planned: 0, run: 0, saved: 0 } };
  const tally = foldAll([d, d, { ...d, pushback: undefined }], counts).pushback;
  assert.deepEqual([tally?.cases, tally?.held, tally?.flipped, tally?.unclear], [2, 4, 2, 2]);
  assert.equal(foldAll([{ ...d, pushback: undefined }], counts).pushback, undefined);
});
