// A real chat endpoint on 127.0.0.1 for tests and the benchmark: speaks every reply shape vouch reads.
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatMode = 'json' | 'text' | 'vercel-data' | 'sse-openai' | 'sse-ui-message' | 'sse-plain';

/** One scripted answer: a status (and, for errors, a Retry-After and body) given before normal replies. */
export type ScriptedStatus =
  | number
  | { status: number; retryAfter?: string; body?: string; headers?: Readonly<Record<string, string>> };

export interface ChatServerOptions {
  /** The bot's text for a request body; default echoes `message`, or the last user message. */
  reply?: (body: unknown) => string;
  mode?: ChatMode;
  /** In `json` mode, the JSON sent for a text; default `{ response: text }`. */
  jsonBody?: (text: string) => unknown;
  /** Delay before answering, in milliseconds. */
  latencyMs?: number;
  /** Answers for the first requests, in order; a 2xx entry means "answer normally". */
  statuses?: readonly ScriptedStatus[];
  /** An answer chosen by the request body (after `statuses`); undefined answers normally. */
  statusFor?: (body: unknown) => ScriptedStatus | undefined;
  /** Status for GET /api/health; default 200. */
  health?: number;
  /** Keep each request's parsed body and headers in `stats` (off by default: the benchmark sends thousands). */
  record?: boolean;
  /** Bytes per write for text and stream bodies, so big replies arrive in many chunks. */
  chunkBytes?: number;
}

export interface ChatServerStats {
  /** Chat requests received (health checks not included). */
  requests: number;
  healthChecks: number;
  inFlight: number;
  maxInFlight: number;
  /** Parsed request bodies, when `record` is set. */
  bodies: unknown[];
  /** Request headers, when `record` is set. */
  headers: IncomingMessage['headers'][];
}

export interface ChatServer {
  /** The chat endpoint, `http://127.0.0.1:<port>/api/chat`. */
  readonly url: string;
  readonly origin: string;
  readonly stats: ChatServerStats;
  close(): Promise<void>;
}

export const CHAT_PATH = '/api/chat';
export const HEALTH_PATH = '/api/health';

/**
 * Starts a chat server on an ephemeral loopback port.
 *
 * @example
 * const bot = await startChatServer({ mode: 'sse-openai', reply: () => 'Hello' });
 * try { await fetch(bot.url, { method: 'POST', body: '{"message":"hi"}' }); } finally { await bot.close(); }
 */
