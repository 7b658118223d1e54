// Judge calls get the same retry policy as calls to the bot: a judge that stays down makes the
// trial an error (infrastructure), never a quality verdict.
import type { JudgeModel } from '../core/index.js';
import { withRetry, type RetryPolicy } from './retry.js';

export function retryingJudge(judge: JudgeModel, policy: RetryPolicy): JudgeModel {
  return {
    id: judge.id,
    ask: (prompt, system, signal) => withRetry((attempt) => judge.ask(prompt, system, attempt), policy, signal),
  };
}
