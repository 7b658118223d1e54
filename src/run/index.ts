// Run stage: planned items → trials, with bounded concurrency and early stopping: a case's
// trials stop as soon as its decision is fixed, and none starts that might turn out unneeded.
import type { Case, Decision, Message, Trial } from '../core/types.js';
import { addTrial, decide, isSettled, openCase, usefulInFlight, type CaseRecord } from '../decide/index.js';
import type { Plan, PlanItem } from '../plan/index.js';
import { errorTrial, exchange, type ExchangeSettings } from './exchange.js';

export { withRetry, type RetryPolicy } from './retry.js';
export { retryingJudge } from './judge.js';
export type { ExchangeSettings } from './exchange.js';

export interface RunOptions extends ExchangeSettings {
  readonly concurrency: number;
  /** Called as each trial finishes, in completion order: stream it, count it, show it. */
  readonly onTrial?: (trial: Trial, c: Case) => void;
}

export interface RunOutcome {
  /** One per case in plan order. */
  readonly decisions: readonly Decision[];
  readonly trialsRun: number;
  /** Trials that early stopping made unnecessary. */
  readonly trialsSaved: number;
  /** Findings over all trials, by status (the seed's `assertions`). */
  readonly assertions: { total: number; passed: number; failed: number; skipped: number };
}

export async function runPlan(plan: Plan, opts: RunOptions): Promise<RunOutcome> {
  const records = new Map<string, CaseRecord>(plan.cases.map((c) => [c.id, openCase(c)]));
  let trialsRun = 0;
  const assertions = { total: 0, passed: 0, failed: 0, skipped: 0 };
  const finish = (trial: Trial, c: Case): void => {
    trialsRun++;
    for (const f of trial.findings) {
      assertions.total++;
      assertions[f.status === 'pass' ? 'passed' : f.status === 'fail' ? 'failed' : 'skipped']++;
    }
    addTrial(records.get(c.id)!, trial);
    opts.onTrial?.(trial, c);
  };
  const units = plan.items.map((item) => unitOf(item, records));
  await schedule(units, opts, (u, n) => runItem(u.item, n, opts, finish));
  const decisions = plan.cases.map((c) => decide(records.get(c.id)!));
  const planned = plan.cases.reduce((sum, c) => sum + c.Q, 0);
  return { decisions, trialsRun, trialsSaved: Math.max(0, planned - trialsRun), assertions };
}

/** A plan item with its scheduling state: the next trial to start and how many are in flight. */
interface Unit {
  readonly item: PlanItem;
  readonly Q: number;
  readonly records: readonly CaseRecord[];
  next: number;
  inFlight: number;
  queued: boolean;
}

function unitOf(item: PlanItem, records: ReadonlyMap<string, CaseRecord>): Unit {
  const cases = item.kind === 'single' ? [item.case] : item.turns;
  return { item, Q: caseOf(item).Q, records: cases.map((c) => records.get(c.id)!), next: 0, inFlight: 0, queued: true };
}

/** Whether another trial of the unit should start now: not settled, and not one that trials in flight might make unnecessary. */
function canStart(u: Unit, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted || u.next >= u.Q) return false;
  const open = u.records.filter((r) => !isSettled(r));
  return open.length > 0 && u.inFlight < Math.max(...open.map(usefulInFlight));
}

/**
 * Runs trials with at most `concurrency` in flight, round-robin over units (every unit's next
 * trial before any unit's one after), never starting a trial that the outcome of trials still in
 * flight could make unnecessary. Hand-written: a concurrency limiter such as p-limit runs what
 * it is given, while here what to run next depends on the results so far.
 */
function schedule(units: Unit[], opts: RunOptions, run: (u: Unit, n: number) => Promise<void>): Promise<void> {
  const queue = units.slice();
  let head = 0;
  let active = 0;
  return new Promise<void>((resolve, reject) => {
    const enqueue = (u: Unit): void => {
      if (u.queued || !canStart(u, opts.signal)) return;
      u.queued = true;
      queue.push(u);
    };
    const pump = (): void => {
      while (active < opts.concurrency && head < queue.length) {
        const u = queue[head++]!;
        u.queued = false;
        if (!canStart(u, opts.signal)) continue;
        const n = u.next++;
        u.inFlight++;
        active++;
        enqueue(u);
        run(u, n).then(() => {
          u.inFlight--;
          active--;
          enqueue(u);
          pump();
        }, reject);
      }
      if (head > 1024 && head * 2 > queue.length) {
        // Drop what was consumed, so a long run's queue does not grow without bound.
        queue.splice(0, head);
        head = 0;
      }
      if (active === 0 && head >= queue.length) resolve();
    };
    pump();
  });
}

const caseOf = (item: PlanItem): Case => (item.kind === 'single' ? item.case : item.base);

async function runItem(
  item: PlanItem,
  n: number,
  opts: RunOptions,
  finish: (t: Trial, c: Case) => void,
): Promise<void> {
  if (item.kind === 'single') {
    const c = item.case;
    const { trial } = await exchange(opts, c, n, [...systemOf(c), { role: 'user', content: c.prompt ?? '' }]);
    finish(trial, c);
    return;
  }
  await runConversation(item.base, item.turns, n, opts, finish);
}

/** Turn by turn, each with the whole history; a broken turn leaves the rest unanswerable. */
async function runConversation(
  base: Case,
  turns: readonly Case[],
  n: number,
  opts: RunOptions,
  finish: (t: Trial, c: Case) => void,
): Promise<void> {
  const history: Message[] = [...systemOf(base)];
  for (const [i, c] of turns.entries()) {
    const messages: Message[] = [...history, { role: 'user', content: c.prompt ?? '' }];
    const { trial, text } = await exchange(opts, c, n, messages, i);
    finish(trial, c);
    if (text === undefined) {
      for (const rest of turns.slice(i + 1)) finish(errorTrial(rest.id, n, `turn ${i} of the conversation failed`), rest);
      return;
    }
    history.push(messages[messages.length - 1]!, { role: 'assistant', content: text });
  }
}

const systemOf = (c: Case): Message[] => (c.system ? [{ role: 'system', content: c.system }] : []);
