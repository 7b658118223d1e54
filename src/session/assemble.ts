// The run record from the decisions (design §9): the seed's summary, byCategory and failures, the
// counters, errors and skipped cases listed apart, and the gate's verdict.
import { RUN_RESULT_VERSION, type Decision, type RunResult, type Summary } from '../core/index.js';
import { byCategory, failures, robustness, summarize } from '../decide/index.js';
import { gate } from '../gate/index.js';
import type { Loaded } from '../load/index.js';
import type { Plan } from '../plan/index.js';
import { VERSION } from '../core/index.js';

export interface Tallies {
  readonly assertions: { total: number; passed: number; failed: number; warned: number; skipped: number };
}

export interface AssembleInput {
  readonly loaded: Loaded;
  readonly plan: Plan;
  readonly decisions: readonly Decision[];
  readonly trialsRun: number;
  readonly tallies: Tallies;
  readonly runId: string;
  readonly target: string;
  readonly judge?: string;
  readonly shard?: { readonly index: number; readonly count: number };
  readonly started: Date;
  readonly interrupted: boolean;
  readonly warnings?: readonly string[];
}

export function assemble(a: AssembleInput): RunResult {
  const s = a.loaded.suite.settings;
  const ended = new Date();
  const planned = a.plan.cases.reduce((n, c) => n + c.Q, 0);
  const summary: Summary = summarize(a.decisions, {
    assertions: { ...a.tallies.assertions },
    trials: { planned, run: a.trialsRun, saved: a.interrupted ? 0 : Math.max(0, planned - a.trialsRun) },
  });
  const fuzzTable = robustness(a.decisions);
  return {
    schemaVersion: RUN_RESULT_VERSION,
    vouch: VERSION,
    runId: a.runId,
    suite: { name: s.name, file: s.file, ...(a.loaded.vault ? { vault: a.loaded.vault.dir } : {}) },
    target: a.target,
    ...(a.judge ? { judge: a.judge } : {}),
    ...(a.shard ? { shard: a.shard } : {}),
    startedAt: a.started.toISOString(),
    endedAt: ended.toISOString(),
    durationMs: ended.getTime() - a.started.getTime(),
    ...(a.interrupted ? { interrupted: true } : {}),
    summary,
    byCategory: byCategory(a.decisions),
    ...(fuzzTable ? { robustness: fuzzTable } : {}),
    failures: failures(a.decisions),
    errors: a.decisions.filter((d) => d.status === 'error').map((d) => ({ id: d.id, messages: d.errorMessages })),
    skipped: a.decisions.filter((d) => d.status === 'skipped').map((d) => d.id),
    cases: a.decisions,
    warnings: [...a.loaded.suite.warnings, ...(a.warnings ?? [])],
    gate: gate({ summary, cases: a.decisions }, s.thresholds),
  };
}
