// What vouch needs from a language model, whichever provider serves it: messages in, text out.
import type { Message, ModelOptions } from '../core/index.js';

export interface ChatOptions {
  /** Omitted: the model's own default (the system under test samples as it would in production). */
  readonly temperature?: number;
  readonly maxTokens?: number;
  readonly signal?: AbortSignal;
}

/**
 * A model behind some provider. `chat` throws `TargetError` (with `retryable`) when the
 * provider fails; messages never contain keys.
 */
export interface ChatModel {
  /** `provider:model`, e.g. `ollama:llama3.2:latest`: what reports and the judge cache key show. */
  readonly id: string;
  chat(messages: readonly Message[], opts?: ChatOptions): Promise<string>;
  /** Checked once before a run; throws `UnreachableError` saying what to fix. */
  health?(signal: AbortSignal): Promise<void>;
  /**
   * The cap on a judge's reply when none is configured. Set by models that generate on this
   * machine: a yes/no answer needs a few tokens, and a model that never stops would otherwise
   * spend the provider's whole default on every question.
   */
  readonly judgeMaxTokens?: number;
  /** Frees what the model holds (an in-process model's memory). */
  close?(): Promise<void>;
}

/** Settings a suite or the command line may give a provider; the environment fills the rest. */
export interface ProviderOptions {
  /** Read the reply as a stream of deltas (default false). Both give the same text. */
  readonly stream?: boolean;
  /** Overrides the provider's base-URL variable (`OPENAI_BASE_URL`, `ANTHROPIC_BASE_URL`, `OLLAMA_HOST`). */
  readonly baseUrl?: string;
  /** Overrides the provider's key variable; a suite should write `${VAR}`, never the key itself. */
  readonly apiKey?: string;
  /** Ollama: `generate` sends a single prompt to `/api/generate` (conversations still use `/api/chat`). */
  readonly ollamaApi?: 'chat' | 'generate';
  /** llamacpp: context window in tokens (default 4096). */
  readonly contextSize?: number;
  /** llamacpp: CPU threads (default: node-llama-cpp's choice); 1 is fastest for tiny models on a busy machine. */
  readonly threads?: number;
}

export type Env = Readonly<Record<string, string | undefined>>;

/** A provider: how `provider:model` becomes a ChatModel. */
export interface ProviderDefinition {
  readonly name: string;
  readonly describe: string;
  /** The suite options its models use besides maxTokens and temperature, which every model takes. */
  readonly reads: readonly (keyof ModelOptions)[];
  create(model: string, env: Env, opts: ProviderOptions): Promise<ChatModel>;
}

/** Splits messages into the system text (joined) and the conversation, as most APIs want them. */
export function splitSystem(messages: readonly Message[]): { system?: string; turns: Message[] } {
  const system = messages.filter((m) => m.role === 'system').map((m) => m.content);
  const turns = messages.filter((m) => m.role !== 'system');
  return system.length ? { system: system.join('\n\n'), turns } : { turns };
}
