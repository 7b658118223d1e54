// One exchange with the bot: send, retry on transient failures, enforce the size cap, check.
import { performance } from 'node:perf_hooks';
import { TargetError } from '../core/errors.js';
import type { Case, Finding, Message, Response, Trial } from '../core/types.js';
import { checkReply, makeReply, type Check, type CheckContext, type ReplyOptions } from '../checks/index.js';
import type { Target } from '../targets/target.js';
import { withRetry, type RetryPolicy } from './retry.js';

export interface ExchangeSettings {
  readonly target: Target;
  readonly policy: RetryPolicy;
  readonly maxResponseBytes: number;
  readonly reply: ReplyOptions;
  readonly context: Omit<CheckContext, 'history' | 'signal'>;
  readonly checks?: readonly Check[];
  readonly signal?: AbortSignal;
}

export interface ExchangeResult {
  readonly trial: Trial;
  readonly text?: string;
}

/** Sends `messages` for case `c` (trial `n`, conversation turn `turn`) and checks the reply. */
export async function exchange(
  s: ExchangeSettings,
  c: Case,
  n: number,
  messages: readonly Message[],
  turn?: number,
): Promise<ExchangeResult> {
  const request = { caseId: c.turn?.base ?? c.id, trial: n, messages, ...(turn !== undefined ? { turn } : {}) };
  const started = performance.now();
  let text: string;
  try {
    text = (await withRetry((signal) => s.target.send(request, signal), s.policy, s.signal)).text;
  } catch (error) {
    return { trial: errorTrial(c.id, n, error) };
  }
  const response: Response = { text, latencyMs: Math.round(performance.now() - started) };
  if (Buffer.byteLength(text, 'utf8') > s.maxResponseBytes) {
    return { trial: errorTrial(c.id, n, `reply exceeded ${s.maxResponseBytes} bytes`, response) };
  }
  let findings: Finding[];
  try {
    const ctx: CheckContext = { ...s.context, history: messages, ...(s.signal ? { signal: s.signal } : {}) };
    findings = await checkReply(c, makeReply(text, s.reply), ctx, s.checks);
  } catch (error) {
    return { trial: errorTrial(c.id, n, error, response) };
  }
  const status = findings.some((f) => f.status === 'fail') ? 'fail' : 'pass';
  return { trial: { caseId: c.id, trial: n, status, response, findings }, text };
}

export function errorTrial(caseId: string, n: number, error: unknown, response?: Response): Trial {
  return {
    caseId,
    trial: n,
    status: 'error',
    error: describeError(error),
    ...(response ? { response } : {}),
    findings: [],
  };
}

function describeError(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof TargetError) return error.message;
  if (error instanceof Error) return error.name === 'Error' ? error.message : `${error.name}: ${error.message}`;
  return String(error);
}
