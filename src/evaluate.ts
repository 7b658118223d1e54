// The pipeline end to end for one suite: plan → run → check → decide → gate, streaming trials
// to disk and returning the run record. Loading and rendering stay with the caller.
import { join } from 'node:path';
import type { RunResult } from './core/run-result.js';
import { RUN_RESULT_VERSION } from './core/run-result.js';
import type { Suite } from './core/suite.js';
import type { Case, Trial } from './core/types.js';
import type { JudgeModel } from './checks/index.js';
import { byCategory, failures, robustness, summarize } from './decide/summarize.js';
import { gate } from './gate/index.js';
import type { Plan } from './plan/index.js';
import { newRunId, openTrialStream, writeRunResult } from './report/index.js';
import { retryingJudge, runPlan } from './run/index.js';
import type { Target } from './targets/target.js';
import type { Vault } from './vault/index.js';
import { VERSION } from './version.js';

export interface EvaluateOptions {
  readonly suite: Suite;
  readonly plan: Plan;
  readonly target: Target;
  readonly vault?: Vault;
  readonly judge?: JudgeModel;
  readonly skipJudge?: boolean;
  /** Where `<run-id>/trials.jsonl` and `run.json` go, and `latest.json`; false writes nothing. */
  readonly reportsDir: string | false;
  readonly onTrial?: (trial: Trial, c: Case) => void;
  readonly extraWarnings?: () => readonly string[];
  readonly signal?: AbortSignal;
}

export interface Evaluation {
  readonly run: RunResult;
  /** The written run.json, when reports are written. */
  readonly reportPath?: string;
}

export async function evaluate(o: EvaluateOptions): Promise<Evaluation> {
  const started = new Date();
  const runId = newRunId(started);
  const dir = o.reportsDir ? join(o.reportsDir, runId) : undefined;
  const stream = dir ? await openTrialStream(dir) : undefined;
  const s = o.suite.settings;
  const policy = { retries: s.retries, timeoutMs: s.timeoutMs };
  const outcome = await runPlan(o.plan, {
    target: o.target,
    concurrency: s.concurrency,
    policy,
    maxResponseBytes: s.maxResponseBytes,
    reply: { fallbackPhrases: s.fallbackPhrases, ...(s.citation.pattern ? { citationPattern: s.citation.pattern } : {}) },
    context: {
      ...(o.vault ? { vault: o.vault } : {}),
      citationSources: s.citationSources,
      ...(o.judge ? { judge: retryingJudge(o.judge, policy) } : {}),
      judgeSettings: s.judgeSettings,
      skipJudge: o.skipJudge ?? false,
    },
    ...(o.signal ? { signal: o.signal } : {}),
    onTrial(trial, c) {
      stream?.write(trial, c);
      o.onTrial?.(trial, c);
    },
  });
  await stream?.close();
  const ended = new Date();
  const planned = o.plan.cases.reduce((n, c) => n + c.Q, 0);
  const summary = summarize(outcome.decisions, {
    assertions: outcome.assertions,
    trials: { planned, run: outcome.trialsRun, saved: outcome.trialsSaved },
  });
  const counted = { summary, cases: outcome.decisions };
  const fuzzTable = robustness(outcome.decisions);
  const run: RunResult = {
    schemaVersion: RUN_RESULT_VERSION,
    vouch: VERSION,
    runId,
    suite: { name: s.name, file: s.file, ...(o.vault ? { vault: o.vault.dir } : {}) },
    target: o.target.id,
    ...(o.judge ? { judge: o.judge.id } : {}),
    startedAt: started.toISOString(),
    endedAt: ended.toISOString(),
    durationMs: ended.getTime() - started.getTime(),
    summary,
    byCategory: byCategory(outcome.decisions),
    ...(fuzzTable ? { robustness: fuzzTable } : {}),
    failures: failures(outcome.decisions),
    errors: outcome.decisions.filter((d) => d.status === 'error').map((d) => ({ id: d.id, messages: d.errorMessages })),
    cases: outcome.decisions,
    warnings: [...o.suite.warnings, ...(o.extraWarnings?.() ?? [])],
    gate: gate(counted, s.thresholds),
  };
  if (!dir || !o.reportsDir) return { run };
  return { run, reportPath: await writeRunResult(dir, run, join(o.reportsDir, 'latest.json')) };
}
