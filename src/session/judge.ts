// The judge a run needs: none when no case asks one; a configured model, reachable, retried with
// the run's policy, limited to the run's concurrency and cached on disk; or the caller's own JudgeModel.
import { resolve } from 'node:path';
import { cachedJudge, needsJudge } from '../checks/index.js';
import { UnreachableError, UsageError, type Case, type JudgeModel } from '../core/index.js';
import { createChatModel, modelJudge } from '../providers/index.js';
import { retryingJudge, type RetryPolicy } from '../run/index.js';

export interface JudgeRequest {
  readonly judge?: string | JudgeModel;
  readonly skipJudge: boolean;
  readonly cache: string | false;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly policy: RetryPolicy;
  /** The most judge questions in flight at once across the run: the run's concurrency. */
  readonly concurrency: number;
}

/** The judge, or undefined when the run needs none (or is told to skip it). */
export async function openJudge(cases: readonly Case[], r: JudgeRequest): Promise<{ judge?: JudgeModel; close?: () => Promise<void> }> {
  if (r.skipJudge) return {};
  const needing = cases.filter((c) => needsJudge(c));
  if (r.judge === undefined) {
    if (needing.length === 0) return {};
    throw new UsageError(
      `${needing.length} case(s) ask a judge (${needing.slice(0, 3).map((c) => c.id).join(', ')}${needing.length > 3 ? ', …' : ''}) but none is configured: ` +
        'pass --judge ollama:llama3.2 (or openai:MODEL, anthropic:MODEL, llamacpp:./model.gguf), set "judge" in the suite, or run the rest with --skip-judge',
    );
  }
  if (typeof r.judge !== 'string') return { judge: retryingJudge(r.judge, r.policy, r.concurrency) };
  const model = await createChatModel(r.judge, r.env);
  if (model.health) {
    try {
      await model.health(AbortSignal.timeout(10_000));
    } catch (error) {
      if (error instanceof UnreachableError) throw error;
      throw new UnreachableError(`judge ${model.id} is not reachable: ${(error as Error).message}`);
    }
  }
  const judge = retryingJudge(modelJudge(model), r.policy, r.concurrency);
  return { judge: r.cache === false ? judge : cachedJudge(judge, resolve(r.cache)), ...(model.close ? { close: () => model.close!() } : {}) };
}
