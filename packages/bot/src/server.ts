// The reference bot over HTTP (node:http): POST /api/chat and GET /api/health, bound to
// 127.0.0.1 unless told otherwise. Replies are JSON by default, streamed text or SSE on request.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UsageError } from 'vouch';
import type { Vault } from 'vouch';
import { SEED_FALLBACK_PHRASE } from 'vouch';
import { loadVault } from 'vouch';
import { createBot, type BotOptions, type ChatBot } from './bot.js';
import { generatingBot, type AnswerModel } from './generate.js';
import { parseChatRequest, readBody, replyFormat, RequestError, type ReplyFormat } from './request.js';

export interface StartBotOptions extends BotOptions {
  /** Generation mode: a model writes answers from the retrieved sections (citations verified). */
  readonly model?: AnswerModel;
  /** A vault folder to load, or `vault` already loaded. */
  readonly vaultDir?: string;
  readonly vault?: Vault;
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
}

export interface RunningBot {
  /** The origin, e.g. `http://127.0.0.1:3000`; the chat endpoint is `${url}/api/chat`. */
  readonly url: string;
  close(): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

/** Splits a reply into a few pieces at word boundaries, so streaming clients see several chunks. */
export function pieces(text: string, count = 4): string[] {
  const words = text.split(/(?<=\s)/);
  const size = Math.max(1, Math.ceil(words.length / count));
  const out: string[] = [];
  for (let i = 0; i < words.length; i += size) out.push(words.slice(i, i + size).join(''));
  return out;
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

async function sendReply(res: ServerResponse, text: string, format: ReplyFormat): Promise<void> {
  if (format === 'json') return sendJson(res, 200, { response: text });
  const sse = format === 'sse';
  res.writeHead(200, {
    'content-type': sse ? 'text/event-stream; charset=utf-8' : 'text/plain; charset=utf-8',
    'cache-control': 'no-cache',
  });
  for (const piece of pieces(text)) {
    res.write(sse ? `data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n` : piece);
    await nextTick();
  }
  res.end(sse ? 'data: [DONE]\n\n' : undefined);
}

async function handle(bot: ChatBot, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path === '/api/health') {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: 'use GET' }, { allow: 'GET' });
    return sendJson(res, 200, { status: 'ok' });
  }
  if (path !== '/api/chat') return sendJson(res, 404, { error: `no route ${path}` });
  if (req.method !== 'POST') return sendJson(res, 405, { error: 'use POST' }, { allow: 'POST' });
  const request = parseChatRequest(await readBody(req));
  const reply = await bot.reply(request.history);
  return sendReply(res, reply.text, replyFormat(req.headers.accept, request.stream));
}

function onError(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // Drain what the client is still sending, so it reads the error instead of a reset.
  req.resume();
  // Internal details stay in the process; the client learns only that the request failed.
  if (error instanceof RequestError) sendJson(res, error.status, { error: error.message }, { connection: 'close' });
  else sendJson(res, 500, { error: 'internal error' });
}

/**
 * Starts the reference bot.
 * @example
 * const bot = await startBot({ vaultDir: 'data/sample-vault', port: 0 });
 * await fetch(`${bot.url}/api/chat`, { method: 'POST', body: JSON.stringify({ message: 'Hi' }) });
 * await bot.close();
 */
export async function startBot(options: StartBotOptions): Promise<RunningBot> {
  if (!options.vault && options.vaultDir === undefined) throw new UsageError('startBot needs a vaultDir or a vault');
  const vault = options.vault ?? (await loadVault(options.vaultDir ?? ''));
  const extractive = createBot(vault, options);
  const fallbackPhrase = options.fallbackPhrase ?? SEED_FALLBACK_PHRASE;
  const bot = options.model ? generatingBot(extractive, options.model, { vault, fallbackPhrase }) : extractive;
  const server = createServer((req, res) => {
    handle(bot, req, res).catch((error: unknown) => onError(req, res, error));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
