// Q trials and acceptance A (seed 003): a case passes when passes / Q ≥ A. A decision is fixed
// as soon as the remaining trials cannot change it, so vouch can stop early and still give
// exactly the decision all Q trials would give.
import type { TrialStatus } from '../core/index.js';

export interface Tally {
  readonly passes: number;
  readonly fails: number;
  readonly errors: number;
  /** Trials whose every check was skipped (`--skip-judge`): they decide nothing. */
  readonly skipped: number;
}

export const EMPTY_TALLY: Tally = { passes: 0, fails: 0, errors: 0, skipped: 0 };

export const ran = (t: Tally): number => t.passes + t.fails + t.errors + t.skipped;

/** The fewest passing trials out of Q that reach A. */
export function passesNeeded(Q: number, A: number): number {
  // The epsilon keeps 0.8 × 5 = 4.000000000000001 from demanding 5 passes.
  return Math.max(0, Math.ceil(A * Q - 1e-9));
}

/**
 * The decision once it can no longer change, else undefined. With all Q run it is always defined:
 * pass when the passes reach A; skipped when a trial went unjudged and the passes did not reach A
 * (the user chose not to judge it, so it is not a failure); error when errored trials might have
 * reached it; else fail.
 */
export function settled(t: Tally, Q: number, A: number): TrialStatus | undefined {
  if (ran(t) === 0) return undefined;
  const need = passesNeeded(Q, A);
  const remaining = Q - ran(t);
  if (t.passes >= need) return 'pass';
  if (t.skipped > 0) return 'skipped';
  if (t.passes + t.errors + remaining < need) return 'fail';
  // Cannot pass any more, and the errors alone already leave it open: error, whatever comes next.
  if (t.passes + remaining < need && t.passes + t.errors >= need) return 'error';
  return undefined;
}

/**
 * The fewest further trials after which the decision could be fixed, whatever the outcomes
 * so far. Trials beyond this many in flight at once might turn out unnecessary, so the
 * scheduler never runs more of a case's trials concurrently than this.
 */
export function trialsUntilSettled(t: Tally, Q: number, A: number): number {
  const left = Q - ran(t);
  for (let k = 1; k <= left; k++) {
    for (const s of ['pass', 'fail', 'error'] as const) {
      let next = t;
      for (let i = 0; i < k; i++) next = record(next, s);
      if (settled(next, Q, A) !== undefined) return k;
    }
  }
  return Math.max(1, left);
}

export function record(t: Tally, status: TrialStatus): Tally {
  if (status === 'pass') return { ...t, passes: t.passes + 1 };
  if (status === 'fail') return { ...t, fails: t.fails + 1 };
  if (status === 'skipped') return { ...t, skipped: t.skipped + 1 };
  return { ...t, errors: t.errors + 1 };
}
