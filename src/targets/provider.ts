// A model served by a provider as the bot under test: the trial's whole history goes to the
// model as it is, at the model's own temperature, so repeats sample the way production does.
import { createConfiguredModel, type ChatModel } from '../providers/index.js';
import type { ProviderTargetSpec } from '../core/index.js';
import type { Target } from './target.js';

export interface ProviderTargetOptions {
  /** Omitted: the model's default. */
  readonly temperature?: number;
  readonly maxTokens?: number;
}

/** @example const target = providerTarget(await createChatModel('ollama:llama3.2', process.env)); */
export function providerTarget(model: ChatModel, opts: ProviderTargetOptions = {}): Target {
  return {
    id: `provider:${model.id}`,
    send: async (request, signal) => ({ text: await model.chat(request.messages, { ...opts, signal }) }),
    ...(model.health && { health: model.health.bind(model) }),
    ...(model.close && { close: model.close.bind(model) }),
  };
}

/** The suite's `target: { model, options }`: options the provider would ignore are a ConfigError naming them. */
export async function providerTargetFor(
  spec: ProviderTargetSpec,
  env: Readonly<Record<string, string | undefined>>,
  source = 'target',
): Promise<Target> {
  const options = spec.options ?? {};
  const model = await createConfiguredModel(spec.name, options, env, { file: source, path: 'target' });
  return providerTarget(model, {
    ...(options.temperature !== undefined && { temperature: options.temperature }),
    ...(options.maxTokens !== undefined && { maxTokens: options.maxTokens }),
  });
}
