// `vouch compare A B`: what changed between two runs of a suite, case by case and counter by
// counter. Pure: two records in, the differences out.
import type { Decision, RunResult } from '../core/index.js';

type Status = Decision['status'] | 'absent';

export interface CaseChange {
  readonly id: string;
  readonly category: string;
  readonly before: Status;
  readonly after: Status;
  /** Kinds of the failing findings after (for newly failing cases). */
  readonly kinds: readonly string[];
  /** Passing trials of trials run, after. */
  readonly passes: number;
  readonly trials: number;
}

export interface CounterChange {
  readonly name: string;
  readonly before: number;
  readonly after: number;
}

export interface Comparison {
  readonly before: RunResult;
  readonly after: RunResult;
  /** Failing now, and not failing before (passing, errored, skipped, or not in the earlier run). */
  readonly newlyFailing: readonly CaseChange[];
  /** Failing or errored before, passing now. */
  readonly fixed: readonly CaseChange[];
  /** Flaky now (some trials failed, most passed), and not before. */
  readonly newlyFlaky: readonly CaseChange[];
  /** In error now (target or judge unreachable), and not before. */
  readonly newlyErrored: readonly CaseChange[];
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly counters: readonly CounterChange[];
}

const COUNTERS = ['passed', 'failed', 'errored', 'skipped', 'hallucinations', 'citationErrors', 'fallbackErrors', 'ungrounded'] as const;

/**
 * The differences from `before` to `after`, cases in `after`'s order.
 *
 * @example if (compareRuns(previous, latest).newlyFailing.length > 0) process.exitCode = 1;
 */
export function compareRuns(before: RunResult, after: RunResult): Comparison {
  const earlier = new Map(before.cases.map((d) => [d.id, d]));
  const later = new Set(after.cases.map((d) => d.id));
  const change = (d: Decision): CaseChange => ({
    id: d.id,
    category: d.category,
    before: earlier.get(d.id)?.status ?? 'absent',
    after: d.status,
    kinds: d.kinds,
    passes: d.passes,
    trials: d.trials,
  });
  const changes = after.cases.map((d) => ({ d, c: change(d), was: earlier.get(d.id) }));
  return {
    before,
    after,
    newlyFailing: changes.filter(({ c }) => c.after === 'fail' && c.before !== 'fail').map(({ c }) => c),
    fixed: changes.filter(({ c }) => c.after === 'pass' && (c.before === 'fail' || c.before === 'error')).map(({ c }) => c),
    newlyFlaky: changes.filter(({ d, was }) => d.flakiness === 'flaky' && was?.flakiness !== 'flaky').map(({ c }) => c),
    newlyErrored: changes.filter(({ c }) => c.after === 'error' && c.before !== 'error').map(({ c }) => c),
    added: after.cases.filter((d) => !earlier.has(d.id)).map((d) => d.id),
    removed: before.cases.filter((d) => !later.has(d.id)).map((d) => d.id),
    counters: [
      ...COUNTERS.map((name) => ({ name, before: before.summary[name], after: after.summary[name] })),
      { name: 'passRatio', before: before.summary.passRatio, after: after.summary.passRatio },
    ],
  };
}
