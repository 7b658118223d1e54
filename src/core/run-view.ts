// A run record whose cases are read when a writer needs them rather than held (design §9, §10):
// the head — everything that does not grow with the suite — in memory, and the decisions in the
// cases' order from wherever they are kept (a file for a run of 50,000 cases, an array for a test).
// Every writer renders from this, so a record of any size is written case by case.
import { toJson } from './json.js';
import type { Failure, RunResult } from './run-result.js';
import type { Decision } from './types.js';

/** The parts of a RunResult that do not grow with its cases. */
export type RunHead = Omit<RunResult, 'failures' | 'errors' | 'skipped' | 'cases'>;

/** What writers choose decisions by, known of every decision without reading it. */
export interface Traits {
  readonly status: Decision['status'];
  /** It carries warnings. */
  readonly warned: boolean;
  /** Its flakiness is `flaky`. */
  readonly flaky: boolean;
  /** Some of its trials failed. */
  readonly failedTrials: boolean;
  /** It is a conversation turn. */
  readonly turn: boolean;
  /** It was planned with more than one trial. */
  readonly repeated: boolean;
}

export type Picker = (t: Traits) => boolean;

/** A run's decisions in the cases' order, read as often as needed. */
export interface Decisions {
  readonly size: number;
  /** Each decision in order; with `where`, only those it picks (the others are not read). */
  each(where?: Picker): IterableIterator<Decision>;
  /** Each decision's JSON as `toJson(d, 2)` writes it, in order: the record's cases, written without reading each back. */
  eachJson(): IterableIterator<string>;
  /** How many `where` picks, without reading any. */
  count(where: Picker): number;
}

/** A run record with its cases read as needed. */
export interface RunView extends RunHead {
  readonly decisions: Decisions;
}

export function traitsOf(d: Decision): Traits {
  return {
    status: d.status,
    warned: d.warnings.length > 0,
    flaky: d.flakiness === 'flaky',
    failedTrials: d.fails > 0,
    turn: d.turn !== undefined,
    repeated: d.planned > 1,
  };
}

/** The pickers writers use. */
export const isFailed: Picker = (t) => t.status === 'fail';
export const isErrored: Picker = (t) => t.status === 'error';
export const isSkipped: Picker = (t) => t.status === 'skipped';
/** Warned and not failed: listed as warnings, not as failures. */
export const isWarnedOnly: Picker = (t) => t.warned && t.status !== 'fail';

/** The first `n` of a sequence; the rest is never read. */
export function firstOf<T>(items: Iterable<T>, n: number): T[] {
  const out: T[] = [];
  if (n <= 0) return out;
  for (const item of items) if (out.push(item) >= n) break;
  return out;
}

/** A failed case as the record's `failures` list shows it. */
export function failureOf(d: Decision): Failure {
  return {
    id: d.id,
    category: d.category,
    ...(d.expectedBehavior ? { expectedBehavior: d.expectedBehavior } : {}),
    passes: d.passes,
    trials: d.trials,
    kinds: d.kinds,
    findings: d.findings,
  };
}

/** Decisions held in memory: a record read whole, a test's. */
export function decisionsOf(list: readonly Decision[]): Decisions {
  return {
    size: list.length,
    *each(where) {
      for (const d of list) if (!where || where(traitsOf(d))) yield d;
    },
    *eachJson() {
      for (const d of list) yield toJson(d, 2);
    },
    count: (where) => list.reduce((n, d) => (where(traitsOf(d)) ? n + 1 : n), 0),
  };
}

/**
 * A RunResult as a view: its derived lists (failures, errors, skipped) are dropped, since every
 * writer derives them from the decisions again.
 *
 * @example renderJunit(viewOf(JSON.parse(text)))
 */
export function viewOf(run: RunResult): RunView {
  const { failures: _f, errors: _e, skipped: _s, cases, ...head } = run;
  return { ...head, decisions: decisionsOf(cases) };
}

/** A view of either: what renderers take, so a test's RunResult and a run's view render alike. */
export const asView = (run: RunResult | RunView): RunView => ('decisions' in run ? run : viewOf(run));

/** The whole RunResult, read into memory: for a test, or a record known to be small. */
export function recordOf(view: RunView): RunResult {
  const { decisions, ...head } = view;
  const { warnings, gate, ...rest } = head;
  const all = [...decisions.each()];
  return {
    ...rest,
    failures: all.filter((d) => d.status === 'fail').map(failureOf),
    errors: all.filter((d) => d.status === 'error').map((d) => ({ id: d.id, messages: d.errorMessages })),
    skipped: all.filter((d) => d.status === 'skipped').map((d) => d.id),
    cases: all,
    warnings,
    gate,
  };
}
