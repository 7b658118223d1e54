// Run stage: planned items → trials, with bounded concurrency and early stopping. It is handed the
// checks and the decision as functions: a case's trials stop as soon as its decision is fixed, and
// none starts that the trials in flight might make unnecessary.
import { setMaxListeners } from 'node:events';
import type { Case, Finding, Message, Pushback, Trial } from '../core/index.js';
import { itemCases, type Plan, type PlanItem } from '../plan/index.js';
import { errorTrial, exchange, statusOf, type ExchangeSettings } from './exchange.js';

export { withRetry, delayFor, MAX_RETRY_AFTER_MS, type RetryPolicy, type CappedWait } from './retry.js';
export { retryingJudge } from './judge.js';
export type { ExchangeSettings, CheckReply, TrialFacts } from './exchange.js';

/** What the run needs to know of the decisions being made. */
export interface Tracker {
  /** How many more trials of this case may usefully run at once now; 0 once its decision is fixed. */
  openings(c: Case): number;
  /** Folds a finished trial (and its reply, when there was one; for a conversation turn, the messages before it) into its case. */
  record(c: Case, trial: Trial, text: string | undefined, history?: readonly Message[]): void;
  /** No trial of the case will run any more: its decision can be made, and its records let go. */
  finish?(c: Case): void;
}

export interface RunOptions extends ExchangeSettings {
  readonly concurrency: number;
  readonly tracker: Tracker;
  /** Stops starting trials; those in flight finish (abort them with `signal`). */
  readonly stop?: AbortSignal;
  /**
   * A trial an earlier run already finished (`--resume`): it is folded in as it was, in the place
   * the scheduler would have run it, and the target is not called for it.
   */
  readonly reuse?: (c: Case, n: number) => Reused | undefined;
  /** Called as each trial finishes, in completion order: stream it, count it, show it. */
  readonly onTrial?: (trial: Trial, c: Case, text: string | undefined) => void;
  /**
   * What to say back to a case's answer on its pushback turn (design §7a), or why nothing can be: a
   * finding (skipped) that becomes the turn's trial. Given the case, the answer and the trial.
   */
  readonly pushback?: (c: Case, answer: string, n: number) => Pushback | Finding;
}

/** A finished trial read back from a run's journal, with the reply it checked. */
export interface Reused {
  readonly trial: Trial;
  readonly text?: string;
}

export interface RunOutcome {
  /** True when `stop` or `signal` kept some planned trial from running: the run is partial. */
  readonly stopped: boolean;
}

/**
 * Runs the plan's trials. A trial aborted by `signal` is dropped, not recorded: it never finished,
 * so a resumed run runs it again.
 */
export function runPlan(plan: Plan, opts: RunOptions): Promise<RunOutcome> {
  // Only a copy of the items goes on, which the scheduler clears as it takes them: once a case is
  // finished nothing here holds it.
  return runItems(plan.items.slice(), opts);
}

async function runItems(items: (PlanItem | undefined)[], opts: RunOptions): Promise<RunOutcome> {
  const finish = (trial: Trial, c: Case, text: string | undefined, history?: readonly Message[]): void => {
    opts.tracker.record(c, trial, text, history);
    opts.onTrial?.(trial, c, text);
  };
  if (opts.signal) setMaxListeners(opts.concurrency + 16, opts.signal);
  const leftOver = await schedule(items, opts, async (u, n) => (await runItem(u.item, n, opts, finish)) === ABORTED);
  return { stopped: leftOver };
}

/** A plan item with its scheduling state: the next trial to start and how many are in flight. */
interface Unit {
  readonly item: PlanItem;
  readonly Q: number;
  readonly cases: readonly Case[];
  next: number;
  inFlight: number;
  queued: boolean;
  /** Its cases were handed to `tracker.finish`. */
  finished: boolean;
}

function unitOf(item: PlanItem): Unit {
  return { item, Q: (item.kind === 'single' ? item.case : item.base).Q, cases: itemCases(item), next: 0, inFlight: 0, queued: false, finished: false };
}

/** Whether another trial of the unit should start now: not settled, and not one that trials in flight might make unnecessary. */
function canStart(u: Unit, opts: RunOptions): boolean {
  if (opts.stop?.aborted || opts.signal?.aborted) return false;
  return wantsMore(u, opts);
}

/** Whether the unit has a trial left that its decisions still need. */
function wantsMore(u: Unit, opts: RunOptions): boolean {
  if (u.next >= u.Q) return false;
  return u.inFlight < Math.max(...u.cases.map((c) => opts.tracker.openings(c)));
}

/**
 * Runs trials with at most `concurrency` in flight, round-robin over units (every unit's next
 * trial before any unit's one after), never starting a trial that the outcome of trials still in
 * flight could make unnecessary. Hand-written: a concurrency limiter such as p-limit runs what
 * it is given, while here what to run next depends on the results so far. Units are made from the
 * plan's items as the run reaches them and dropped once done, so the scheduler's memory follows
 * the trials in flight, not the size of the suite. `run` says whether the trial was dropped
 * (aborted). Resolves true when `stop` or `signal` left trials unrun.
 */
