// The data the HTML report embeds: the run record's head, with every string capped, and its cases —
// those that failed, errored, warned, were skipped or had failing trials in full, the plain passes
// as a compact row (a run of 50,000 cases is mostly these). Shared by the page (model.ts) and the
// script that renders it in the browser (client/), which expands a row when it needs the case.
import type { Decision, RunHead } from '../../core/index.js';

export type ViewCase = Decision;
export type ViewFinding = Decision['findings'][number];

/**
 * A case that passed every trial it ran, with nothing to show but its facts:
 * `[id, category, passes, trials, planned, accept, interval low, interval high, expectedBehavior, transform, conversation, turn]`,
 * the last four null when absent (and dropped from the end).
 */
export type LightCase = readonly [
  id: string,
  category: string,
  passes: number,
  trials: number,
  planned: number,
  accept: number,
  low: number,
  high: number,
  expectedBehavior?: Decision['expectedBehavior'] | null,
  transform?: string | null,
  conversation?: string | null,
  turn?: number | null,
];

export type ViewRun = RunHead & { readonly cases: readonly (ViewCase | LightCase)[] };
/** The run as the page's script works with it: every case expanded. */
export type PageRun = RunHead & { readonly cases: readonly ViewCase[] };

/** Longest reply text embedded, and longest other text (messages, evidence, prompts). */
export const MAX_REPLY = 20_000;
export const MAX_TEXT = 4_000;

/** The fields a light row accounts for; a decision with any other (a judge's answers, a turn's history, stages…) is shown in full. */
const ROW_FIELDS = new Set(['id', 'category', 'transform', 'turn', 'expectedBehavior', 'status', 'passes', 'fails', 'errors', 'trials', 'planned', 'accept', 'passFraction', 'interval', 'flakiness', 'kinds', 'counters', 'findings', 'warnings', 'errorMessages', 'hallucinatedTrials']);

/** A passing case whose every field follows from its row. */
export function isPlainPass(d: Decision): boolean {
  return (
    d.status === 'pass' &&
    d.fails === 0 &&
    d.errors === 0 &&
    d.hallucinatedTrials === 0 &&
    d.warnings.length === 0 &&
    d.findings.length === 0 &&
    d.errorMessages.length === 0 &&
    d.counters.length === 0 &&
    d.kinds.length === 0 &&
    Object.keys(d).every((key) => ROW_FIELDS.has(key))
  );
}

export const isLight = (c: ViewCase | LightCase): c is LightCase => Array.isArray(c);

/** The case a light row stands for. */
export function expand(row: LightCase): ViewCase {
  const [id, category, passes, trials, planned, accept, low, high, expectedBehavior, transform, base, index] = row;
  return {
    id,
    category,
    ...(transform ? { transform } : {}),
    ...(base !== undefined && base !== null ? { turn: { base, index: index ?? 0 } } : {}),
    ...(expectedBehavior ? { expectedBehavior } : {}),
    status: 'pass',
    passes,
    fails: 0,
    errors: 0,
    trials,
    planned,
    accept,
    passFraction: passes === 0 ? 0 : 1,
    interval: [low, high],
    flakiness: passes <= 1 ? 'single' : 'stable',
    kinds: [],
    counters: [],
    findings: [],
    warnings: [],
    errorMessages: [],
    hallucinatedTrials: 0,
  };
}
