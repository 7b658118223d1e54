// Anthropic's Messages API through the official client; the key comes from ANTHROPIC_API_KEY.
import type Anthropic from '@anthropic-ai/sdk';
import { ConfigError, type Message } from '../core/index.js';
import { displayUrl } from '../net/index.js';
import { providerFailure } from './errors.js';
import { splitSystem, type ChatModel, type ChatOptions, type Env, type ProviderOptions } from './model.js';

const ANTHROPIC_BASE = 'https://api.anthropic.com';
/** The API requires a cap; judges and test answers need far less. */
const DEFAULT_MAX_TOKENS = 1024;

/**
 * @example const m = await createAnthropicModel('claude-3-5-haiku-latest', process.env);
 */
export async function createAnthropicModel(model: string, env: Env, opts: ProviderOptions = {}): Promise<ChatModel> {
  const id = `anthropic:${model}`;
  if (!model.trim()) throw ConfigError.one('anthropic', 'no model named: write anthropic:<model>, e.g. anthropic:claude-3-5-haiku-latest');
  const apiKey = opts.apiKey ?? env.ANTHROPIC_API_KEY;
  if (!apiKey) throw ConfigError.one(id, 'ANTHROPIC_API_KEY is not set: export ANTHROPIC_API_KEY=<your key>');
  const baseURL = (opts.baseUrl ?? env.ANTHROPIC_BASE_URL ?? ANTHROPIC_BASE).replace(/\/+$/, '');
  const { default: Client } = await import('@anthropic-ai/sdk');
  // An explicit key, so the client looks for no other credential (variables, profile files);
  // retries are the runner's. The 1.x client sends an API key as `Authorization: Bearer`; the
  // Messages API documents `x-api-key` (and gateways and proxies check only that), so the key
  // goes there and the Bearer header is dropped (a null default header removes it).
  const client = new Client({ apiKey, baseURL, maxRetries: 0, defaultHeaders: { 'x-api-key': apiKey, authorization: null } });
  const where = `${id}: POST ${displayUrl(baseURL)}/v1/messages`;

  const chat = async (messages: readonly Message[], o: ChatOptions = {}): Promise<string> => {
    const { system, turns } = splitSystem(messages);
    const body: Anthropic.MessageCreateParamsNonStreaming = {
      model,
      max_tokens: o.maxTokens ?? DEFAULT_MAX_TOKENS,
      messages: turns.map((m) => ({ role: m.role === 'assistant' ? 'assistant' : 'user', content: m.content })),
      ...(system !== undefined && { system }),
      ...(o.temperature !== undefined && { temperature: o.temperature }),
    };
    try {
      return opts.stream ? await streamed(client, body, o.signal) : await whole(client, body, o.signal);
    } catch (err) {
      throw providerFailure(err, { where, secrets: [apiKey], ...(o.signal && { signal: o.signal }) });
    }
  };
  return { id, chat };
}

async function whole(client: Anthropic, body: Anthropic.MessageCreateParamsNonStreaming, signal?: AbortSignal): Promise<string> {
  const res = await client.messages.create(body, signal ? { signal } : {});
  // Text blocks only: thinking and tool blocks are not the answer.
  return res.content.map((b) => (b.type === 'text' ? b.text : '')).join('');
}

async function streamed(client: Anthropic, body: Anthropic.MessageCreateParamsNonStreaming, signal?: AbortSignal): Promise<string> {
  const stream = await client.messages.create({ ...body, stream: true }, signal ? { signal } : {});
  let text = '';
  for await (const event of stream) {
    if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') text += event.delta.text;
  }
  return text;
}
