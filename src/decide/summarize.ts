// The seed's summary, byCategory and failures, computed from the decisions (design.md §4, §9).
import type { CategoryTally, Failure, Summary } from '../core/run-result.js';
import type { Decision } from '../core/types.js';

export interface Counts {
  readonly assertions: Summary['assertions'];
  readonly trials: Summary['trials'];
}

export function summarize(decisions: readonly Decision[], counts: Counts): Summary {
  let passed = 0;
  let failed = 0;
  let errored = 0;
  let hallucinations = 0;
  let citationErrors = 0;
  let fallbackErrors = 0;
  for (const d of decisions) {
    if (d.status === 'pass') passed++;
    else if (d.status === 'error') errored++;
    else failed++;
    if (d.status !== 'fail') continue;
    // Counters count failed cases, each at most once per kind.
    if (d.kinds.includes('hallucination')) hallucinations++;
    if (d.kinds.includes('citation')) citationErrors++;
    if (d.findings.some((f) => f.check === 'fallback')) fallbackErrors++;
  }
  const decided = passed + failed;
  const passRatio = decided === 0 ? 1 : passed / decided;
  return {
    total: decisions.length,
    passed,
    failed,
    errored,
    passRate: `${(passRatio * 100).toFixed(1)}%`,
    passRatio,
    assertions: counts.assertions,
    hallucinations,
    citationErrors,
    fallbackErrors,
    trials: counts.trials,
  };
}

export function byCategory(decisions: readonly Decision[]): Record<string, CategoryTally> {
  const out: Record<string, CategoryTally> = {};
  for (const d of decisions) {
    const t = (out[d.category] ??= { pass: 0, fail: 0, error: 0 });
    t[d.status]++;
  }
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
    const t = (row[d.category] ??= { pass: 0, fail: 0, error: 0 });
    t[d.status]++;
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
