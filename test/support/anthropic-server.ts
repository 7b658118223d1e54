// A protocol-faithful Anthropic Messages server on 127.0.0.1 for tests: POST /v1/messages with the
// key in x-api-key and a dated anthropic-version header, as the API documents (401 and 400 without
// them; a key sent as `Authorization: Bearer` is no x-api-key); one JSON message or (with
// "stream": true) SSE events message_start, content_block_start/delta/stop, message_delta,
// message_stop.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson } from './http-io.js';

export interface AnthropicRequest {
  readonly model: string;
  readonly system?: string;
  readonly messages: readonly { role: string; content: string }[];
  readonly temperature?: number;
  readonly maxTokens: number;
  readonly stream: boolean;
  readonly headers: IncomingHttpHeaders;
}

/** The text to answer, or an error status with Anthropic's `{"type": "error"}` body. */
export type AnthropicScript = string | { status: number; message: string; retryAfter?: string };

export interface AnthropicServerOptions {
  reply?: (req: AnthropicRequest) => AnthropicScript;
  /** The key requests must carry in x-api-key. */
  apiKey: string;
  chunkChars?: number;
}

export interface AnthropicServer {
  /** `http://127.0.0.1:<port>`: what ANTHROPIC_BASE_URL would be. */
  readonly baseUrl: string;
  readonly requests: AnthropicRequest[];
  close(): Promise<void>;
}

const ERROR_TYPES: Readonly<Record<number, string>> = {
  400: 'invalid_request_error', 401: 'authentication_error', 404: 'not_found_error', 429: 'rate_limit_error', 529: 'overloaded_error',
};

/**
 * @example
 * const api = await startAnthropicServer({ apiKey: 'sk-ant-test', reply: () => 'Yes' });
 */
export async function startAnthropicServer(opts: AnthropicServerOptions): Promise<AnthropicServer> {
  const requests: AnthropicRequest[] = [];
  const server = createServer((req, res) => {
    handle(req, res, opts, requests).catch((err: unknown) => fail(res, 500, String(err)));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, requests, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

async function handle(req: IncomingMessage, res: ServerResponse, opts: AnthropicServerOptions, requests: AnthropicRequest[]): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (req.method !== 'POST' || path !== '/v1/messages') return fail(res, 404, `Not found: ${path}`);
  const key = req.headers['x-api-key'];
  if (key === undefined) return fail(res, 401, 'x-api-key header is required');
  if (key !== opts.apiKey) return fail(res, 401, 'invalid x-api-key');
  const version = req.headers['anthropic-version'];
  if (version === undefined) return fail(res, 400, 'anthropic-version: header is required');
  // Versions are dates (2023-06-01); the SDK sends the one its types are written for.
  if (typeof version !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(version)) return fail(res, 400, `anthropic-version: invalid version ${JSON.stringify(version)}`);
  const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
  if (typeof body.max_tokens !== 'number') return fail(res, 400, 'max_tokens: Field required');
  const request: AnthropicRequest = {
    model: String(body.model),
    ...(typeof body.system === 'string' && { system: body.system }),
    messages: (body.messages ?? []) as { role: string; content: string }[],
    ...(typeof body.temperature === 'number' && { temperature: body.temperature }),
    maxTokens: body.max_tokens,
    stream: body.stream === true,
    headers: req.headers,
  };
  requests.push(request);
  const script = (opts.reply ?? ((r) => `echo: ${r.messages.at(-1)?.content ?? ''}`))(request);
  if (typeof script !== 'string') {
    if (script.retryAfter) res.setHeader('retry-after', script.retryAfter);
    return fail(res, script.status, script.message);
  }
  const message = { id: 'msg_test123', type: 'message', role: 'assistant', model: request.model, stop_sequence: null };
  if (!request.stream) {
    return send(res, 200, {
      ...message,
      content: [{ type: 'text', text: script }],
      stop_reason: 'end_turn',
      usage: { input_tokens: 10, output_tokens: 3 },
    });
  }
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  const event = (type: string, data: Record<string, unknown>) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  event('message_start', { message: { ...message, content: [], stop_reason: null, usage: { input_tokens: 10, output_tokens: 1 } } });
  event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
  event('ping', {});
  const size = opts.chunkChars ?? 3;
  for (let i = 0; i < script.length; i += size) {
    event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: script.slice(i, i + size) } });
  }
  event('content_block_stop', { index: 0 });
  event('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 3 } });
  event('message_stop', {});
  res.end();
}

function fail(res: ServerResponse, status: number, message: string): void {
  send(res, status, { type: 'error', error: { type: ERROR_TYPES[status] ?? 'api_error', message } });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  sendJson(res, status, body, { 'request-id': 'req_test123' });
}