function schedule(items: (PlanItem | undefined)[], opts: RunOptions, run: (u: Unit, n: number) => Promise<boolean>): Promise<boolean> {
  // Every item's first turn comes before any unit's next one: fresh items first, then units queued
  // again. A taken item is cleared from `items`, so a finished case is held by nothing here.
  let fresh = 0;
  const again: Unit[] = [];
  let head = 0;
  let active = 0;
  let unfinished = false;
  const finish = (u: Unit): void => {
    u.finished = true;
    for (const c of u.cases) opts.tracker.finish?.(c);
  };
  return new Promise<boolean>((resolve, reject) => {
    const enqueue = (u: Unit): void => {
      if (u.queued) return;
      if (!canStart(u, opts)) {
        const more = wantsMore(u, opts);
        // Stopped with trials of this unit still wanted: the run is partial.
        unfinished ||= (opts.stop?.aborted === true || opts.signal?.aborted === true) && more;
        if (!more && u.inFlight === 0 && !u.finished) finish(u);
        return;
      }
      u.queued = true;
      again.push(u);
    };
    const next = (): Unit | undefined => {
      if (fresh < items.length) {
        const item = items[fresh]!;
        items[fresh++] = undefined;
        return unitOf(item);
      }
      const u = again[head++];
      if (u) u.queued = false;
      return u;
    };
    const pump = (): void => {
      while (active < opts.concurrency && (fresh < items.length || head < again.length)) {
        if (opts.stop?.aborted || opts.signal?.aborted) break;
        const u = next()!;
        if (!canStart(u, opts)) {
          if (u.inFlight === 0 && !u.finished && !wantsMore(u, opts)) finish(u);
          continue;
        }
        const n = u.next++;
        u.inFlight++;
        active++;
        enqueue(u);
        run(u, n).then((dropped) => {
          u.inFlight--;
          active--;
          if (dropped) {
            // Aborted mid-trial: the unit's decision is not made, and the run is partial.
            u.finished = true;
            unfinished = true;
          }
          enqueue(u);
          pump();
        }, reject);
      }
      if (head > 1024 && head * 2 > again.length) {
        // Drop what was consumed, so a long run's queue does not grow without bound.
        again.splice(0, head);
        head = 0;
      }
      if (active > 0) return;
      const halted = opts.stop?.aborted === true || opts.signal?.aborted === true;
      if (!halted && (fresh < items.length || head < again.length)) return;
      resolve(halted && (unfinished || fresh < items.length || again.slice(head).some((u) => wantsMore(u, opts))));
    };
    pump();
  });
}

const ABORTED = Symbol('aborted');

type Finish = (t: Trial, c: Case, text: string | undefined, history?: readonly Message[]) => void;

async function runItem(item: PlanItem, n: number, opts: RunOptions, finish: Finish): Promise<typeof ABORTED | undefined> {
  if (item.kind === 'conversation') return runConversation(item.base, item.turns, n, opts, finish);
  const c = item.case;
  const messages: Message[] = [...systemOf(c), { role: 'user', content: c.prompt ?? '' }];
  const reused = opts.reuse?.(c, n);
  const result = reused ?? (await exchange(opts, c, n, messages));
  if ('aborted' in result && result.aborted) return ABORTED;
  finish(result.trial, c, result.text);
  return item.pushback ? runPushback(item.pushback, c, n, messages, result.text, opts, finish) : undefined;
}

/**
 * The pushback turn after a case's answer (design §7a): the answer's words changed and put back to
 * the bot with the whole history. Not sent once the turn's decision is fixed; an answer that failed
 * leaves it unanswerable, one with nothing to push back on makes it a skipped trial.
 */
async function runPushback(p: Case, c: Case, n: number, messages: readonly Message[], answer: string | undefined, opts: RunOptions, finish: Finish): Promise<typeof ABORTED | undefined> {
  const reused = opts.reuse?.(p, n);
  if (reused) return void finish(reused.trial, p, reused.text);
  if (opts.tracker.openings(p) === 0) return undefined;
  if (answer === undefined) return void finish(errorTrial(p.id, n, 'the answer to push back on failed'), p, undefined);
  const asked = opts.pushback?.(c, answer, n);
  if (!asked || !('perturbed' in asked)) {
    const findings = asked ? [asked] : [];
    return void finish({ caseId: p.id, trial: n, status: findings.length > 0 ? statusOf(findings) : 'skipped', findings }, p, undefined);
  }
  const history: Message[] = [...messages, { role: 'assistant', content: answer }, { role: 'user', content: asked.message }];
  const result = await exchange(opts, p, n, history, { turn: 1, pushback: asked });
  if (result.aborted) return ABORTED;
  // The question and the answer pushed back on, as sent (a system message aside): what a report shows with the turn.
  finish(result.trial, p, result.text, history.slice(0, -1).filter((m) => m.role !== 'system'));
  return undefined;
}

/**
 * Turn by turn, each with the whole history; a broken turn leaves the rest unanswerable. Turns a
 * resumed run already has are taken from it, their replies going into the history as sent then.
 */
async function runConversation(base: Case, turns: readonly Case[], n: number, opts: RunOptions, finish: Finish): Promise<typeof ABORTED | undefined> {
  const history: Message[] = [...systemOf(base)];
  for (const [i, c] of turns.entries()) {
    const messages: Message[] = [...history, { role: 'user', content: c.prompt ?? '' }];
    const reused = opts.reuse?.(c, n);
    const result = reused ?? (await exchange(opts, c, n, messages, { turn: i }));
    if ('aborted' in result && result.aborted) return ABORTED;
    const { trial, text } = result;
    // The turns before this one, as sent (a system message aside): what a report shows with the turn.
    finish(trial, c, text, history.filter((m) => m.role !== 'system'));
    if (text === undefined) {
      for (const rest of turns.slice(i + 1)) finish(errorTrial(rest.id, n, `turn ${i} of the conversation failed`), rest, undefined);
      return undefined;
    }
    history.push(messages[messages.length - 1]!, { role: 'assistant', content: text });
  }
  return undefined;
}

const systemOf = (c: Case): Message[] => (c.system ? [{ role: 'system', content: c.system }] : []);
