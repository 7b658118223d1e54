// A protocol-faithful OpenAI chat-completions server on 127.0.0.1 for tests: POST
// /v1/chat/completions, one JSON object or (with "stream": true) SSE chunks ending in [DONE].
// Reasoning models (o1, o3, o4-mini, gpt-5…) refuse a temperature other than 1 and max_tokens, as
// the real API does (400 invalid_request_error, `param` naming the field).
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson } from './http-io.js';

export interface OpenAIRequest {
  readonly model: string;
  readonly messages: readonly { role: string; content: string }[];
  readonly temperature?: number;
  /** The body as sent, to assert on max_tokens / max_completion_tokens and the rest. */
  readonly body: Readonly<Record<string, unknown>>;
  readonly stream: boolean;
  readonly headers: IncomingHttpHeaders;
}

/** The text to answer, or an error status with OpenAI's `{"error": {...}}` body. */
export type OpenAIScript = string | { status: number; message: string; retryAfter?: string };

export interface OpenAIServerOptions {
  reply?: (req: OpenAIRequest) => OpenAIScript;
  /** When set, requests must carry `Authorization: Bearer <apiKey>` or get a 401. */
  apiKey?: string;
  /** Put the whole wrong key in the 401 message (a careless server), to test redaction. */
  echoKey?: boolean;
  chunkChars?: number;
  /** Delay before answering, in milliseconds, so requests overlap. */
  latencyMs?: number;
}

export interface OpenAIServer {
  /** `http://127.0.0.1:<port>/v1`: what OPENAI_BASE_URL would be. */
  readonly baseUrl: string;
  readonly requests: OpenAIRequest[];
  /** Chat requests being answered now, and the most there ever were at once. */
  readonly load: { inFlight: number; maxInFlight: number };
  close(): Promise<void>;
}

/** The o-series and GPT-5 reasoning models (not the `-chat` variants, which sample like GPT-4o). */
const REASONING = /^(?:[\w-]+\/)?(?:o\d+|gpt-5)(?![\w.]*-chat)/i;

/**
 * @example
 * const api = await startOpenAIServer({ apiKey: 'sk-test', reply: () => 'No.' });
 * const m = await createChatModel('openai:gpt-4o-mini', { OPENAI_BASE_URL: api.baseUrl, OPENAI_API_KEY: 'sk-test' });
 */
export async function startOpenAIServer(opts: OpenAIServerOptions = {}): Promise<OpenAIServer> {
  const requests: OpenAIRequest[] = [];
  const load = { inFlight: 0, maxInFlight: 0 };
  const server = createServer((req, res) => {
    load.inFlight++;
    load.maxInFlight = Math.max(load.maxInFlight, load.inFlight);
    res.once('close', () => load.inFlight--);
    handle(req, res, opts, requests).catch((err: unknown) => fail(res, 500, String(err), 'server_error'));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    load,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, opts: OpenAIServerOptions, requests: OpenAIRequest[]): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (req.method !== 'POST' || path !== '/v1/chat/completions') return fail(res, 404, `Unknown request URL: ${req.method} ${path}`, 'invalid_request_error');
  const given = /^Bearer (.*)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  if (opts.apiKey !== undefined && given !== opts.apiKey) {
    const shown = opts.echoKey ? given : `${given.slice(0, 3)}*****${given.slice(-2)}`;
    return fail(res, 401, `Incorrect API key provided: ${shown}. You can find your API key at https://platform.openai.com/account/api-keys.`, 'invalid_request_error', 'invalid_api_key');
  }
  const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
  const refused = reasoningRefusal(body);
  if (refused) return fail(res, 400, refused.message, 'invalid_request_error', refused.code, refused.param);
  const request: OpenAIRequest = {
    model: String(body.model),
    messages: (body.messages ?? []) as { role: string; content: string }[],
    ...(typeof body.temperature === 'number' && { temperature: body.temperature }),
    body,
    stream: body.stream === true,
    headers: req.headers,
  };
  requests.push(request);
  const script = (opts.reply ?? ((r) => `echo: ${r.messages.at(-1)?.content ?? ''}`))(request);
  if (opts.latencyMs) await new Promise((ok) => setTimeout(ok, opts.latencyMs));
  if (typeof script !== 'string') {
    if (script.retryAfter) res.setHeader('retry-after', script.retryAfter);
    return fail(res, script.status, script.message, script.status === 429 ? 'rate_limit_exceeded' : 'server_error');
  }
  const base = { id: 'chatcmpl-test123', created: Math.floor(Date.now() / 1000), model: request.model, system_fingerprint: 'fp_test' };
  if (!request.stream) {
    return send(res, 200, {
      ...base,
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: script, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 3, total_tokens: 13 },
    });
  }
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }, null));
  const size = opts.chunkChars ?? 3;
  for (let i = 0; i < script.length; i += size) res.write(chunk({ content: script.slice(i, i + size) }, null));
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

/** What the real API says to a sampling setting a reasoning model does not take. */
function reasoningRefusal(body: Record<string, unknown>): { message: string; code: string; param: string } | undefined {
  if (!REASONING.test(String(body.model))) return undefined;
  if (body.temperature !== undefined && body.temperature !== 1) {
    return {
      message: `Unsupported value: 'temperature' does not support ${JSON.stringify(body.temperature)} with this model. Only the default (1) value is supported.`,
      code: 'unsupported_value',
      param: 'temperature',
    };
  }
  if (body.max_tokens !== undefined) {
    return {
      message: "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      code: 'unsupported_parameter',
      param: 'max_tokens',
    };
  }
  return undefined;
}

function fail(res: ServerResponse, status: number, message: string, type: string, code: string | null = null, param: string | null = null): void {
  send(res, status, { error: { message, type, param, code } });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  sendJson(res, status, body);
}
