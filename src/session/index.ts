// A run from start to finish — load → plan → open target and judge → run → check → decide → gate →
// write and report — as one library call. `vouch run` is a thin shell over it; `smoke` and
// `start` are presets of its options.
import { dirname, join, resolve } from 'node:path';
import { CHECKS, checkReply, countersOf, makeReply, pushbackTurn, rememberTrial, trialMemory, trialStatus, type CheckContext, type CheckDefinition, type TrialMemory } from '../checks/index.js';
import { fileProblem, UsageError, type Case, type Finding, type Message, type Decision, type Pushback, type Redactor, type RunIdentity, type RunView, type SuiteSettings, type Trial } from '../core/index.js';
import { foldDecision, openFold, trackDecisions, type Tracker } from '../decide/index.js';
import { loadSuite, type Loaded, type SettingsOverrides } from '../load/index.js';
import { planRun, type Plan } from '../plan/index.js';
import { createReader, retrievedDocuments } from '../reading/index.js';
import { fanOut, newRunId, openDecisionStore, openTrialStream, pinsReporter, recordReporter, writeRunIdentity, type Reporter } from '../report/index.js';
import { runPlan } from '../run/index.js';
import { carriesHistory, type Target } from '../targets/index.js';
import { assemble, type SuiteFacts, type Tallies } from './assemble.js';
import { checkOptions } from './check-options.js';
import { caseHasher, runSettings } from './identity.js';
import { openJudge } from './judge.js';
import type { RunSuiteOptions } from './options.js';
import { checkFormats, formatReporters } from './formats.js';
import { runNotices, type Notices } from './notices.js';
import { checkOutputs, saveRun } from './outputs.js';
import { redactedError, redactedFindings, redactingJudge, runRedactor } from './redact.js';
import { openJournal, type Journal } from './resume.js';
import { checkHealth, openTarget, refuseUnanswered, type OpenedTarget } from './target.js';

export type { RunSuiteOptions, RunEvents } from './options.js';
export { mergeShards, type ShardRecord } from './merge.js';
export { compareRuns, type Comparison, type CaseChange, type CounterChange } from './compare.js';
export { identityProblems } from './identity.js';
export { suiteJsonSchema, fieldNodes, docKey, FIELD_DOCS, RECORDED_LINE_DOCS, SUITE_SCHEMA_VERSION, type FieldDoc } from '../load/index.js';
export { readRunRecord, listRunRecords, runFolderOf, type RunRecord } from './records.js';
export { smokePreset, startPreset, pickSmokeCases, spotCheck, BUNDLED, SMOKE_SIZE, SPOT_CHECK_PATTERNS } from './presets.js';

export interface RunSuiteResult {
  /**
   * The run record: its head in memory, its cases read as needed (from a scratch file past the
   * first megabyte of them). `recordOf(run)` reads it whole; `close()` lets the cases go.
   */
  readonly run: RunView;
  /** The run's folder and its run.json, when reports are written. */
  readonly dir?: string;
  readonly runFile?: string;
  /** Lines worth telling the user: files written, pins recorded, reporters that failed. */
  readonly notes: readonly string[];
  /** The record could be written nowhere (not even the temporary folder): show it, or it is lost. */
  readonly unsaved?: boolean;
  /** Lets go of the run's cases (and their scratch file); `run.decisions` cannot be read after it. */
  close(): void;
}

/**
 * Runs a suite as `vouch run` does and returns its record. Bad input throws ConfigError or
 * UsageError (exit 2), an unreachable bot or judge UnreachableError (exit 3); `exitCode(run)` gives
 * the rest.
 *
 * @example
 * const { run, close } = await runSuite({ suite: 'suites/shieldbot/shieldbot.yaml', target: 'http://127.0.0.1:3000' });
 * if (run.gate.verdict === 'fail') process.exitCode = 1;
 * for (const d of run.decisions.each((t) => t.status === 'fail')) console.log(d.id);
 * close();
 */
export async function runSuite(o: RunSuiteOptions): Promise<RunSuiteResult> {
  checkOptions(o);
  const ready = await prepare(o);
  try {
    await ready.journal?.check(ready.identity, o.force ?? false);
    // A shard with no case sends nothing, so it needs no bot.
    if (!o.responses && ready.facts.caseCount > 0) await checkHealth(ready.target, ready.facts.settings.timeoutMs);
    return await execute(ready, o);
  } catch (error) {
    throw redactedError(error, ready.redact);
  } finally {
    ready.journal?.close();
    await ready.target.close?.();
    await ready.closeJudge?.();
  }
}

