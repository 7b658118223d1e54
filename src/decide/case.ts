// One case's record while its trials come in, and its Decision once they are done.
import type { Case, Counter, Decision, Finding, FindingKind, Message, PushbackExchange, PushbackOutcome, Stage, Trial } from '../core/index.js';
import { flakiness, wilson } from './stats.js';
import { EMPTY_TALLY, ran, record, settled, trialsUntilSettled, type Tally } from './tally.js';

/** Findings kept per case: enough to explain it, bounded for huge Q. Counters never read these. */
const MAX_FINDINGS = 20;
const MAX_ERRORS = 5;
/** How much of a failing reply a decision keeps for reports to show (the trials file has it whole). */
export const MAX_REPLY_CHARS = 16_384;
/** How much of the reply to a pushback a decision keeps: reports show it beside what was asked. */
export const MAX_EXCHANGE_CHARS = 4_000;
/** A conversation's earlier messages kept for a turn's decision: the last ones, each capped. */
const MAX_HISTORY_MESSAGES = 20;
const MAX_HISTORY_CHARS = 4_000;
/** Judged findings kept for a passing case. */
const MAX_JUDGED = 5;

type Kept = Finding & { readonly trial: number };

/**
 * What the runner keeps for a case while its trials come in. The lists and sets are made only when
 * something goes in them: a suite of 50,000 passing cases keeps 50,000 small records, not 250,000
 * empty containers.
 */
export interface CaseRecord {
  readonly case: Case;
  tally: Tally;
  findings: Kept[] | undefined;
  warnings: Kept[] | undefined;
  errors: string[] | undefined;
  kinds: Set<FindingKind> | undefined;
  counters: Set<Counter> | undefined;
  stages: Set<Stage> | undefined;
  reply: Decision['reply'];
  replyFailed: boolean;
  judged: Kept[] | undefined;
  history: readonly Message[] | undefined;
  hallucinatedTrials: number;
  /** On a pushback turn: how its trials went (design §7a). */
  pushback: { held: number; flipped: number; unclear: number; exchange: PushbackExchange | undefined } | undefined;
}

export function openCase(c: Case): CaseRecord {
  return {
    case: c,
    tally: EMPTY_TALLY,
    findings: undefined,
    warnings: undefined,
    errors: undefined,
    kinds: undefined,
    counters: undefined,
    stages: undefined,
    reply: undefined,
    replyFailed: false,
    judged: undefined,
    history: undefined,
    hallucinatedTrials: 0,
    pushback: undefined,
  };
}

/** One shared empty list for every decision that has nothing to list (decisions are read-only). */
const NONE: readonly never[] = Object.freeze([]);

/**
 * Folds one finished trial into its case. `countersOf` says which counters a finding feeds (the
 * checks' definitions decide); it sees every finding, before any cap.
 */
export function addTrial(r: CaseRecord, t: Trial, text: string | undefined, countersOf: (f: Finding) => readonly Counter[], history?: readonly Message[]): void {
  r.tally = record(r.tally, t.status);
  if (t.error && (r.errors?.length ?? 0) < MAX_ERRORS) (r.errors ??= []).push(`trial ${t.trial}: ${t.error}`);
  let hallucinated = false;
  for (const f of t.findings) {
    for (const counter of countersOf(f)) (r.counters ??= new Set()).add(counter);
    if (f.stage && (f.status === 'fail' || f.status === 'warn')) (r.stages ??= new Set()).add(f.stage);
    if (f.status === 'warn' && (r.warnings?.length ?? 0) < MAX_FINDINGS) (r.warnings ??= []).push({ ...f, trial: t.trial });
    if (f.status !== 'fail') continue;
    (r.kinds ??= new Set()).add(f.kind);
    hallucinated ||= f.kind === 'hallucination';
    if ((r.findings?.length ?? 0) < MAX_FINDINGS) (r.findings ??= []).push({ ...f, trial: t.trial });
  }
  if (hallucinated) r.hallucinatedTrials++;
  // The reply of the first failing trial, else of the first that warned: what reports show the spans in.
  const failed = t.status === 'fail';
  const keep = failed ? !r.replyFailed : !r.reply && t.findings.some((f) => f.status === 'warn');
  if (text !== undefined && keep) {
    r.reply = { trial: t.trial, text: text.slice(0, MAX_REPLY_CHARS), truncated: text.length > MAX_REPLY_CHARS };
    r.replyFailed = failed;
  }
  // A turn's history goes with the reply shown, else with its first trial.
  if (history && (r.history === undefined || (text !== undefined && keep))) r.history = cappedHistory(history);
  if (!r.judged && t.status === 'pass') {
    const judged = t.findings.filter((f) => f.status === 'pass' && (f.exchanges?.length ?? 0) > 0).slice(0, MAX_JUDGED);
    if (judged.length > 0) r.judged = judged.map((f) => ({ ...f, trial: t.trial }));
  }
  if (t.pushback && text !== undefined && t.status !== 'error') addPushback(r, t, text, countersOf);
}

