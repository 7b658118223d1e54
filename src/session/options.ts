// What `runSuite` takes: the command line's flags as typed options, plus what only a program can
// pass (a Target or judge of its own, extra checks, a case picker, signals, reporters).
import type { CheckDefinition } from '../checks/index.js';
import type { Case, GroundingMode, JudgeModel, RequestShape, Thresholds, Trial } from '../core/index.js';
import type { Plan } from '../plan/index.js';
import type { Reporter } from '../report/index.js';
import type { Target } from '../targets/index.js';

export interface RunSuiteOptions {
  /** The suite file: seed 002 prompts, a qa_agent_h file, a native suite, an attack corpus. */
  readonly suite: string;
  /** The vault folder citations and grounding are checked against (overrides the suite's). */
  readonly vault?: string;

  /** A chat URL, a `provider:model`, or a Target of your own (e.g. `scriptedTarget(fn)`). */
  readonly target?: string | Target;
  /** Request headers; `${VAR}` is filled from `env` and kept out of every report. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly request?: RequestShape;
  readonly responsePath?: string;
  /** Where what the bot retrieved is in its JSON reply (default: `contexts`, `context`, `sources` or `documents`). */
  readonly contextPath?: string;
  /** The health check URL, or false to skip it. */
  readonly healthUrl?: string | false;
  /** Score recorded replies (JSONL) instead of calling a target (design §6). */
  readonly responses?: string;
  /** Write every live reply to this JSONL file, for `responses` later. */
  readonly record?: string;

  /** A `provider:model` judge, or a JudgeModel of your own. */
  readonly judge?: string | JudgeModel;
  /** Run everything else; judge checks are reported as skipped. */
  readonly skipJudge?: boolean;
  /** Where judge answers are cached; false to always ask. Default `.vouch-cache/judge`. */
  readonly judgeCache?: string | false;
  readonly grounding?: GroundingMode;

  readonly categories?: readonly string[];
  readonly ids?: readonly string[];
  readonly repeat?: number;
  readonly accept?: number;
  /** Every one of a case's Q trials, no early stopping. */
  readonly allTrials?: boolean;
  readonly fuzz?: readonly string[] | 'all';
  /** Push back on the answer of every single-prompt case that expects one (design §7a). */
  readonly pushback?: boolean;
  /** Seed for fuzz variants and pushback values: the same seed, the same ones. */
  readonly seed?: number;
  readonly shard?: { readonly index: number; readonly count: number };
  /** Picks the cases to run from the loaded suite (smoke's five). */
  readonly select?: (cases: readonly Case[]) => readonly Case[];
  /** Checks run on top of vouch's own (smoke's spot checks). */
  readonly extraChecks?: readonly CheckDefinition[];

  readonly thresholds?: Partial<Thresholds>;
  readonly concurrency?: number;
  readonly timeoutMs?: number;
  readonly retries?: number;

  /** Where runs are written (`<dir>/<run-id>/`, `<dir>/latest.json`); false writes nothing. Default `reports`. */
  readonly reportsDir?: string | false;
  /** Formats written into the run's folder besides run.json: `html`, `junit`, `markdown`. */
  readonly reports?: readonly string[];
  /** Also write the run record here. */
  readonly output?: string;
  /** Record trial 0's reply of every case without an inline pin in `<suite>.pins.json`; `all` includes failing ones. */
  readonly updatePins?: boolean | 'all';
  /** Reuse every trial in this run folder's trials.jsonl (of cases unchanged since) and run only the rest. */
  readonly resume?: string;
  /** Resume a run of another suite, target or settings all the same (only unchanged cases' trials are reused). */
  readonly force?: boolean;

  /** Where `${VAR}` and provider keys come from. Default: process.env. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Stops starting trials; those in flight finish and the run is written as interrupted. */
  readonly stop?: AbortSignal;
  /** Aborts trials in flight too. */
  readonly signal?: AbortSignal;
  /** Live events, for progress output. */
  readonly on?: RunEvents;
  /** Reporters of the caller's own (they see every trial and the finished run). */
  readonly reporters?: readonly Reporter[];
}

export interface RunEvents {
  /** The plan is made and the target is reachable: `total` trials at most will run. */
  started?(info: { readonly plan: Plan; readonly total: number; readonly target: string }): void;
  trial?(trial: Trial, c: Case): void;
  /** Something the user should hear now, such as a server's Retry-After longer than vouch waits. */
  notice?(message: string): void;
}