type Check = (c: Case, text: string, history: readonly Message[], trial: { readonly trial: number; readonly signal?: AbortSignal; readonly pushback?: Pushback; readonly contexts?: readonly string[] }) => Promise<Finding[]>;

/** A run ready to start. Its plan is handed to the run once (`work.plan`), which lets each case go when it is done. */
interface Ready {
  readonly facts: SuiteFacts;
  readonly work: { plan?: Plan };
  readonly target: Target;
  /** With recorded replies: trials the run asked for that the file lacks. */
  readonly unanswered?: () => readonly string[];
  /** Aborts when recorded replies lack a trial the run needs: no point running on. */
  readonly halted?: AbortSignal;
  readonly check: Check;
  /** The pushback turn for a case's answer (design §7a), or why there is none. */
  readonly pushback: (c: Case, answer: string) => Pushback | Finding;
  /** What earlier trials of each case said (the consistency check), and how a reused trial joins it. */
  readonly memory: TrialMemory;
  readonly remember: (c: Case, n: number, text: string) => void;
  readonly statusOf: (findings: readonly Finding[]) => 'pass' | 'fail' | 'skipped';
  /** Which suite, target and settings this run is (design §10: resume, compare and merge check it). */
  readonly identity: RunIdentity;
  /** A planned case's hash: its journaled trials are reused only under the same one. */
  readonly hashOf: (c: Case) => string | undefined;
  /** The run's one Redactor: every reply, error and judge exchange passes through it. */
  readonly redact: Redactor;
  readonly judgeId?: string;
  readonly journal?: Journal;
  readonly notices: Notices;
  readonly closeJudge?: () => Promise<void>;
}

/** Load, plan, open the journal, the judge and the target; nothing is kept of the loaded suite but its facts. */
async function prepare(o: RunSuiteOptions): Promise<Ready> {
  const env = o.env ?? process.env;
  checkFormats(o.reports ?? []);
  const loaded = await loadSuite(o.suite, overridesOf(o));
  const plan = planFor(loaded, o);
  if (!loaded.vault && plan.cases.some((c) => c.turn?.pushback)) {
    throw new UsageError('pushback needs a vault: it changes a value of the answer that the vault supports (pass --vault DIR or set "vault" in the suite)');
  }
  await checkOutputs(o);
  const s = loaded.suite.settings;
  const notices = runNotices((message) => o.on?.notice?.(message));
  const policy = { retries: s.retries, timeoutMs: s.timeoutMs, onCappedWait: notices.onCappedWait };
  // A bad --resume is exit 2 before anything is contacted.
  const hashOf = caseHasher(plan);
  const journal = o.resume ? await openJournal(o.resume, hashOf) : undefined;
  // The run's secrets are known once the target is open; the judge is asked nothing before then.
  const secrets: { redact?: Redactor } = {};
  const { judge: openedJudge, close: closeJudge } = await openJudge(plan.cases, {
    ...(typeof o.judge === 'object' ? { judge: o.judge } : s.judge ? { judge: s.judge } : {}),
    ...(s.judgeOptions ? { options: s.judgeOptions } : {}),
    source: s.file,
    concurrency: s.concurrency,
    // Grounding reads nothing without a vault, so it asks no judge either.
    grounding: loaded.vault ? s.grounding : 'off',
    skipJudge: o.skipJudge ?? false,
    cache: o.judgeCache ?? join('.vouch-cache', 'judge'),
    env,
    policy,
    redact: (text) => secrets.redact?.text(text) ?? text,
  });
  const given = typeof o.target === 'object' ? o.target : undefined;
  let opened: OpenedTarget;
  try {
    opened = await openTarget(plan, {
      ...(given ? { given } : {}),
      ...(o.responses ? { responses: o.responses } : {}),
      settings: s,
      env,
      source: typeof o.target === 'string' ? '--url' : s.file,
      allTrials: o.allTrials ?? false,
    });
  } catch (error) {
    journal?.close();
    await closeJudge?.();
    throw error;
  }
  const { target, unanswered, halted } = opened;
  const redact = await runRedactor(env, target);
  secrets.redact = redact;
  const judge = openedJudge ? redactingJudge(openedJudge, redact) : undefined;
  const checks: readonly CheckDefinition[] = [...CHECKS, ...(o.extraChecks ?? [])];
  const memory = trialMemory();
  const context: Omit<CheckContext, 'history' | 'signal' | 'trial' | 'pushback'> = {
    ...(loaded.vault ? { vault: loaded.vault } : {}),
    reader: createReader(loaded.vault?.docs),
    trials: memory,
    citationSources: s.citationSources,
    fallbackPhrases: s.fallbackPhrases,
    grounding: s.grounding,
    ...(judge ? { judge } : {}),
    judgeSettings: s.judgeSettings,
    skipJudge: o.skipJudge ?? false,
  };
  const replyOptions = { fallbackPhrases: s.fallbackPhrases, ...(s.citation.pattern ? { citationPattern: s.citation.pattern } : {}) };
  // What the bot retrieved is read as a vault of its own, per trial (design §12).
  const retrieved = (contexts: readonly string[]) => ({ contexts, reader: createReader(retrievedDocuments(contexts)) });
  const check: Check = async (c, text, history, { trial, signal, pushback, contexts }) =>
    redactedFindings(
      await checkReply(
        c,
        makeReply(text, replyOptions),
        { ...context, history, trial, ...(signal ? { signal } : {}), ...(pushback ? { pushback } : {}), ...(contexts ? { retrieved: retrieved(contexts) } : {}) },
        checks,
      ),
      redact,
    );
  return {
    facts: factsOf(loaded, plan),
    work: { plan },
    target,
    ...(unanswered ? { unanswered } : {}),
    ...(halted ? { halted } : {}),
    check,
    pushback: (c, answer) => pushbackTurn(context, c, makeReply(answer, replyOptions).text, s.seed),
    memory,
    remember: (c, n, text) => rememberTrial(memory, context.reader, c, n, text),
    statusOf: (findings) => trialStatus(findings, checks),
    identity: { suite: { name: s.name, file: s.file }, target: target.id, settings: runSettings(s, loaded.vault, o) },
    hashOf,
    redact,
    notices,
    ...(judge ? { judgeId: judge.id } : {}),
    ...(journal ? { journal } : {}),
    ...(closeJudge ? { closeJudge } : {}),
  };
}

