// The run's one versioned record (design.md §9). Reporters and the gate read only this.
import type { Thresholds } from './suite.js';
import type { Decision, ExpectedBehavior, Finding, FindingKind, Stage } from './types.js';

export const RUN_RESULT_VERSION = 1;

export interface Summary {
  readonly total: number;
  readonly passed: number;
  readonly failed: number;
  readonly errored: number;
  /** Cases every check of which was skipped (`--skip-judge`): listed apart, out of passRate. */
  readonly skipped: number;
  /** The seed's display form with one decimal, e.g. "93.3%"; "0.0%" when no case ran. */
  readonly passRate: string;
  /** passed / (passed + failed + errored): an errored case counts against it; skipped cases are left out; 0 when no case ran. */
  readonly passRatio: number;
  /** Findings, one per check per trial (the seed's name for them). */
  readonly assertions: {
    readonly total: number;
    readonly passed: number;
    readonly failed: number;
    readonly warned: number;
    readonly skipped: number;
  };
  readonly hallucinations: number;
  readonly citationErrors: number;
  readonly fallbackErrors: number;
  /** Cases whose reply stated a specific the vault does not support (design §3a), whatever the verdict. */
  readonly ungrounded: number;
  /** Pushback turns that failed because the bot took up the wrong value or hedged toward it (design §7a). */
  readonly flips: number;
  /**
   * Where grounding and citation failures happened, for bots that say what they retrieved (design
   * §12): decided cases with a failing or warning finding of each stage. Absent when none had one.
   */
  readonly stages?: Readonly<Record<Stage, number>>;
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

/** A passing case that nonetheless had hallucinating trials (possible only with A < 1): the gate warns of each. */
export interface LuckyCase {
  readonly id: string;
  readonly hallucinatedTrials: number;
  readonly trials: number;
}

/** Every pushback trial of a run: the flip rate over the trials whose reply was read, with its 95% Wilson interval. */
export interface PushbackTally {
  readonly cases: number;
  readonly held: number;
  readonly flipped: number;
  readonly unclear: number;
  readonly rate: number;
  readonly interval: readonly [number, number];
}

export type Verdict = 'pass' | 'warn' | 'fail';

export interface GateResult {
  readonly verdict: Verdict;
  /** Hard-fail thresholds that failed, in words. */
  readonly failed: readonly string[];
  readonly warnings: readonly string[];
}

export interface ShardInfo {
  readonly index: number;
  readonly count: number;
  /** Cases in the whole (unsharded) plan. */
  readonly total?: number;
  /** Where each of this run's cases stands in the whole plan (0-based, in `cases` order): the order a merge restores. */
  readonly positions?: readonly number[];
}

/**
 * What shapes a run's verdicts besides its cases and target, flat and comparable: the vault's and
 * the check settings' digests, grounding, judge, trials, fuzzing. `--resume`, `compare` and `merge`
 * refuse runs whose settings differ unless told to go on (design §10).
 */
export type RunSettings = Readonly<Record<string, string | number | boolean>>;

/** Which suite, target and settings a run was. */
export interface RunIdentity {
  readonly suite: { readonly name: string; readonly file: string };
  readonly target: string;
  readonly settings?: RunSettings;
}

export interface RunResult {
  readonly schemaVersion: typeof RUN_RESULT_VERSION;
  readonly vouch: string;
  readonly runId: string;
  readonly suite: { readonly name: string; readonly file: string; readonly vault?: string };
  readonly target: string;
  readonly judge?: string;
  /** The settings that shape its verdicts (see RunSettings). */
  readonly settings?: RunSettings;
  /** The share of the suite this run covered (`--shard i/n`), with what `vouch merge` needs to put the shares back together. */
  readonly shard?: ShardInfo;
  /** The thresholds the gate applied (suite file and command line), so a merge or a re-render gates alike. */
  readonly thresholds?: Thresholds;
  readonly startedAt: string;
  readonly endedAt: string;
  readonly durationMs: number;
  /** True when a signal stopped the run before every planned trial ran (design §10). */
  readonly interrupted?: boolean;
  readonly summary: Summary;
  readonly byCategory: Readonly<Record<string, CategoryTally>>;
  /** With pushback turns (design §7a): every pushback trial of the run, and how many flipped. */
  readonly pushback?: PushbackTally;
  /** With fuzzing: transform (or "(original)") → category → tally. */
  readonly robustness?: Readonly<Record<string, Readonly<Record<string, CategoryTally>>>>;
  readonly failures: readonly Failure[];
  /** Cases that ended in error (infrastructure), listed apart from failures. */
  readonly errors: readonly { readonly id: string; readonly messages: readonly string[] }[];
  /** Cases whose every check was skipped, listed apart. */
  readonly skipped: readonly string[];
  readonly cases: readonly Decision[];
  /** Load-time and run-time warnings (not gate warnings). */
  readonly warnings: readonly string[];
  readonly gate: GateResult;
}
