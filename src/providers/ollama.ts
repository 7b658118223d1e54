// Ollama through its official client (native API): /api/chat, or /api/generate for a single prompt,
// streamed or not. The address comes from OLLAMA_HOST as Ollama's own client reads it.
import type { Ollama } from 'ollama/browser';
import { ConfigError, UnreachableError, type Message } from '../core/index.js';
import { displayUrl, networkProblem, snippet } from '../net/index.js';
import { providerFailure, statusFailure } from './errors.js';
import { splitSystem, type ChatModel, type ChatOptions, type Env, type ProviderOptions } from './model.js';
import { ollamaBaseUrl } from './ollama-host.js';

/**
 * @example const m = await createOllamaModel('llama3.2:latest', process.env, { stream: true });
 */
export async function createOllamaModel(model: string, env: Env, opts: ProviderOptions = {}): Promise<ChatModel> {
  if (!model.trim()) throw ConfigError.one('ollama', 'no model named: write ollama:<model>, e.g. ollama:llama3.2');
  const id = `ollama:${model}`;
  const { base, headers } = withoutCredentials(ollamaBaseUrl(opts.baseUrl ?? env.OLLAMA_HOST));
  // The fetch-only build: the package's Node entry adds file helpers vouch never uses.
  const { Ollama: Client } = await import('ollama/browser');
  const client = (signal?: AbortSignal): Ollama => new Client({ host: base, headers, fetch: checkedFetch(id, signal) });

  const chat = async (messages: readonly Message[], o: ChatOptions = {}): Promise<string> => {
    const generate = opts.ollamaApi === 'generate' && singlePrompt(messages);
    const where = `${id}: POST ${base}/api/${generate ? 'generate' : 'chat'}`;
    const options = { ...(o.temperature !== undefined && { temperature: o.temperature }), ...(o.maxTokens !== undefined && { num_predict: o.maxTokens }) };
    try {
      const c = client(o.signal);
      return generate
        ? await viaGenerate(c, model, messages, options, opts.stream ?? false)
        : await viaChat(c, model, messages, options, opts.stream ?? false);
    } catch (err) {
      throw providerFailure(err, { where, ...(o.signal && { signal: o.signal }) });
    }
  };

  const health = async (signal: AbortSignal): Promise<void> => {
    let names: string[];
    try {
      const c = client(signal);
      await c.version();
      names = (await c.list()).models.map((m) => m.name);
    } catch (err) {
      const problem = signal.aborted ? 'timed out' : networkProblem(err) ?? snippet(err instanceof Error ? err.message : String(err));
      throw new UnreachableError(`${id}: cannot reach Ollama at ${base}: ${problem} — is \`ollama serve\` running, and is OLLAMA_HOST right?`);
    }
    if (!hasModel(names, model)) {
      throw new UnreachableError(`${id}: Ollama at ${base} has no model "${model}" — run \`ollama pull ${model}\` (or \`ollama create\` it)`);
    }
  };

  return { id, chat, health };
}

type ModelOptions = { temperature?: number; num_predict?: number };

async function viaChat(c: Ollama, model: string, messages: readonly Message[], options: ModelOptions, stream: boolean): Promise<string> {
  const request = { model, messages: messages.map((m) => ({ role: m.role, content: m.content })), options };
  if (!stream) return (await c.chat({ ...request, stream: false })).message.content;
  let text = '';
  for await (const part of await c.chat({ ...request, stream: true })) text += part.message.content;
  return text;
}

async function viaGenerate(c: Ollama, model: string, messages: readonly Message[], options: ModelOptions, stream: boolean): Promise<string> {
  const { system, turns } = splitSystem(messages);
  const request = { model, prompt: turns[0]?.content ?? '', ...(system !== undefined && { system }), options };
  if (!stream) return (await c.generate({ ...request, stream: false })).response ?? '';
  let text = '';
  for await (const part of await c.generate({ ...request, stream: true })) text += part.response ?? '';
  return text;
}

/**
 * `user:pass@` in OLLAMA_HOST becomes Basic auth, as Go's client sends it (fetch refuses URLs with
 * credentials), and leaves the URL, so it never shows in ids or errors.
 */
function withoutCredentials(url: string): { base: string; headers: Record<string, string> } {
  const parsed = new URL(url);
  if (!parsed.username && !parsed.password) return { base: url, headers: {} };
  const pair = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`;
  return { base: displayUrl(url).replace(/\/$/, ''), headers: { authorization: `Basic ${Buffer.from(pair).toString('base64')}` } };
}

/** One user message, perhaps after a system message: what /api/generate can carry. */
function singlePrompt(messages: readonly Message[]): boolean {
  const { turns } = splitSystem(messages);
  return turns.length === 1 && turns[0]?.role === 'user';
}

/** `llama3.2` is `llama3.2:latest` to Ollama. */
function hasModel(names: readonly string[], model: string): boolean {
  const full = model.includes(':') ? model : `${model}:latest`;
  return names.some((n) => n === model || n === full);
}

/**
 * The fetch the client uses: ties each request to the caller's signal (the client has no
 * per-request signal) and turns an error status into a TargetError before the client sees it, so
 * its own error path (which logs to stdout) never runs and Retry-After is kept.
 */
function checkedFetch(id: string, signal: AbortSignal | undefined): typeof fetch {
  return async (input, init) => {
    const signals = [init?.signal, signal].filter((s): s is AbortSignal => !!s);
    const res = await fetch(input, { ...init, ...(signals.length && { signal: AbortSignal.any(signals) }) });
    if (res.ok) return res;
    const url = input instanceof Request ? input.url : String(input);
    const where = `${id}: ${init?.method ?? 'GET'} ${displayUrl(url)}`;
    throw statusFailure(res.status, errorText(await res.text().catch(() => '')), { where }, res.headers.get('retry-after'));
  };
}

/** Ollama answers errors as `{"error": "..."}`. */
function errorText(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const error = (parsed as { error?: unknown }).error;
    if (typeof error === 'string') return error;
  } catch {
    // Not JSON: show the text as it came.
  }
  return body;
}