function factsOf(loaded: Loaded, plan: Plan): SuiteFacts {
  return {
    settings: loaded.suite.settings,
    warnings: [...loaded.suite.warnings, ...historyWarnings(loaded.suite.settings, plan)],
    ...(loaded.vault ? { vaultDir: loaded.vault.dir } : {}),
    caseCount: plan.cases.length,
    plannedTrials: plan.cases.reduce((n, c) => n + c.Q, 0),
    total: plan.total,
    ...(plan.positions ? { positions: plan.positions } : {}),
  };
}

/** A body template with no `{{messages}}` slot sends a conversation's turns without their history: say so. */
function historyWarnings(s: SuiteSettings, plan: Plan): string[] {
  const t = s.target;
  if (t?.kind !== 'http' || t.body === undefined || carriesHistory(t.body)) return [];
  const turns = plan.cases.filter((c) => c.turn && c.turn.index > 0).map((c) => c.turn!.base);
  if (turns.length === 0) return [];
  const ids = [...new Set(turns)];
  return [
    `target.body has no "{{messages}}" slot, so the conversations' later turns (${ids.slice(0, 3).join(', ')}${ids.length > 3 ? ', …' : ''}) are sent without the turns before them: ` +
      'add "{{messages}}" to the template, or use request: messages or ui-messages',
  ];
}

/**
 * The cases a run with these options would decide, and their trials, without running anything
 * (`vouch list`): the suite loaded and checked, the filters, fuzzing and shard applied.
 *
 * @example const { plan } = await planSuite({ suite: 'suites/shieldbot/shieldbot.yaml', ids: ['SOC2-*'] });
 */
export async function planSuite(o: RunSuiteOptions): Promise<{ readonly loaded: Loaded; readonly plan: Plan }> {
  checkOptions(o);
  const loaded = await loadSuite(o.suite, overridesOf(o));
  return { loaded, plan: planFor(loaded, o) };
}

