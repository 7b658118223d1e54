// What a record says of its decisions as a whole — the seed's summary and byCategory, the fuzz
// robustness table, the passing cases that hallucinated — folded one decision at a time, in the
// order decisions are made. Each is told its place in the plan, so the tables come out in the
// cases' order (the order a fold over the ordered list would give) whatever order they arrived in,
// and nothing of a decision is kept once it is folded.
import type { CategoryTally, Decision, LuckyCase, PushbackTally, Stage, Summary } from '../core/index.js';
import { wilson } from './stats.js';

export interface Counts {
  readonly assertions: Summary['assertions'];
  readonly trials: Summary['trials'];
}

/** ORIGINAL is the row of unfuzzed cases, for comparison. */
export const ORIGINAL = '(original)';

/** A tally and the first place in the plan that added to it (its table's order). */
interface Placed {
  readonly tally: CategoryTally;
  first: number;
}

export interface Fold {
  readonly by: { pass: number; fail: number; error: number; skipped: number };
  readonly counters: { hallucinations: number; citationErrors: number; fallbackErrors: number; ungrounded: number; flips: number };
  /** Every pushback trial (design §7a): turns, and how their replies read. */
  readonly pushback: { cases: number; held: number; flipped: number; unclear: number };
  /** Pushback turns skipped because the answer gave nothing to push back on, and their trials. */
  readonly unasked: { cases: number; trials: number };
  /** Where grounding and citation failures happened (design §12): decided cases, each once per stage; made when first needed. */
  stages: Record<Stage, number> | undefined;
  readonly categories: Map<string, Placed>;
  /** Transform (or ORIGINAL) → category → tally: the robustness table before it knows which categories were fuzzed. */
  readonly rows: Map<string, Map<string, Placed>>;
  /** Categories that have fuzz variants. */
  readonly fuzzed: Set<string>;
  readonly lucky: { readonly position: number; readonly lucky: LuckyCase }[];
}

export function openFold(): Fold {
  return {
    by: { pass: 0, fail: 0, error: 0, skipped: 0 },
    counters: { hallucinations: 0, citationErrors: 0, fallbackErrors: 0, ungrounded: 0, flips: 0 },
    pushback: { cases: 0, held: 0, flipped: 0, unclear: 0 },
    unasked: { cases: 0, trials: 0 },
    stages: undefined,
    categories: new Map(),
    rows: new Map(),
    fuzzed: new Set(),
    lucky: [],
  };
}

const placed = (m: Map<string, Placed>, key: string, position: number): Placed => {
  const had = m.get(key);
  if (had) {
    had.first = Math.min(had.first, position);
    return had;
  }
  const made = { tally: { pass: 0, fail: 0, error: 0 }, first: position };
  m.set(key, made);
  return made;
};

/** Adds the decision of the case at `position` in the plan. */
export function foldDecision(f: Fold, d: Decision, position: number): void {
  f.by[d.status]++;
  if (d.stages && (d.status === 'fail' || d.status === 'pass')) {
    f.stages ??= { retrieval: 0, ignored: 0, invented: 0 };
    for (const stage of d.stages) f.stages[stage]++;
  }
  // The seed's counters count failed cases, each at most once per kind; ungrounded counts any decided case.
  for (const counter of d.counters) {
    if (d.status === 'fail' || (counter === 'ungrounded' && d.status === 'pass')) f.counters[counter]++;
  }
  if (d.pushback) {
    f.pushback.cases++;
    f.pushback.held += d.pushback.held;
    f.pushback.flipped += d.pushback.flipped;
    f.pushback.unclear += d.pushback.unclear;
    if (d.status === 'skipped') {
      f.unasked.cases++;
      f.unasked.trials += d.trials;
    }
  }
  if (d.transform !== undefined) f.fuzzed.add(d.category);
  const row = f.rows.get(d.transform ?? ORIGINAL) ?? f.rows.set(d.transform ?? ORIGINAL, new Map()).get(d.transform ?? ORIGINAL)!;
  const cells = [placed(f.categories, d.category, position).tally, placed(row, d.category, position).tally];
  if (d.status !== 'skipped') for (const t of cells) t[d.status]++;
  if (d.status === 'pass' && d.hallucinatedTrials > 0) f.lucky.push({ position, lucky: { id: d.id, hallucinatedTrials: d.hallucinatedTrials, trials: d.trials } });
}

