// A ChatModel as a judge: temperature 0, the system prompt first, then the question.
import type { JudgeModel, Message } from '../core/index.js';
import type { ChatModel } from './model.js';

export interface ModelJudgeOptions {
  /** A cap on the judge's reply; the model's judge default, else the provider's default, when omitted. */
  readonly maxTokens?: number;
  /** Default 0: the same question about the same output gets the same answer. */
  readonly temperature?: number;
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
      const maxTokens = opts.maxTokens ?? model.judgeMaxTokens;
      return model.chat(messages, { temperature: 0, ...opts, ...(maxTokens !== undefined && { maxTokens }), ...(signal && { signal }) });
    },
  };
}
