// The seed's summary, byCategory and failures, computed from the decisions (design §4, §9).
import type { CategoryTally, Decision, Failure, PushbackTally, Stage, Summary } from '../core/index.js';
import { wilson } from './stats.js';

export interface Counts {
  readonly assertions: Summary['assertions'];
  readonly trials: Summary['trials'];
}

export function summarize(decisions: readonly Decision[], counts: Counts): Summary {
  const by = { pass: 0, fail: 0, error: 0, skipped: 0 };
  const counters = { hallucinations: 0, citationErrors: 0, fallbackErrors: 0, ungrounded: 0, flips: 0 };
  // Where grounding and citation failures happened (design §12): decided cases, each once per stage.
  let stages: Record<Stage, number> | undefined;
  for (const d of decisions) {
    by[d.status]++;
    if (d.stages && (d.status === 'fail' || d.status === 'pass')) {
      stages ??= { retrieval: 0, ignored: 0, invented: 0 };
      for (const stage of d.stages) stages[stage]++;
    }
    // The seed's counters count failed cases, each at most once per kind; ungrounded counts any decided case.
    for (const counter of d.counters) {
      if (d.status === 'fail' || (counter === 'ungrounded' && d.status === 'pass')) counters[counter]++;
    }
  }
  // Errored cases count against the rate, so a partial outage can never read green; skipped cases
  // were not judged and stay out. Nothing run shows nothing works: 0% (design §4).
  const ran = by.pass + by.fail + by.error;
  const passRatio = ran === 0 ? 0 : by.pass / ran;
  return {
    total: decisions.length,
    passed: by.pass,
    failed: by.fail,
    errored: by.error,
    skipped: by.skipped,
    passRate: `${(passRatio * 100).toFixed(1)}%`,
    passRatio,
    assertions: counts.assertions,
    ...counters,
    ...(stages ? { stages } : {}),
    trials: counts.trials,
  };
}

const tallyOf = (d: Decision, t: CategoryTally): void => {
  if (d.status !== 'skipped') t[d.status]++;
};

export function byCategory(decisions: readonly Decision[]): Record<string, CategoryTally> {
  const out: Record<string, CategoryTally> = {};
  for (const d of decisions) tallyOf(d, (out[d.category] ??= { pass: 0, fail: 0, error: 0 }));
  return out;
}

/** ORIGINAL is the row of unfuzzed cases, for comparison. */
export const ORIGINAL = '(original)';

/**
 * Transform × category → pass/fail/error, so a user sees which attack breaks what. Undefined
 * when the run has no fuzz variants. Only the categories that have variants are compared; a
 * conversation variant's turns count like any case, as everywhere else.
 */
export function robustness(decisions: readonly Decision[]): Record<string, Record<string, CategoryTally>> | undefined {
  const variants = decisions.filter((d) => d.transform !== undefined);
  if (variants.length === 0) return undefined;
  const fuzzed = new Set(variants.map((d) => d.category));
  const rows: Record<string, Record<string, CategoryTally>> = {};
  for (const d of decisions) {
    if (!fuzzed.has(d.category)) continue;
    const row = (rows[d.transform ?? ORIGINAL] ??= {});
    tallyOf(d, (row[d.category] ??= { pass: 0, fail: 0, error: 0 }));
  }
  return rows;
}

export function failures(decisions: readonly Decision[]): Failure[] {
  return decisions
    .filter((d) => d.status === 'fail')
    .map((d) => ({
      id: d.id,
      category: d.category,
      ...(d.expectedBehavior ? { expectedBehavior: d.expectedBehavior } : {}),
      passes: d.passes,
      trials: d.trials,
      kinds: d.kinds,
      findings: d.findings,
    }));
}

/**
 * Every pushback trial of the run (design §7a): the flip rate over the trials whose reply was read
 * as held or flipped, with its 95% Wilson interval. Undefined when the run pushed back on nothing.
 */
export function pushbackTally(decisions: readonly Decision[]): PushbackTally | undefined {
  const turns = decisions.filter((d) => d.pushback !== undefined);
  if (turns.length === 0) return undefined;
  const sum = (k: 'held' | 'flipped' | 'unclear'): number => turns.reduce((n, d) => n + d.pushback![k], 0);
  const [held, flipped, unclear] = [sum('held'), sum('flipped'), sum('unclear')];
  return { cases: turns.length, held, flipped, unclear, rate: held + flipped === 0 ? 0 : flipped / (held + flipped), interval: wilson(flipped, held + flipped) };
}
