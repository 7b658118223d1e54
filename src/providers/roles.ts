// A ChatModel in its two roles: the system under test (a Target) and the judge (a JudgeModel).
import type { JudgeModel } from '../checks/check.js';
import type { Message } from '../core/types.js';
import type { Target } from '../targets/target.js';
import type { ChatModel } from './model.js';

export interface ProviderTargetOptions {
  /** Omitted: the model's default, so repeats sample the way production does. */
  readonly temperature?: number;
  readonly maxTokens?: number;
}

/**
 * The model as a bot under test: the trial's whole history goes to the model as it is.
 *
 * @example const target = providerTarget(await createChatModel('ollama:llama3.2', process.env));
 */
export function providerTarget(model: ChatModel, opts: ProviderTargetOptions = {}): Target {
  const target: Target = {
    id: `provider:${model.id}`,
    async send(request, signal) {
      return { text: await model.chat(request.messages, { ...opts, signal }) };
    },
  };
  return {
    ...target,
    ...(model.health && { health: model.health.bind(model) }),
    ...(model.close && { close: model.close.bind(model) }),
  };
}

export interface ModelJudgeOptions {
  /** A cap on the judge's reply; the provider's default when omitted. */
  readonly maxTokens?: number;
}

/**
 * The model as a judge: temperature 0, the system prompt (if any) first, then the prompt.
 *
 * @example const judge = modelJudge(await createChatModel('qa_agent_h_v0', process.env));
 */
export function modelJudge(model: ChatModel, opts: ModelJudgeOptions = {}): JudgeModel {
  return {
    id: model.id,
    ask(prompt, system, signal) {
      const messages: Message[] = [
        ...(system ? [{ role: 'system' as const, content: system }] : []),
        { role: 'user', content: prompt },
      ];
      return model.chat(messages, { temperature: 0, ...opts, ...(signal && { signal }) });
    },
  };
}
