// A protocol-faithful Ollama server on 127.0.0.1 for tests: /api/chat and /api/generate (NDJSON
// stream by default, as Ollama does, or one JSON object with "stream": false), /api/tags, /api/version.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson } from './http-io.js';

/** A request as the tests assert on it, whichever endpoint it came to. */
export interface OllamaRequest {
  readonly path: '/api/chat' | '/api/generate';
  readonly model: string;
  /** /api/generate's `system`; chat requests carry theirs in `messages`. */
  readonly system?: string;
  /** /api/chat's messages, or /api/generate's prompt as one user message. */
  readonly messages: readonly { role: string; content: string }[];
  readonly options: Readonly<Record<string, unknown>>;
  readonly stream: boolean;
  readonly headers: IncomingHttpHeaders;
}

/** The text to answer, or an error status with Ollama's `{"error"}` body. */
export type OllamaScript = string | { status: number; error: string; retryAfter?: string };

export interface OllamaServerOptions {
  reply?: (req: OllamaRequest) => OllamaScript;
  /** Names /api/tags lists; default `llama3.2:latest`. */
  models?: readonly string[];
  /** Characters per streamed line, so streams really come in pieces. */
  chunkChars?: number;
}

export interface OllamaServer {
  /** `http://127.0.0.1:<port>`: what OLLAMA_HOST would be. */
  readonly origin: string;
  readonly host: string;
  readonly requests: OllamaRequest[];
  close(): Promise<void>;
}

/**
 * @example
 * const ollama = await startOllamaServer({ reply: () => 'Yes.' });
 * const model = await createChatModel('llama3.2', { OLLAMA_HOST: ollama.host });
 */
export async function startOllamaServer(opts: OllamaServerOptions = {}): Promise<OllamaServer> {
  const requests: OllamaRequest[] = [];
  const server = createServer((req, res) => {
    handle(req, res, opts, requests).catch((err: unknown) => send(res, 500, { error: String(err) }));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, opts: OllamaServerOptions, requests: OllamaRequest[]): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (req.method === 'GET' && path === '/api/version') return send(res, 200, { version: '0.6.0' });
  if (req.method === 'GET' && path === '/api/tags') return send(res, 200, { models: (opts.models ?? ['llama3.2:latest']).map(tag) });
  if (req.method !== 'POST' || (path !== '/api/chat' && path !== '/api/generate')) return send(res, 404, { error: '404 page not found' });
  const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
  if (typeof body.model !== 'string' || !body.model) return send(res, 400, { error: 'model is required' });
  const request = toRequest(path, body, req.headers);
  requests.push(request);
  const script = (opts.reply ?? echo)(request);
  if (typeof script !== 'string') {
    if (script.retryAfter) res.setHeader('retry-after', script.retryAfter);
    return send(res, script.status, { error: script.error });
  }
  const piece = (content: string, done: boolean): Record<string, unknown> => ({
    model: request.model,
    created_at: new Date().toISOString(),
    ...(path === '/api/chat' ? { message: { role: 'assistant', content } } : { response: content }),
    done,
    ...(done && { done_reason: 'stop', total_duration: 1000, eval_count: 3, ...(path === '/api/generate' && { context: [1, 2, 3] }) }),
  });
  if (!request.stream) return send(res, 200, piece(script, true));
  res.writeHead(200, { 'content-type': 'application/x-ndjson' });
  for (const part of chunks(script, opts.chunkChars ?? 3)) res.write(`${JSON.stringify(piece(part, false))}\n`);
  res.end(`${JSON.stringify(piece('', true))}\n`);
}

function toRequest(path: '/api/chat' | '/api/generate', body: Record<string, unknown>, headers: IncomingHttpHeaders): OllamaRequest {
  const messages = path === '/api/chat'
    ? ((body.messages ?? []) as { role: string; content: string }[])
    : [{ role: 'user', content: String(body.prompt ?? '') }];
  return {
    path,
    model: body.model as string,
    ...(typeof body.system === 'string' && { system: body.system }),
    messages,
    options: (body.options ?? {}) as Record<string, unknown>,
    // Ollama streams unless told otherwise.
    stream: body.stream !== false,
    headers,
  };
}

const echo = (req: OllamaRequest): string => `echo: ${req.messages.at(-1)?.content ?? ''}`;

const tag = (name: string) => ({
  name,
  model: name,
  modified_at: '2024-11-01T00:00:00Z',
  size: 2019393189,
  digest: 'a80c4f17acd55265feec403c7aef86be0c25983ab279d83f3bcd3abbcb5b8b72',
  details: { format: 'gguf', family: 'llama', parameter_size: '3.2B', quantization_level: 'Q4_K_M' },
});

function chunks(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  sendJson(res, status, body, { 'content-type': 'application/json; charset=utf-8' });
}
