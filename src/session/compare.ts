// `vouch compare A B`: what changed between two runs of a suite, case by case and counter by
// counter. Pure: two records in, the differences out. Each record's cases are read once, in
// order; of the earlier run only each case's status and flakiness is kept.
import type { Decision, RunView } from '../core/index.js';

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
  readonly before: RunView;
  readonly after: RunView;
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

const STATUSES: readonly Decision['status'][] = ['pass', 'fail', 'error', 'skipped'];

const COUNTERS = ['passed', 'failed', 'errored', 'skipped', 'hallucinations', 'citationErrors', 'fallbackErrors', 'ungrounded'] as const;

/**
 * The differences from `before` to `after`, cases in `after`'s order.
 *
 * @example if (compareRuns(previous, latest).newlyFailing.length > 0) process.exitCode = 1;
 */
export function compareRuns(before: RunView, after: RunView): Comparison {
  // Of the earlier run only each case's status and whether it was flaky, as one number; a case
  // seen again is taken out, so what is left at the end was removed.
  const earlier = new Map<string, number>();
  for (const d of before.decisions.each()) earlier.set(d.id, STATUSES.indexOf(d.status) * 2 + (d.flakiness === 'flaky' ? 1 : 0));
  const found = { newlyFailing: [] as CaseChange[], fixed: [] as CaseChange[], newlyFlaky: [] as CaseChange[], newlyErrored: [] as CaseChange[], added: [] as string[] };
  for (const d of after.decisions.each()) {
    const was = earlier.get(d.id);
    earlier.delete(d.id);
    const c: CaseChange = { id: d.id, category: d.category, before: was === undefined ? 'absent' : STATUSES[was >> 1]!, after: d.status, kinds: d.kinds, passes: d.passes, trials: d.trials };
    if (c.after === 'fail' && c.before !== 'fail') found.newlyFailing.push(c);
    if (c.after === 'pass' && (c.before === 'fail' || c.before === 'error')) found.fixed.push(c);
    if (d.flakiness === 'flaky' && (was === undefined || (was & 1) === 0)) found.newlyFlaky.push(c);
    if (c.after === 'error' && c.before !== 'error') found.newlyErrored.push(c);
    if (was === undefined) found.added.push(d.id);
  }
  return {
    before,
    after,
    ...found,
    removed: [...earlier.keys()],
    counters: [
      ...COUNTERS.map((name) => ({ name, before: before.summary[name], after: after.summary[name] })),
      { name: 'passRatio', before: before.summary.passRatio, after: after.summary.passRatio },
    ],
  };
}