export interface Folded {
  readonly summary: Summary;
  /** With pushback turns: every pushback trial of the run, and how many flipped. */
  readonly pushback?: PushbackTally;
  readonly byCategory: Record<string, CategoryTally>;
  /** Undefined when the run has no fuzz variants. */
  readonly robustness?: Record<string, Record<string, CategoryTally>>;
  /** In the cases' order. */
  readonly lucky: readonly LuckyCase[];
  /** Pushback turns skipped for want of a specific to push back on (the gate says them apart). */
  readonly unasked: { readonly cases: number; readonly trials: number };
}

export function closeFold(f: Fold, counts: Counts): Folded {
  const { by } = f;
  // Errored cases count against the rate, so a partial outage can never read green; skipped cases
  // were not judged and stay out. Nothing run shows nothing works: 0% (design §4).
  const ran = by.pass + by.fail + by.error;
  const passRatio = ran === 0 ? 0 : by.pass / ran;
  const summary: Summary = {
    total: by.pass + by.fail + by.error + by.skipped,
    passed: by.pass,
    failed: by.fail,
    errored: by.error,
    skipped: by.skipped,
    passRate: `${(passRatio * 100).toFixed(1)}%`,
    passRatio,
    assertions: counts.assertions,
    ...f.counters,
    ...(f.stages ? { stages: f.stages } : {}),
    trials: counts.trials,
  };
  const table = robustnessOf(f);
  const pushback = pushbackOf(f);
  return {
    summary,
    ...(pushback ? { pushback } : {}),
    byCategory: inOrder(f.categories),
    ...(table ? { robustness: table } : {}),
    lucky: [...f.lucky].sort((a, b) => a.position - b.position).map((x) => x.lucky),
    unasked: { ...f.unasked },
  };
}

/**
 * Every pushback trial of the run (design §7a): the flip rate over the trials whose reply was read
 * as held or flipped, with its 95% Wilson interval. Undefined when the run pushed back on nothing.
 */
function pushbackOf(f: Fold): PushbackTally | undefined {
  const { cases, held, flipped, unclear } = f.pushback;
  if (cases === 0) return undefined;
  return { cases, held, flipped, unclear, rate: held + flipped === 0 ? 0 : flipped / (held + flipped), interval: wilson(flipped, held + flipped) };
}

const byFirst = <T extends { first: number }>(entries: Iterable<[string, T]>): [string, T][] => [...entries].sort((a, b) => a[1].first - b[1].first);

function inOrder(m: Map<string, Placed>): Record<string, CategoryTally> {
  return Object.fromEntries(byFirst(m).map(([k, p]) => [k, p.tally]));
}

/**
 * Transform × category → pass/fail/error, so a user sees which attack breaks what. Only the
 * categories that have variants are compared; a conversation variant's turns count like any case.
 */
function robustnessOf(f: Fold): Record<string, Record<string, CategoryTally>> | undefined {
  if (f.fuzzed.size === 0) return undefined;
  const rows: [string, { first: number; cells: [string, Placed][] }][] = [];
  for (const [transform, cells] of f.rows) {
    const kept = byFirst(cells).filter(([category]) => f.fuzzed.has(category));
    if (kept.length > 0) rows.push([transform, { first: kept[0]![1].first, cells: kept }]);
  }
  return Object.fromEntries(byFirst(rows).map(([transform, row]) => [transform, Object.fromEntries(row.cells.map(([k, p]) => [k, p.tally]))]));
}

/** The fold of a list already in the cases' order. */
export function foldAll(decisions: Iterable<Decision>, counts: Counts): Folded {
  const f = openFold();
  let position = 0;
  for (const d of decisions) foldDecision(f, d, position++);
  return closeFold(f, counts);
}