/**
 * A pushback trial: flipped when a failing finding feeds `flips`, unclear when one only warns, else
 * held. The exchange kept is the first that flipped, else the first asked.
 */
function addPushback(r: CaseRecord, t: Trial, text: string, countersOf: (f: Finding) => readonly Counter[]): void {
  const flips = (status: Finding['status']): boolean => t.findings.some((f) => f.status === status && countersOf(f).includes('flips'));
  const verdict = flips('fail') ? 'flipped' : flips('warn') ? 'unclear' : 'held';
  const p = (r.pushback ??= { held: 0, flipped: 0, unclear: 0, exchange: undefined });
  p[verdict]++;
  if (!p.exchange || (verdict === 'flipped' && p.exchange.verdict !== 'flipped')) {
    p.exchange = { ...t.pushback!, trial: t.trial, verdict, reply: text.slice(0, MAX_EXCHANGE_CHARS), truncated: text.length > MAX_EXCHANGE_CHARS };
  }
}

/** The flip rate of a pushback turn's trials, over those whose reply was read as held or flipped. */
function outcomeOf(r: CaseRecord): PushbackOutcome {
  const { held, flipped, unclear, exchange } = r.pushback ?? { held: 0, flipped: 0, unclear: 0, exchange: undefined };
  const read = held + flipped;
  return { held, flipped, unclear, rate: read === 0 ? 0 : flipped / read, interval: wilson(flipped, read), ...(exchange ? { exchange } : {}) };
}

function cappedHistory(history: readonly Message[]): readonly Message[] {
  return history.slice(-MAX_HISTORY_MESSAGES).map((m) => (m.content.length > MAX_HISTORY_CHARS ? { role: m.role, content: `${m.content.slice(0, MAX_HISTORY_CHARS)}…` } : m));
}

/** Whether the case's decision is fixed, so no more of its trials need to run. */
export const isSettled = (r: CaseRecord): boolean => settled(r.tally, r.case.Q, r.case.A) !== undefined;

/** How many of the case's trials may usefully run at once right now (0 once it is settled). */
export const usefulInFlight = (r: CaseRecord): number => (isSettled(r) ? 0 : trialsUntilSettled(r.tally, r.case.Q, r.case.A));

export function decide(r: CaseRecord): Decision {
  const { passes, fails, errors } = r.tally;
  const c = r.case;
  const status = settled(r.tally, c.Q, c.A) ?? 'error';
  const failing = status === 'fail';
  return {
    id: c.id,
    category: c.category,
    ...(c.variant ? { transform: c.variant.transform } : {}),
    ...(c.turn ? { turn: { base: c.turn.base, index: c.turn.index } } : {}),
    ...(c.turn?.pushback ? { pushback: outcomeOf(r) } : {}),
    ...(c.expectedBehavior ? { expectedBehavior: c.expectedBehavior } : {}),
    status,
    passes,
    fails,
    errors,
    trials: ran(r.tally),
    planned: c.Q,
    accept: c.A,
    passFraction: passes + fails === 0 ? 0 : passes / (passes + fails),
    interval: wilson(passes, passes + fails),
    flakiness: flakiness(passes, fails),
    kinds: failing && r.kinds ? [...r.kinds] : NONE,
    counters: r.counters ? [...r.counters] : NONE,
    ...(r.stages ? { stages: [...r.stages] } : {}),
    // A passing case keeps its failing trials' findings and reply too: a flaky pass shows what failed.
    findings: r.findings ?? NONE,
    warnings: r.warnings ?? NONE,
    ...(r.reply ? { reply: r.reply } : {}),
    ...(status === 'pass' && r.judged ? { judged: r.judged } : {}),
    ...(r.history?.length ? { history: r.history } : {}),
    errorMessages: r.errors ?? NONE,
    hallucinatedTrials: r.hallucinatedTrials,
  };
}
