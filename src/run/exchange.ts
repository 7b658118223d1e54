// One exchange with the bot: send, retry on transient failures, enforce the size cap, check.
import { performance } from 'node:perf_hooks';
import { TargetError, type Case, type Finding, type Message, type Pushback, type Response, type Trial } from '../core/index.js';
import type { Target } from '../targets/index.js';
import { withRetry, type RetryPolicy } from './retry.js';

/**
 * Judges one reply: the checks, as the session wires them, given the trial and, when the bot said,
 * what it retrieved (design §12). Throws when a judge could not be reached.
 */
export type CheckReply = (c: Case, text: string, history: readonly Message[], trial: TrialFacts) => Promise<readonly Finding[]>;

/** What the checks may need to know of the trial besides its reply. */
export interface TrialFacts {
  /** Which of the case's trials (0-based). */
  readonly trial: number;
  readonly signal?: AbortSignal;
  /** On a pushback turn: what vouch put to the bot. */
  readonly pushback?: Pushback;
  /** What the bot said it retrieved for this reply. */
  readonly contexts?: readonly string[];
}

export interface ExchangeSettings {
  readonly target: Target;
  readonly policy: RetryPolicy;
  readonly maxResponseBytes: number;
  readonly check: CheckReply;
  /**
   * A checked trial's status from its findings, as the checks define it (which checks are a case's
   * own); by default fail on any failing finding, skipped when every finding was skipped, else pass.
   */
  readonly statusOf?: (findings: readonly Finding[]) => 'pass' | 'fail' | 'skipped';
  /** Aborts trials in flight. */
  readonly signal?: AbortSignal;
  /**
   * Removes the run's secrets from a reply or an error before anything sees it (checks, the judge,
   * every writer). A reply that echoes a credential is checked, recorded and shown redacted.
   */
  readonly redact?: (text: string) => string;
}

export interface ExchangeResult {
  readonly trial: Trial;
  /** The reply, when the bot gave one within the size cap. */
  readonly text?: string;
  /** The run's `signal` stopped the exchange: the trial did not finish and must not be recorded. */
  readonly aborted?: boolean;
}

/** Sends `messages` for case `c` (trial `n`, conversation turn `turn`, a pushback's words) and checks the reply. */
export async function exchange(
  s: ExchangeSettings,
  c: Case,
  n: number,
  messages: readonly Message[],
  { turn, pushback }: { readonly turn?: number; readonly pushback?: Pushback } = {},
): Promise<ExchangeResult> {
  const request = { caseId: c.turn?.base ?? c.id, trial: n, messages, ...(turn !== undefined ? { turn } : {}) };
  const started = performance.now();
  let text: string;
  let contexts: readonly string[] | undefined;
  try {
    ({ text, contexts } = await withRetry((signal) => s.target.send(request, signal), s.policy, s.signal));
  } catch (error) {
    return { trial: { ...errorTrial(c.id, n, error, undefined, s.redact), ...(pushback ? { pushback } : {}) }, ...(s.signal?.aborted ? { aborted: true } : {}) };
  }
  const latencyMs = Math.round(performance.now() - started);
  if (Buffer.byteLength(text, 'utf8') > s.maxResponseBytes) {
    const capped = { text: s.redact ? s.redact(text) : text, latencyMs };
    return { trial: errorTrial(c.id, n, `reply exceeded ${s.maxResponseBytes} bytes (maxResponseBytes); vouch never checks a truncated reply`, capped) };
  }
  if (s.redact) {
    text = s.redact(text);
    contexts = contexts?.map(s.redact);
  }
  const response: Response = { text, latencyMs, ...(contexts ? { contexts } : {}) };
  let findings: readonly Finding[];
  try {
    findings = await s.check(c, text, messages, { trial: n, ...(s.signal ? { signal: s.signal } : {}), ...(pushback ? { pushback } : {}), ...(contexts ? { contexts } : {}) });
  } catch (error) {
    return { trial: { ...errorTrial(c.id, n, error, response, s.redact), ...(pushback ? { pushback } : {}) }, ...(s.signal?.aborted ? { aborted: true } : {}) };
  }
  return { trial: { caseId: c.id, trial: n, status: (s.statusOf ?? statusOf)(findings), response, findings, ...(pushback ? { pushback } : {}) }, text };
}

/** fail on any failing finding; skipped when every finding was skipped; else pass. */
export function statusOf(findings: readonly Finding[]): Trial['status'] {
  if (findings.some((f) => f.status === 'fail')) return 'fail';
  if (findings.length > 0 && findings.every((f) => f.status === 'skipped')) return 'skipped';
  return 'pass';
}

export function errorTrial(caseId: string, n: number, error: unknown, response?: Response, redact?: (text: string) => string): Trial {
  const described = describeError(error);
  return { caseId, trial: n, status: 'error', error: redact ? redact(described) : described, ...(response ? { response } : {}), findings: [] };
}

function describeError(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof TargetError) return error.message;
  if (error instanceof Error) return error.name === 'Error' ? error.message : `${error.name}: ${error.message}`;
  return String(error);
}
