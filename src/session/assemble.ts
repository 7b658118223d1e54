// The run record's head from the fold of its decisions (design §9): the seed's summary and
// byCategory, the counters, the robustness table and the gate's verdict. The decisions themselves
// stay where the run keeps them; writers read them from there.
import { RUN_RESULT_VERSION, VERSION, type RunHead, type RunSettings, type SuiteSettings, type Thresholds } from '../core/index.js';
import { closeFold, type Counts, type Fold, type Folded } from '../decide/index.js';
import { gate } from '../gate/index.js';

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
  /** A sharded run's cases' places in the whole plan, by their place in this run's plan. */
  readonly positions?: readonly number[];
}

export interface AssembleInput {
  readonly facts: SuiteFacts;
  readonly fold: Fold;
  /** The places in this run's plan of the cases decided, in order (a stopped run leaves some out). */
  readonly decided: Iterable<number>;
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

export function assemble(a: AssembleInput): RunHead {
  const s = a.facts.settings;
  const ended = new Date();
  const planned = a.facts.plannedTrials;
  const counts: Counts = {
    assertions: { ...a.tallies.assertions },
    trials: { planned, run: a.trialsRun, saved: a.interrupted ? 0 : Math.max(0, planned - a.trialsRun) },
  };
  const positions = a.facts.positions;
  return {
    schemaVersion: RUN_RESULT_VERSION,
    vouch: VERSION,
    runId: a.runId,
    suite: { name: s.name, file: s.file, ...(a.facts.vaultDir ? { vault: a.facts.vaultDir } : {}) },
    target: a.target,
    ...(a.judge ? { judge: a.judge } : {}),
    settings: a.settings,
    ...(a.shard ? { shard: { ...a.shard, total: a.facts.total, positions: [...a.decided].map((i) => positions?.[i] ?? 0) } } : {}),
    thresholds: s.thresholds,
    startedAt: a.started.toISOString(),
    endedAt: ended.toISOString(),
    durationMs: ended.getTime() - a.started.getTime(),
    ...(a.interrupted ? { interrupted: true } : {}),
    ...verdictsOf(closeFold(a.fold, counts), s.thresholds, [...a.facts.warnings, ...(a.warnings ?? [])], a.shard),
  };
}

type Verdicts = Pick<RunHead, 'summary' | 'pushback' | 'byCategory' | 'robustness' | 'warnings' | 'gate'>;

/** Everything a record's head says about its cases, from their fold alone: a run and a merge of shards build it alike. */
export function verdictsOf(folded: Folded, thresholds: Thresholds, warnings: readonly string[], shard?: { readonly index: number; readonly count: number }): Verdicts {
  return {
    summary: folded.summary,
    ...(folded.pushback ? { pushback: folded.pushback } : {}),
    byCategory: folded.byCategory,
    ...(folded.robustness ? { robustness: folded.robustness } : {}),
    warnings,
    gate: gate({ summary: folded.summary, lucky: folded.lucky, unasked: folded.unasked, ...(shard ? { shard } : {}) }, thresholds),
  };
}
