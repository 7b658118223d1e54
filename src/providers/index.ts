// Providers stage entry: `provider:model` names → ChatModels, usable as target and as judge.
// Each provider's SDK is imported only when one of its models is created (cold start budget).
import { ConfigError, type ModelOptions } from '../core/index.js';
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
  { name: 'ollama', describe: 'Ollama native API; address from OLLAMA_HOST', reads: ['stream', 'api', 'baseUrl'], create: createOllamaModel },
  { name: 'openai', describe: 'OpenAI or any compatible server; OPENAI_BASE_URL, OPENAI_API_KEY', reads: ['stream', 'baseUrl'], create: createOpenAIModel },
  { name: 'anthropic', describe: 'Anthropic Messages API; ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL', reads: ['stream', 'baseUrl'], create: createAnthropicModel },
  { name: 'llamacpp', describe: 'a local .gguf file run in-process (needs node-llama-cpp)', reads: ['contextSize', 'threads'], create: createLlamaCppModel },
] as const satisfies readonly ProviderDefinition[];

/** Options every model takes, whatever serves it: they go with each call. */
const EVERY_MODEL_READS: readonly (keyof ModelOptions)[] = ['maxTokens', 'temperature'];

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

/**
 * The model a suite describes (`{ model, options }`): a ConfigError at `path` (`judge`,
 * `target`) for an option its provider would ignore, so a suite never believes it set something
 * it did not.
 *
 * @example await createConfiguredModel('ollama:llama3.2', { api: 'generate' }, process.env, { file: 'suite.yaml', path: 'judge' })
 */
export async function createConfiguredModel(
  name: string,
  options: ModelOptions,
  env: Env,
  where: { readonly file: string; readonly path: string },
): Promise<ChatModel> {
  const { definition } = split(name);
  const reads: readonly string[] = [...EVERY_MODEL_READS, ...definition.reads];
  const unused = Object.keys(options).filter((key) => !reads.includes(key));
  if (unused.length > 0) {
    throw new ConfigError(unused.map((key) => ({
      file: where.file,
      path: `${where.path}.options.${key}`,
      message: `${definition.name} models do not use "${key}" (they take ${reads.map((k) => `"${k}"`).join(', ')})`,
    })));
  }
  return createChatModel(name, env, providerOptionsOf(options));
}

function providerOptionsOf(o: ModelOptions): ProviderOptions {
  return {
    ...(o.stream !== undefined && { stream: o.stream }),
    ...(o.api !== undefined && { ollamaApi: o.api }),
    ...(o.baseUrl !== undefined && { baseUrl: o.baseUrl }),
    ...(o.contextSize !== undefined && { contextSize: o.contextSize }),
    ...(o.threads !== undefined && { threads: o.threads }),
  };
}

function split(name: string): { definition: (typeof PROVIDERS)[number]; model: string } {
  const trimmed = name.trim();
  const colon = trimmed.indexOf(':');
  const known = colon < 0 ? undefined : PROVIDERS.find((p) => p.name === trimmed.slice(0, colon));
  return known ? { definition: known, model: trimmed.slice(colon + 1) } : { definition: PROVIDERS[0], model: trimmed };
}