async function execute(ready: Ready, o: RunSuiteOptions): Promise<RunSuiteResult> {
  const { facts, target, journal, notices } = ready;
  const s = facts.settings;
  const started = new Date();
  const runId = newRunId(started);
  const reportsDir = o.reportsDir === false ? undefined : resolve(o.reportsDir ?? 'reports');
  const dir = reportsDir ? join(reportsDir, runId) : undefined;
  let streamProblem: string | undefined;
  const stream = dir
    ? await openTrialStream(dir, ready.hashOf).catch((error: unknown) => void (streamProblem = `trials.jsonl was not written: ${fileProblem(error)}`))
    : undefined;
  // Beside the journal: which run it is, so a --resume of this folder can tell (design §10).
  if (stream && dir) {
    await writeRunIdentity(dir, ready.identity).catch((error: unknown) => void (streamProblem ??= `identity.json was not written: ${fileProblem(error)}`));
  }
  const reporters = await reportersFor(s.file, o);
  const out = fanOut(reporters);
  // Each decision goes to the store and the fold as it is made: the record's head is the fold, its
  // cases are read back from the store as each writer writes them.
  const store = openDecisionStore(stream ? { dir: dirname(stream.path) } : {});
  const fold = openFold();
  const onDecision = (d: Decision, position: number): void => {
    store.add(position, d);
    foldDecision(fold, d, position);
  };
  try {
    const tracker = remembering(trackDecisions(ready.work.plan!.cases, { countersOf, allTrials: o.allTrials ?? false, onDecision }), ready);
    const tallies: Tallies = { assertions: { total: 0, passed: 0, failed: 0, warned: 0, skipped: 0 } };
    const onTrial = (trial: Trial, c: Case): void => {
      for (const f of trial.findings) countFinding(tallies, f);
      stream?.write(trial, c);
      out.onTrial(trial, c);
      o.on?.trial?.(trial, c);
    };
    o.on?.started?.({ plan: ready.work.plan!, total: facts.plannedTrials, target: target.id });
    let stopped = false;
    try {
      ({ stopped } = await runPlan(takePlan(ready.work), {
        target,
        concurrency: s.concurrency,
        policy: { retries: s.retries, timeoutMs: s.timeoutMs, onCappedWait: notices.onCappedWait },
        maxResponseBytes: s.maxResponseBytes,
        check: ready.check,
        pushback: (c, answer) => ready.pushback(c, answer),
        statusOf: ready.statusOf,
        redact: (text) => ready.redact.text(text),
        tracker,
        ...stopOf(o.stop, ready.halted),
        ...(o.signal ? { signal: o.signal } : {}),
        ...(journal ? { reuse: (c: Case, n: number) => journal.reuse(c, n) } : {}),
        onTrial,
      }));
    } finally {
      streamProblem ??= await stream?.close().then(
        () => undefined,
        (error: unknown) => `trials.jsonl is incomplete: ${fileProblem(error)}`,
      );
    }
    if (o.responses) refuseUnanswered(o.responses, ready.unanswered?.() ?? []);
    tracker.close({ settledOnly: stopped });
    const head = assemble({
      facts,
      fold,
      decided: store.places(),
      trialsRun: tracker.trialsRun,
      tallies,
      runId,
      target: target.id,
      ...(ready.judgeId ? { judge: ready.judgeId } : {}),
      settings: ready.identity.settings ?? {},
      ...(o.shard ? { shard: o.shard } : {}),
      started,
      interrupted: stopped,
      warnings: [...notices.warnings(), ...(journal?.notes() ?? []), ...(stopped ? [stoppedNote(facts, store.size, tracker.trialsRun, dir)] : [])],
    });
    const run: RunView = { ...head, decisions: store };
    const resumed = journal ? [`resumed from ${journal.file}: ${journal.reused} trial(s) reused, ${tracker.trialsRun - journal.reused} run`] : [];
    const saved = await saveRun(run, {
      ...(dir && reportsDir ? { dir, latest: join(reportsDir, 'latest.json') } : {}),
      ...(o.output ? { output: resolve(o.output) } : {}),
    });
    const runFile = saved.runFile;
    const { notes, failures } = await out.onRunEnd(run, { ...(dir ? { dir } : {}), ...(runFile ? { runFile } : {}) });
    return {
      run,
      ...(dir ? { dir } : {}),
      ...(runFile ? { runFile } : {}),
      notes: [...resumed, ...(streamProblem ? [streamProblem] : []), ...saved.notes, ...notes, ...failures],
      ...(saved.unsaved ? { unsaved: true } : {}),
      close: () => store.close(),
    };
  } catch (error) {
    store.close();
    throw error;
  }
}

/**
 * The tracker, with the trial memory kept in step: a trial reused by `--resume` (which no check saw)
 * is remembered for the trials compared after it, and a decided case is forgotten.
 */
function remembering(tracker: Tracker, ready: Ready): Tracker {
  return {
    openings: (c) => tracker.openings(c),
    record(c, trial, text, history) {
      if (text !== undefined) ready.remember(c, trial.trial, text);
      tracker.record(c, trial, text, history);
    },
    finish(c) {
      tracker.finish(c);
      ready.memory.forget(c.id);
    },
    close: (opts) => tracker.close(opts),
    get trialsRun() {
      return tracker.trialsRun;
    },
  };
}

