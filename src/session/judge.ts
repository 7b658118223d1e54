// The judge a run needs: none when no case would ask one; a configured model, reachable, retried with
// the run's policy, limited to the run's concurrency and cached on disk; or the caller's own JudgeModel.
import { resolve } from 'node:path';
import { cachedJudge, mayAskJudge, needsJudge } from '../checks/index.js';
import { UnreachableError, UsageError, type Case, type GroundingMode, type JudgeModel, type ModelOptions } from '../core/index.js';
import { createConfiguredModel, modelJudge } from '../providers/index.js';
import { retryingJudge, type RetryPolicy } from '../run/index.js';

export interface JudgeRequest {
  readonly judge?: string | JudgeModel;
  /** The suite's `judge.options`, for a judge it names. */
  readonly options?: ModelOptions;
  /** The suite file, for messages about its options. */
  readonly source?: string;
  readonly skipJudge: boolean;
  readonly cache: string | false;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly policy: RetryPolicy;
  /** The most judge questions in flight at once across the run: the run's concurrency. */
  readonly concurrency: number;
  /** `judge` asks the judge about every answer's claims, whatever the cases ask. */
  readonly grounding?: GroundingMode;
  /** Removes the run's secrets from the model's answers before the cache keeps them. */
  readonly redact?: (text: string) => string;
}

/** The judge, or undefined when the run needs none (or is told to skip it). */
export async function openJudge(cases: readonly Case[], r: JudgeRequest): Promise<{ judge?: JudgeModel; close?: () => Promise<void> }> {
  if (r.skipJudge) return {};
  const needing = cases.filter((c) => needsJudge(c));
  if (r.judge === undefined) {
    if (r.grounding === 'judge' && cases.length > 0) {
      throw new UsageError(
        'grounding: judge puts each answer\'s claims to a judge, but none is configured: pass --judge ollama:llama3.2 (or openai:MODEL, anthropic:MODEL, llamacpp:./model.gguf), set "judge" in the suite, or use --grounding fail',
      );
    }
    if (needing.length === 0) return {};
    throw new UsageError(
      `${needing.length} case(s) ask a judge (${needing.slice(0, 3).map((c) => c.id).join(', ')}${needing.length > 3 ? ', …' : ''}) but none is configured: ` +
        'pass --judge ollama:llama3.2 (or openai:MODEL, anthropic:MODEL, llamacpp:./model.gguf), set "judge" in the suite, or run the rest with --skip-judge',
    );
  }
  if (typeof r.judge !== 'string') return { judge: retryingJudge(r.judge, r.policy, r.concurrency) };
  // A judge the suite names but no planned case would ask is neither contacted nor required to be up.
  if (r.grounding !== 'judge' && !cases.some((c) => mayAskJudge(c))) return {};
  const options = r.options ?? {};
  const model = await createConfiguredModel(r.judge, options, r.env, { file: r.source ?? 'judge', path: 'judge' });
  if (model.health) {
    try {
      await model.health(AbortSignal.timeout(10_000));
    } catch (error) {
      if (error instanceof UnreachableError) throw error;
      throw new UnreachableError(`judge ${model.id} is not reachable: ${(error as Error).message}`);
    }
  }
  const calls = {
    ...(options.maxTokens !== undefined && { maxTokens: options.maxTokens }),
    ...(options.temperature !== undefined && { temperature: options.temperature }),
  };
  const judge = answersRedacted(retryingJudge(modelJudge(model, calls), r.policy, r.concurrency), r.redact);
  const close = model.close ? { close: () => model.close!() } : {};
  if (r.cache === false) return { judge, ...close };
  // Answers given under other limits or another temperature are other answers: cached apart.
  const keyed = Object.keys(calls).length ? { id: `${judge.id} ${JSON.stringify(calls)}`, ask: judge.ask } : judge;
  const cached = cachedJudge(keyed, resolve(r.cache));
  return { judge: { id: judge.id, ask: cached.ask }, ...close };
}

/** A judge whose answers are redacted as they arrive: a model echoing its API key leaves it in no cache entry. */
function answersRedacted(judge: JudgeModel, redact: ((text: string) => string) | undefined): JudgeModel {
  if (!redact) return judge;
  return { id: judge.id, ask: async (prompt, system, signal) => redact(await judge.ask(prompt, system, signal)) };
}
