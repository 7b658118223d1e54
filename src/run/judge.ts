// Judge calls get the same retry policy as calls to the bot: a judge that stays down makes the
// trial an error (infrastructure), never a quality verdict. They also share one concurrency
// limit across the run: a trial asks its questions at once, and many trials run at once.
import pLimit from 'p-limit';
import type { JudgeModel } from '../core/index.js';
import { withRetry, type RetryPolicy } from './retry.js';

/**
 * The judge, retried by `policy`, with at most `concurrency` questions being asked at once across
 * every caller. A question takes its slot before its first attempt, so time spent queued never
 * counts against the judge's timeout, and keeps it through its retries.
 *
 * @example const judge = retryingJudge(modelJudge(model), { retries: 3, timeoutMs: 30_000 }, 4);
 */
export function retryingJudge(judge: JudgeModel, policy: RetryPolicy, concurrency = Number.POSITIVE_INFINITY): JudgeModel {
  const limit = pLimit(concurrency);
  return {
    id: judge.id,
    ask: (prompt, system, signal) => limit(() => withRetry((attempt) => judge.ask(prompt, system, attempt), policy, signal)),
  };
}