/** What stops the run starting trials: the caller's signal, and recorded replies that ran out. */
function stopOf(stop: AbortSignal | undefined, halted: AbortSignal | undefined): { stop?: AbortSignal } {
  const signals = [stop, halted].filter((s): s is AbortSignal => s !== undefined);
  if (signals.length === 0) return {};
  return { stop: signals.length === 1 ? signals[0]! : AbortSignal.any(signals) };
}

/** The plan, handed over once: nothing here holds it while it runs, so finished cases can be let go. */
function takePlan(work: { plan?: Plan }): Plan {
  const plan = work.plan!;
  work.plan = undefined;
  return plan;
}

function stoppedNote(facts: SuiteFacts, decided: number, trialsRun: number, dir: string | undefined): string {
  const how = dir ? `; finish it with --resume ${dir}` : '';
  return `interrupted: ${decided} of ${facts.caseCount} case(s) decided, ${trialsRun} of at most ${facts.plannedTrials} trial(s) run${how}`;
}

function countFinding(t: Tallies, f: Finding): void {
  t.assertions.total++;
  if (f.status === 'pass') t.assertions.passed++;
  else if (f.status === 'fail') t.assertions.failed++;
  else if (f.status === 'warn') t.assertions.warned++;
  else t.assertions.skipped++;
}

async function reportersFor(suiteFile: string, o: RunSuiteOptions): Promise<Reporter[]> {
  const reporters: Reporter[] = [...(o.reporters ?? [])];
  if (o.record) reporters.push(await recordReporter(resolve(o.record)));
  if (o.updatePins) reporters.push(pinsReporter({ suiteFile, mode: o.updatePins === 'all' ? 'all' : 'passing' }));
  reporters.push(...formatReporters(o.reports ?? []));
  return reporters;
}

/** The options that change the suite's settings (design §5: the command line wins over the suite file). */
function overridesOf(o: RunSuiteOptions): SettingsOverrides {
  return {
    ...(o.vault ? { vault: o.vault } : {}),
    ...(typeof o.target === 'string' ? { target: o.target } : {}),
    ...(o.headers ? { headers: o.headers } : {}),
    ...(o.request ? { request: o.request } : {}),
    ...(o.responsePath ? { responsePath: o.responsePath } : {}),
    ...(o.contextPath ? { contextPath: o.contextPath } : {}),
    ...(o.healthUrl !== undefined ? { healthUrl: o.healthUrl } : {}),
    ...(typeof o.judge === 'string' ? { judge: o.judge } : {}),
    ...(o.fuzz ? { fuzz: o.fuzz } : {}),
    ...(o.seed !== undefined ? { seed: o.seed } : {}),
    ...(o.concurrency !== undefined ? { concurrency: o.concurrency } : {}),
    ...(o.timeoutMs !== undefined ? { timeoutMs: o.timeoutMs } : {}),
    ...(o.retries !== undefined ? { retries: o.retries } : {}),
    ...(o.grounding ? { grounding: o.grounding } : {}),
    thresholds: o.thresholds ?? {},
  };
}

function planFor(loaded: Loaded, o: RunSuiteOptions): Plan {
  const { fuzz, seed } = loaded.suite.settings;
  const cases = o.select ? o.select(loaded.suite.cases) : loaded.suite.cases;
  const plan = planRun(cases, {
    ...(fuzz ? { fuzz: { transforms: fuzz, seed } } : {}),
    // Pins being rewritten are not checked against themselves.
    ...(o.updatePins ? {} : { pins: loaded.pins }),
    ...(o.categories?.length ? { categories: o.categories } : {}),
    ...(o.ids?.length ? { ids: o.ids } : {}),
    ...(o.repeat !== undefined ? { repeat: o.repeat } : {}),
    ...(o.accept !== undefined ? { accept: o.accept } : {}),
    ...(o.shard ? { shard: o.shard } : {}),
    ...(o.pushback ? { pushback: true } : {}),
  });
  if (plan.unmatched.length > 0) throw new UsageError(`no case matches ${plan.unmatched.join(', ')}`);
  // A shard may get no case (a small suite in many shards): it writes an empty record, so the matrix merges.
  if (plan.cases.length === 0 && !o.shard) throw new UsageError('nothing to run: the suite has no cases');
  return plan;
}