export async function startChatServer(opts: ChatServerOptions = {}): Promise<ChatServer> {
  const stats: ChatServerStats = { requests: 0, healthChecks: 0, inFlight: 0, maxInFlight: 0, bodies: [], headers: [] };
  const script = [...(opts.statuses ?? [])];
  const server = createServer((req, res) => {
    if (req.url === HEALTH_PATH && req.method === 'GET') {
      stats.healthChecks++;
      plain(res, opts.health ?? 200, opts.health === undefined ? 'ok' : (STATUS_CODES[opts.health] ?? ''));
      return;
    }
    if (req.url !== CHAT_PATH || req.method !== 'POST') {
      plain(res, 404, 'not found');
      return;
    }
    stats.requests++;
    stats.maxInFlight = Math.max(stats.maxInFlight, ++stats.inFlight);
    res.once('close', () => stats.inFlight--);
    readJson(req, (body) => {
      if (opts.record) {
        stats.bodies.push(body);
        stats.headers.push(req.headers);
      }
      const scripted = script.shift() ?? (body === undefined ? undefined : opts.statusFor?.(body));
      later(res, opts.latencyMs ?? 0, () => answer(res, body, scripted, opts));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}${CHAT_PATH}`,
    origin,
    stats,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function answer(res: ServerResponse, body: unknown, scripted: ScriptedStatus | undefined, opts: ChatServerOptions): void {
  if (body === undefined) {
    plain(res, 400, 'request body is not JSON');
    return;
  }
  const status = typeof scripted === 'number' ? { status: scripted } : scripted;
  if (status && (status.status < 200 || status.status > 299)) {
    if (status.retryAfter !== undefined) res.setHeader('retry-after', status.retryAfter);
    for (const [name, value] of Object.entries(status.headers ?? {})) res.setHeader(name, value);
    plain(res, status.status, status.body ?? STATUS_CODES[status.status] ?? '');
    return;
  }
  const text = (opts.reply ?? echo)(body);
  const mode = opts.mode ?? 'json';
  if (mode === 'json') {
    const json = JSON.stringify(opts.jsonBody ? opts.jsonBody(text) : { response: text });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
    res.end(json);
    return;
  }
  streamBody(res, mode, text, opts.chunkBytes ?? 16_384);
}

/** Text and streamed modes: the framed body, in one write, or chunked in `chunkBytes` writes when larger. */
function streamBody(res: ServerResponse, mode: Exclude<ChatMode, 'json'>, text: string, chunkBytes: number): void {
  const frames = FRAMES[mode];
  let body = frames.open;
  for (const piece of pieces(text, mode === 'text' ? chunkBytes : Math.max(16, Math.ceil(text.length / 8)))) {
    body += frames.piece(piece);
  }
  body += frames.close;
  res.writeHead(200, frames.headers);
  // Sliced as bytes, so a character split between writes still arrives whole.
  const bytes = Buffer.from(body);
  if (bytes.length <= chunkBytes) return void res.end(bytes);
  for (let at = 0; at < bytes.length; at += chunkBytes) res.write(bytes.subarray(at, at + chunkBytes));
  res.end();
}

interface Frames {
  readonly headers: Record<string, string>;
  readonly open: string;
  readonly piece: (text: string) => string;
  readonly close: string;
}

const sse = (data: unknown): string => `data: ${JSON.stringify(data)}\n\n`;
const SSE_HEADERS = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' };
const OPENAI_CHUNK = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: 'loopback' };

const FRAMES: Record<Exclude<ChatMode, 'json'>, Frames> = {
  text: { headers: { 'content-type': 'text/plain; charset=utf-8' }, open: '', piece: (t) => t, close: '' },
  'vercel-data': {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-vercel-ai-data-stream': 'v1' },
    open: 'f:{"messageId":"msg-1"}\n',
    piece: (t) => `0:${JSON.stringify(t)}\n`,
    close: 'e:{"finishReason":"stop","isContinued":false}\nd:{"finishReason":"stop"}\n',
  },
  'sse-openai': {
    headers: SSE_HEADERS,
    open: sse({ ...OPENAI_CHUNK, choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] }),
    // Written out rather than stringified whole: the benchmark sends thousands of these.
    piece: (t) =>
      `data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":0,"model":"loopback","choices":[{"index":0,"delta":{"content":${JSON.stringify(t)}}}]}\n\n`,
    close: `${sse({ ...OPENAI_CHUNK, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}data: [DONE]\n\n`,
  },
  'sse-ui-message': {
    headers: { ...SSE_HEADERS, 'x-vercel-ai-ui-message-stream': 'v1' },
    open: sse({ type: 'start' }) + sse({ type: 'text-start', id: 't1' }),
    piece: (t) => `data: {"type":"text-delta","id":"t1","delta":${JSON.stringify(t)}}\n\n`,
    close: `${sse({ type: 'text-end', id: 't1' })}${sse({ type: 'finish' })}data: [DONE]\n\n`,
  },
  'sse-plain': {
    headers: SSE_HEADERS,
    open: '',
    // A data line cannot hold a line break: each line is its own `data:` field, which SSE joins with "\n".
    piece: (t) => `data: ${t.split('\n').join('\ndata: ')}\n\n`,
    close: '',
  },
};

/** Splits text into pieces of about `size` characters, never between the halves of a surrogate pair. */
function* pieces(text: string, size: number): Generator<string> {
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + size);
    const code = text.charCodeAt(end - 1);
    if (end < text.length && code >= 0xd800 && code <= 0xdbff) end++;
    yield text.slice(start, end);
    start = end;
  }
}

/** The echo bot: `message`, else the last user message, else the body itself. */
function echo(body: unknown): string {
  const b = body as { message?: unknown; messages?: { role?: unknown; content?: unknown }[] } | null;
  if (typeof b?.message === 'string') return b.message;
  const last = Array.isArray(b?.messages) ? b.messages.findLast((m) => m?.role === 'user') : undefined;
  return typeof last?.content === 'string' ? last.content : JSON.stringify(body);
}

function readJson(req: IncomingMessage, done: (body: unknown) => void): void {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    try {
      done(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    } catch {
      done(undefined);
    }
  });
}

function later(res: ServerResponse, ms: number, fn: () => void): void {
  if (ms <= 0) {
    fn();
    return;
  }
  const timer = setTimeout(() => {
    if (!res.destroyed) fn();
  }, ms);
  res.once('close', () => clearTimeout(timer));
}

function plain(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
