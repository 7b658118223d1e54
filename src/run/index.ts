// Run stage: planned items → trials, with bounded concurrency and early stopping.
// Trials are queued round-robin (every case's trial 0, then every case's trial 1, …) so a
// case's later trials start after its earlier ones have usually settled it.
import pLimit from 'p-limit';
import type { Case, Decision, Message, Trial } from '../core/types.js';
import { addTrial, decide, isSettled, openCase, type CaseRecord } from '../decide/index.js';
import type { Plan, PlanItem } from '../plan/index.js';
import { errorTrial, exchange, type ExchangeSettings } from './exchange.js';

export { withRetry, type RetryPolicy } from './retry.js';
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
  const limit = pLimit(opts.concurrency);
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
  const jobs: Promise<void>[] = [];
  const rounds = Math.max(0, ...plan.items.map((i) => caseOf(i).Q));
  for (let n = 0; n < rounds; n++) {
    for (const item of plan.items) {
      if (n >= caseOf(item).Q) continue;
      jobs.push(limit(() => (settledItem(item, records) || opts.signal?.aborted ? undefined : runItem(item, n, opts, finish))));
    }
  }
  await Promise.all(jobs);
  const decisions = plan.cases.map((c) => decide(records.get(c.id)!));
  const planned = plan.cases.reduce((sum, c) => sum + c.Q, 0);
  return { decisions, trialsRun, trialsSaved: Math.max(0, planned - trialsRun), assertions };
}

const caseOf = (item: PlanItem): Case => (item.kind === 'single' ? item.case : item.base);

function settledItem(item: PlanItem, records: Map<string, CaseRecord>): boolean {
  const cases = item.kind === 'single' ? [item.case] : item.turns;
  return cases.every((c) => isSettled(records.get(c.id)!));
}

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
