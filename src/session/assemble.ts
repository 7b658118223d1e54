// The run record from the decisions (design §9): the seed's summary, byCategory and failures, the
// counters, errors and skipped cases listed apart, and the gate's verdict.
import { RUN_RESULT_VERSION, type Decision, type RunResult, type RunSettings, type Summary, type SuiteSettings, type Thresholds } from '../core/index.js';
import { byCategory, failures, pushbackTally, robustness, summarize, type Counts } from '../decide/index.js';
import { gate } from '../gate/index.js';
import { VERSION } from '../core/index.js';

export interface Tallies {
  readonly assertions: { total: number; passed: number; failed: number; warned: number; skipped: number };
}

/** What the record needs of the suite and its plan, kept apart from the cases (which a run lets go as it finishes them). */
export interface SuiteFacts {
  readonly settings: SuiteSettings;
  /** Load-time warnings. */
  readonly warnings: readonly string[];
  readonly vaultDir?: string;
  readonly caseCount: number;
  readonly plannedTrials: number;
  /** Cases in the whole (unsharded) plan. */
  readonly total: number;
  /** A sharded run's cases' places in the whole plan. */
  readonly positionOf?: ReadonlyMap<string, number>;
}

export interface AssembleInput {
  readonly facts: SuiteFacts;
  readonly decisions: readonly Decision[];
  readonly trialsRun: number;
  readonly tallies: Tallies;
  readonly runId: string;
  readonly target: string;
  readonly judge?: string;
  readonly settings: RunSettings;
  readonly shard?: { readonly index: number; readonly count: number };
  readonly started: Date;
  readonly interrupted: boolean;
  readonly warnings?: readonly string[];
}

/** The whole-plan position of each decided case (a stopped run leaves some cases out). */
function positionsOf(a: AssembleInput): number[] {
  return a.decisions.map((d) => a.facts.positionOf?.get(d.id) ?? 0);
}

export function assemble(a: AssembleInput): RunResult {
  const s = a.facts.settings;
  const ended = new Date();
  const planned = a.facts.plannedTrials;
  const counts: Counts = {
    assertions: { ...a.tallies.assertions },
    trials: { planned, run: a.trialsRun, saved: a.interrupted ? 0 : Math.max(0, planned - a.trialsRun) },
  };
  return {
    schemaVersion: RUN_RESULT_VERSION,
    vouch: VERSION,
    runId: a.runId,
    suite: { name: s.name, file: s.file, ...(a.facts.vaultDir ? { vault: a.facts.vaultDir } : {}) },
    target: a.target,
    ...(a.judge ? { judge: a.judge } : {}),
    settings: a.settings,
    ...(a.shard ? { shard: { ...a.shard, total: a.facts.total, positions: positionsOf(a) } } : {}),
    thresholds: s.thresholds,
    startedAt: a.started.toISOString(),
    endedAt: ended.toISOString(),
    durationMs: ended.getTime() - a.started.getTime(),
    ...(a.interrupted ? { interrupted: true } : {}),
    ...verdictsOf(a.decisions, counts, s.thresholds, [...a.facts.warnings, ...(a.warnings ?? [])], a.shard),
  };
}

type Verdicts = Pick<RunResult, 'summary' | 'pushback' | 'byCategory' | 'robustness' | 'failures' | 'errors' | 'skipped' | 'cases' | 'warnings' | 'gate'>;

/** Everything a record says about its cases, from the decisions alone: a run and a merge of shards build it alike. */
export function verdictsOf(
  decisions: readonly Decision[],
  counts: Counts,
  thresholds: Thresholds,
  warnings: readonly string[],
  shard?: { readonly index: number; readonly count: number },
): Verdicts {
  const summary: Summary = summarize(decisions, counts);
  const fuzzTable = robustness(decisions);
  const pushback = pushbackTally(decisions);
  return {
    summary,
    ...(pushback ? { pushback } : {}),
    byCategory: byCategory(decisions),
    ...(fuzzTable ? { robustness: fuzzTable } : {}),
    failures: failures(decisions),
    errors: decisions.filter((d) => d.status === 'error').map((d) => ({ id: d.id, messages: d.errorMessages })),
    skipped: decisions.filter((d) => d.status === 'skipped').map((d) => d.id),
    cases: decisions,
    warnings,
    gate: gate({ summary, cases: decisions, ...(shard ? { shard } : {}) }, thresholds),
  };
}
