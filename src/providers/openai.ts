// Any OpenAI-compatible chat-completions server (OpenAI, vLLM, LM Studio, llama.cpp's server)
// through the official client. Base URL and key come from OPENAI_BASE_URL / OPENAI_API_KEY or
// from the suite; a local server may need no key, the real OpenAI host always does.
import type OpenAI from 'openai';
import { ConfigError, type Message } from '../core/index.js';
import { displayUrl } from '../net/index.js';
import { providerFailure } from './errors.js';
import type { ChatModel, ChatOptions, Env, ProviderOptions } from './model.js';

const OPENAI_BASE = 'https://api.openai.com/v1';
/**
 * OpenAI's reasoning models: the o-series and GPT-5 (not its `-chat` variants). The API refuses
 * a temperature other than its default and `max_tokens` for them, whichever host serves them
 * (Azure and gateways too), so vouch sends no temperature and `max_completion_tokens`. A
 * gateway's `openai/` style prefix is looked past.
 */
const REASONING_MODEL = /^(?:[\w-]+\/)?(?:o\d+|gpt-5)(?![\w.]*-chat)/i;

/**
 * @example isReasoningModel('o3-mini') // true
 * @example isReasoningModel('gpt-5-chat-latest') // false
 */
export function isReasoningModel(model: string): boolean {
  return REASONING_MODEL.test(model.trim());
}
// Sent when a local server wants no key: the client refuses to run without one.
const NO_KEY = 'no-key';

/**
 * @example const m = await createOpenAIModel('gpt-4o-mini', process.env);
 * @example const local = await createOpenAIModel('qwen2.5', { OPENAI_BASE_URL: 'http://127.0.0.1:1234/v1' });
 */
export async function createOpenAIModel(model: string, env: Env, opts: ProviderOptions = {}): Promise<ChatModel> {
  const id = `openai:${model}`;
  if (!model.trim()) throw ConfigError.one('openai', 'no model named: write openai:<model>, e.g. openai:gpt-4o-mini');
  const baseURL = (opts.baseUrl ?? env.OPENAI_BASE_URL ?? OPENAI_BASE).replace(/\/+$/, '');
  const official = isOfficial(baseURL);
  const apiKey = opts.apiKey ?? env.OPENAI_API_KEY;
  if (!apiKey && official) {
    throw ConfigError.one(id, 'OPENAI_API_KEY is not set: export OPENAI_API_KEY=<your key> (or set OPENAI_BASE_URL to an OpenAI-compatible server that needs none)');
  }
  const { default: Client } = await import('openai');
  // Everything is passed explicitly so the client reads nothing from process.env behind our back;
  // retries and timeouts are the runner's.
  const client = new Client({
    apiKey: apiKey || NO_KEY,
    baseURL,
    organization: env.OPENAI_ORG_ID ?? null,
    project: env.OPENAI_PROJECT_ID ?? null,
    maxRetries: 0,
  });
  const where = `${id}: POST ${displayUrl(baseURL)}/chat/completions`;

  const reasoning = isReasoningModel(model);
  const chat = async (messages: readonly Message[], o: ChatOptions = {}): Promise<string> => {
    const body = {
      model,
      messages: messages.map((m) => ({ role: m.role, content: m.content })),
      ...(o.temperature !== undefined && !reasoning && { temperature: o.temperature }),
      // OpenAI's newer models reject max_tokens; most compatible servers know only max_tokens.
      ...(o.maxTokens !== undefined && (official || reasoning ? { max_completion_tokens: o.maxTokens } : { max_tokens: o.maxTokens })),
    };
    try {
      return opts.stream ? await streamed(client, body, o.signal) : await whole(client, body, o.signal);
    } catch (err) {
      throw providerFailure(err, { where, secrets: [apiKey], ...(o.signal && { signal: o.signal }) });
    }
  };
  return { id, chat };
}

type Body = OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming;

async function whole(client: OpenAI, body: Body, signal?: AbortSignal): Promise<string> {
  const res = await client.chat.completions.create(body, signal ? { signal } : {});
  return res.choices[0]?.message.content ?? '';
}

async function streamed(client: OpenAI, body: Body, signal?: AbortSignal): Promise<string> {
  const stream = await client.chat.completions.create({ ...body, stream: true }, signal ? { signal } : {});
  let text = '';
  for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
  return text;
}

function isOfficial(baseURL: string): boolean {
  return URL.canParse(baseURL) && new URL(baseURL).hostname === 'api.openai.com';
}
