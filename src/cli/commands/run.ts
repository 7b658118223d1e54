// `vouch run SUITE`: load the suite, plan, check the target is there, run, report, gate.
import { writeFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { UnreachableError, UsageError } from '../../core/errors.js';
import type { Thresholds } from '../../core/suite.js';
import type { Case, Trial } from '../../core/types.js';
import { checklistNeedsJudge, type JudgeModel } from '../../checks/index.js';
import { cachedJudge } from '../../checks/judge/index.js';
import { evaluate } from '../../evaluate.js';
import { exitCode } from '../../gate/index.js';
import { loadSuite, type Loaded, type SettingsOverrides } from '../../load/index.js';
import { pinKey, updatePins, type PinUpdate } from '../../load/pins.js';
import { planRun, type Plan } from '../../plan/index.js';
import { progressBar, renderConsole, renderTranscript } from '../../report/index.js';
import { createTarget, loadRecorded, recordWriter, replayTarget, type Target } from '../../targets/index.js';
import type { Io } from '../io.js';

export interface RunFlags {
  readonly vault?: string;
  readonly url?: string;
  readonly target?: string;
  readonly header?: Record<string, string>;
  readonly request?: 'message' | 'messages';
  readonly responsePath?: string;
  readonly healthUrl?: string;
  /** `--no-health` sets this false. */
  readonly health?: boolean;
  readonly responses?: string;
  readonly record?: string;
  readonly category?: string[];
  readonly id?: string[];
  readonly repeat?: number;
  readonly accept?: number;
  readonly concurrency?: number;
  readonly timeout?: number;
  readonly retries?: number;
  readonly json?: boolean;
  readonly output?: string;
  readonly reportsDir?: string;
  /** `--no-reports` sets this false. */
  readonly reports?: boolean;
  readonly verbose?: boolean;
  readonly maxHallucinations?: number;
  readonly maxCitationErrors?: number;
  readonly maxFallbackErrors?: number;
  readonly minPassRate?: number;
  readonly fuzz?: string[];
  readonly seed?: number;
  readonly updatePins?: boolean;
  readonly judge?: string;
  readonly skipJudge?: boolean;
  /** `--no-cache` sets this false. */
  readonly cache?: boolean;
}

export async function runCommand(suitePath: string, flags: RunFlags, io: Io): Promise<number> {
  const loaded = await loadSuite(suitePath, overrides(flags));
  const plan = planFor(loaded, flags);
  return execute(loaded, plan, flags, io);
}

export function overrides(f: RunFlags): SettingsOverrides {
  const thresholds: Partial<Thresholds> = {
    ...(f.maxHallucinations !== undefined ? { maxHallucinations: f.maxHallucinations } : {}),
    ...(f.maxCitationErrors !== undefined ? { maxCitationErrors: f.maxCitationErrors } : {}),
    ...(f.maxFallbackErrors !== undefined ? { maxFallbackErrors: f.maxFallbackErrors } : {}),
    ...(f.minPassRate !== undefined ? { minPassRate: f.minPassRate } : {}),
  };
  const target = f.url ?? f.target;
  return {
    ...(f.judge ? { judge: f.judge } : {}),
    ...(f.vault ? { vault: f.vault } : {}),
    ...(target ? { target } : {}),
    ...(f.header ? { headers: f.header } : {}),
    ...(f.request ? { request: f.request } : {}),
    ...(f.responsePath ? { responsePath: f.responsePath } : {}),
    ...(f.health === false ? { healthUrl: false as const } : f.healthUrl ? { healthUrl: f.healthUrl } : {}),
    ...(f.concurrency ? { concurrency: f.concurrency } : {}),
    ...(f.timeout ? { timeoutMs: f.timeout } : {}),
    ...(f.retries !== undefined ? { retries: f.retries } : {}),
    ...(f.fuzz?.length ? { fuzz: f.fuzz.includes('all') ? ('all' as const) : f.fuzz } : {}),
    ...(f.seed !== undefined ? { seed: f.seed } : {}),
    thresholds,
  };
}

export function planFor(loaded: Loaded, f: RunFlags, cases: readonly Case[] = loaded.suite.cases): Plan {
  const { fuzz, seed } = loaded.suite.settings;
  const plan = planRun(cases, {
    ...(fuzz ? { fuzz: { transforms: fuzz, seed } } : {}),
    // Pins being rewritten are not checked against themselves.
    ...(f.updatePins ? {} : { pins: loaded.pins }),
    ...(f.category?.length ? { categories: f.category } : {}),
    ...(f.id?.length ? { ids: f.id } : {}),
    ...(f.repeat !== undefined ? { repeat: f.repeat } : {}),
    ...(f.accept !== undefined ? { accept: f.accept } : {}),
  });
  if (plan.unmatched.length > 0) throw new UsageError(`no case matches ${plan.unmatched.join(', ')}`);
  if (plan.cases.length === 0) throw new UsageError('nothing to run: the suite has no cases');
  return plan;
}

export interface ExecuteExtras {
  /** Called for every finished trial (smoke's spot checks). */
  readonly onTrial?: (trial: Trial, c: Case) => void;
  readonly extraWarnings?: () => readonly string[];
}

export async function execute(loaded: Loaded, plan: Plan, f: RunFlags, io: Io, extras: ExecuteExtras = {}): Promise<number> {
  const judge = await openJudge(loaded, plan, f, io);
  const target = await openTarget(loaded, plan, f, io);
  const human = f.json ? io.stderr : io.stdout;
  const record = f.record ? await recordWriter(resolve(f.record)) : undefined;
  const progress = progressBar(plan.cases.reduce((n, c) => n + c.Q, 0), io.stderr);
  const transcripts = f.verbose ? new Map<string, Trial[]>() : undefined;
  const pinUpdates: PinUpdate[] = [];
  try {
    await checkHealth(target, loaded.suite.settings.timeoutMs);
    const { run, reportPath } = await evaluate({
      suite: loaded.suite,
      plan,
      target,
      ...(loaded.vault ? { vault: loaded.vault } : {}),
      ...(judge ? { judge } : {}),
      skipJudge: f.skipJudge === true,
      reportsDir: f.reports === false ? false : resolve(f.reportsDir ?? 'reports'),
      ...(extras.extraWarnings ? { extraWarnings: extras.extraWarnings } : {}),
      onTrial(trial, c) {
        progress.tick(trial.status);
        if (record && trial.response) {
          record.write({ caseId: c.turn?.base ?? c.id, trial: trial.trial, ...(c.turn ? { turn: c.turn.index } : {}), response: trial.response.text });
        }
        if (transcripts) transcripts.get(c.id)?.push(trial) ?? transcripts.set(c.id, [trial]);
        // A pin records the first trial's reply; later repeats are checked against it next run.
        if (f.updatePins && trial.trial === 0 && trial.response && c.pinnedResponse === undefined) {
          pinUpdates.push({ caseId: c.turn?.base ?? c.id, ...(c.turn ? { turn: c.turn.index } : {}), response: trial.response.text });
        }
        extras.onTrial?.(trial, c);
      },
    });
    progress.done();
    if (transcripts) {
      for (const c of plan.cases) {
        const trials = transcripts.get(c.id);
        if (trials) human.write(`${renderTranscript(c, trials)}\n\n`);
      }
    }
    human.write(`${renderConsole(run, reportPath ? { reportPath: shortPath(reportPath) } : {})}\n`);
    if (f.json) io.stdout.write(`${JSON.stringify(run, null, 2)}\n`);
    if (f.output) await writeFile(resolve(f.output), `${JSON.stringify(run, null, 2)}\n`);
    if (f.updatePins) human.write(`${await writePins(loaded, plan, pinUpdates)}\n`);
    return exitCode(run);
  } finally {
    progress.done();
    await record?.close();
    await target.close?.();
  }
}

/** A path as the user would type it: relative to where they are, when it is below it. */
export function shortPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

async function openTarget(loaded: Loaded, plan: Plan, f: RunFlags, io: Io): Promise<Target> {
  if (f.responses) {
    const recorded = await loadRecorded(resolve(f.responses));
    const planned = plan.cases.flatMap((c) =>
      Array.from({ length: c.Q }, (_, trial) => ({ caseId: c.turn?.base ?? c.id, trial, ...(c.turn ? { turn: c.turn.index } : {}) })),
    );
    const missing = recorded.missing(planned);
    if (missing.length > 0) {
      const shown = missing.slice(0, 20).join(', ');
      throw new UsageError(
        `${f.responses} has no response for ${missing.length} planned trial(s): ${shown}${missing.length > 20 ? ', …' : ''}`,
      );
    }
    return replayTarget(recorded);
  }
  const spec = loaded.suite.settings.target;
  if (!spec) throw new UsageError('no target: pass --url URL (or --target provider:model, or --responses FILE), or set "target" in a suite file');
  return createTarget(spec, { maxResponseBytes: loaded.suite.settings.maxResponseBytes, env: io.env, source: f.url ? '--url' : loaded.suite.settings.file });
}

/** The judge model, when the run needs one: configured, reachable, cached unless --no-cache. */
async function openJudge(loaded: Loaded, plan: Plan, f: RunFlags, io: Io): Promise<JudgeModel | undefined> {
  if (f.skipJudge) return undefined;
  const needs = plan.cases.filter((c) => checklistNeedsJudge(c) || c.rubric !== undefined);
  if (needs.length === 0) return undefined;
  const name = loaded.suite.settings.judge;
  if (!name) {
    throw new UsageError(
      `${needs.length} case(s) ask a judge (${needs.slice(0, 3).map((c) => c.id).join(', ')}${needs.length > 3 ? ', …' : ''}) but none is configured: ` +
        'pass --judge ollama:llama3.2 (or openai:MODEL, anthropic:MODEL, llamacpp:./model.gguf), set "judge" in the suite, or run the rest with --skip-judge',
    );
  }
  const { createChatModel, modelJudge } = await import('../../providers/index.js');
  const model = await createChatModel(name, io.env);
  if (model.health) {
    try {
      await model.health(AbortSignal.timeout(10_000));
    } catch (error) {
      throw new UnreachableError(`judge ${model.id} is not reachable: ${(error as Error).message}`);
    }
  }
  const judge = modelJudge(model);
  return f.cache === false ? judge : cachedJudge(judge, resolve('.vouch-cache', 'judge'));
}

async function writePins(loaded: Loaded, plan: Plan, updates: PinUpdate[]): Promise<string> {
  const inline = new Set(plan.cases.filter((c) => c.pinnedResponse !== undefined).map((c) => pinKey(c.turn?.base ?? c.id, c.turn?.index)));
  const { file, written } = await updatePins(loaded.suite.settings.file, updates, inline);
  return `pins: wrote ${written.length} to ${file}${inline.size ? ` (${inline.size} inline pins left as written)` : ''}`;
}

async function checkHealth(target: Target, timeoutMs: number): Promise<void> {
  if (!target.health) return;
  try {
    await target.health(AbortSignal.timeout(Math.min(timeoutMs, 10_000)));
  } catch (error) {
    if (error instanceof UnreachableError) throw error;
    throw new UnreachableError(`${target.id} is not reachable: ${(error as Error).message}`);
  }
}
