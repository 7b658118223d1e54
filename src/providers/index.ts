// Providers stage entry: `provider:model` names → ChatModels, usable as target and as judge.
// Each provider's SDK is imported only when one of its models is created (cold start budget).
import { ConfigError } from '../core/index.js';
import { createAnthropicModel } from './anthropic.js';
import { createLlamaCppModel } from './llamacpp.js';
import type { ChatModel, Env, ProviderDefinition, ProviderOptions } from './model.js';
import { createOllamaModel } from './ollama.js';
import { createOpenAIModel } from './openai.js';

export type { ChatModel, ChatOptions, Env, ProviderDefinition, ProviderOptions } from './model.js';
export { modelJudge, type ModelJudgeOptions } from './judge.js';
export { ollamaBaseUrl } from './ollama-host.js';
export { redact } from './errors.js';

/** Every provider vouch knows; Ollama first, as names without a known prefix are its models. A new provider is one file plus one line here. */
export const PROVIDERS = [
  { name: 'ollama', describe: 'Ollama native API; address from OLLAMA_HOST', create: createOllamaModel },
  { name: 'openai', describe: 'OpenAI or any compatible server; OPENAI_BASE_URL, OPENAI_API_KEY', create: createOpenAIModel },
  { name: 'anthropic', describe: 'Anthropic Messages API; ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL', create: createAnthropicModel },
  { name: 'llamacpp', describe: 'a local .gguf file run in-process (needs node-llama-cpp)', create: createLlamaCppModel },
] as const satisfies readonly ProviderDefinition[];

export type ProviderName = (typeof PROVIDERS)[number]['name'];

/**
 * Splits `provider:model`. A prefix that is no known provider makes the whole string an Ollama
 * model, as the seed's `llama3.2:latest` is.
 *
 * @example parseModelName('openai:gpt-4o-mini') // { provider: 'openai', model: 'gpt-4o-mini' }
 * @example parseModelName('llama3.2:latest')    // { provider: 'ollama', model: 'llama3.2:latest' }
 */
export function parseModelName(name: string): { provider: ProviderName; model: string } {
  const { definition, model } = split(name);
  return { provider: definition.name, model };
}

/**
 * The model a name stands for. Throws ConfigError when a key it needs is missing or the name
 * names no model.
 *
 * @example const judge = modelJudge(await createChatModel('ollama:qa_agent_h_v0', process.env));
 */
export async function createChatModel(name: string, env: Env, opts: ProviderOptions = {}): Promise<ChatModel> {
  if (!name.trim()) throw ConfigError.one('model', 'empty model name; expected provider:model, e.g. ollama:llama3.2');
  const { definition, model } = split(name);
  return definition.create(model, env, opts);
}

function split(name: string): { definition: (typeof PROVIDERS)[number]; model: string } {
  const trimmed = name.trim();
  const colon = trimmed.indexOf(':');
  const known = colon < 0 ? undefined : PROVIDERS.find((p) => p.name === trimmed.slice(0, colon));
  return known ? { definition: known, model: trimmed.slice(colon + 1) } : { definition: PROVIDERS[0], model: trimmed };
}
