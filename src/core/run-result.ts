// The run's one versioned record (design.md §9). Reporters and the gate read only this.
import type { Decision, ExpectedBehavior, Finding, FindingKind } from './types.js';

export const RUN_RESULT_VERSION = 1;

export interface Summary {
  readonly total: number;
  readonly passed: number;
  readonly failed: number;
  readonly errored: number;
  /** The seed's display form with one decimal, e.g. "93.3%"; the gate uses `passRatio`. */
  readonly passRate: string;
  /** passed / (passed + failed); errored cases excluded. 1 when nothing was decided. */
  readonly passRatio: number;
  /** Findings, one per check per trial (the seed's name for them). */
  readonly assertions: { readonly total: number; readonly passed: number; readonly failed: number; readonly skipped: number };
  readonly hallucinations: number;
  readonly citationErrors: number;
  readonly fallbackErrors: number;
  readonly trials: { readonly planned: number; readonly run: number; readonly saved: number };
}

export interface CategoryTally {
  pass: number;
  fail: number;
  error: number;
}

export interface Failure {
  readonly id: string;
  readonly category: string;
  readonly expectedBehavior?: ExpectedBehavior;
  readonly passes: number;
  readonly trials: number;
  readonly kinds: readonly FindingKind[];
  readonly findings: readonly (Finding & { readonly trial: number })[];
}

export type Verdict = 'pass' | 'warn' | 'fail';

export interface GateResult {
  readonly verdict: Verdict;
  /** Hard-fail thresholds that failed, in words. */
  readonly failed: readonly string[];
  readonly warnings: readonly string[];
}

export interface RunResult {
  readonly schemaVersion: typeof RUN_RESULT_VERSION;
  readonly vouch: string;
  readonly runId: string;
  readonly suite: { readonly name: string; readonly file: string; readonly vault?: string };
  readonly target: string;
  readonly judge?: string;
  readonly startedAt: string;
  readonly endedAt: string;
  readonly durationMs: number;
  readonly summary: Summary;
  readonly byCategory: Readonly<Record<string, CategoryTally>>;
  /** With fuzzing: transform (or "(original)") → category → tally. */
  readonly robustness?: Readonly<Record<string, Readonly<Record<string, CategoryTally>>>>;
  readonly failures: readonly Failure[];
  /** Cases that ended in error (infrastructure), listed apart from failures. */
  readonly errors: readonly { readonly id: string; readonly messages: readonly string[] }[];
  readonly cases: readonly Decision[];
  /** Load-time and run-time warnings (not gate warnings). */
  readonly warnings: readonly string[];
  readonly gate: GateResult;
}
