// The `http` target: POST a conversation to a chat endpoint, read the bot's text back (design §5).
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { ConfigError, TargetError, type HttpTargetSpec, type Message } from '../../core/index.js';
import { displayUrl, urlSecrets } from '../../net/index.js';
import type { Target, TargetReply } from '../target.js';
import { decodeReply, mediaType } from './decode.js';
import { failure, redactError, statusError } from './errors.js';
import { buildHeaders, type Env } from './headers.js';
import { checkHealth } from './health.js';
import { readBody } from './read.js';
import { undecodable, undecodableError } from './undecodable.js';
import { bodyBuilder, conversationBodyBuilder } from './request.js';
import { decodedBody, endpoint, header, UndecodableEncoding } from './transport.js';
import { normalizeChatUrl } from './chat-url.js';

export { defaultHealthUrl, normalizeChatUrl } from './chat-url.js';
export { carriesHistory } from './request.js';


export interface HttpTargetOptions {
  /** Replies past this many bytes are errors, found while reading (never truncated). */
  readonly maxResponseBytes: number;
  /** Where `${VAR}` in headers comes from; process.env when not given. */
  readonly env?: Env;
  /** Where the spec came from (suite file or `--url`), for ConfigError messages. */
  readonly source?: string;
}

/** Enough of an error reply to quote 200 characters of it. */
const ERROR_BODY_BYTES = 2048;

/**
 * A Target that POSTs to `spec.url`. Headers are interpolated once, here, so an unset
 * `${VAR}` is a ConfigError before anything runs. The id never shows header values.
 *
 * @example
 * const bot = httpTarget({ kind: 'http', url: 'http://127.0.0.1:3000', method: 'POST', headers: {},
 *   request: 'message', healthUrl: false }, { maxResponseBytes: 1 << 20 });
 * const { text } = await bot.send({ caseId: 'a', trial: 0, messages: [{ role: 'user', content: 'hi' }] }, signal);
 */
export function httpTarget(spec: HttpTargetSpec, opts: HttpTargetOptions): Target {
  const source = opts.source ?? 'target';
  const url = checkedUrl(spec, source);
  const method = checkedMethod(spec.method, source);
  const built = buildHeaders(spec.headers, opts.env ?? process.env, source);
  const headers = built.headers;
  // A server may echo the URL it was called with (`Cannot POST /chat?api_key=…`) as well as headers.
  const secrets = [...built.secrets, ...urlSecrets(url), ...(typeof spec.healthUrl === 'string' ? urlSecrets(spec.healthUrl) : [])]
    .filter((s) => s.length >= 4)
    .sort((a, b) => b.length - a.length);
  const where = `${method} ${displayUrl(url)}`;
  const toBody = bodyBuilder(spec);
  // A conversation carries its history, so its turns never go as a lone {"message"} (design §5).
  const toConversationBody = conversationBodyBuilder(spec);
  const chat = endpoint(url);
  const limit = opts.maxResponseBytes;

  const send = async (messages: readonly Message[], conversation: boolean, signal: AbortSignal): Promise<TargetReply> => {
    try {
      const res = await chat.send({ method, headers, body: (conversation ? toConversationBody : toBody)(messages), signal });
      return await readReply(res, limit, where, spec);
    } catch (err) {
      const failed = failure(err, where, signal);
      throw secrets.length === 0 ? failed : redactError(failed, secrets);
    }
  };

  const target: Target = {
    // The URL is its own label: "http:" before it would read "http:http://…" in every report.
    id: displayUrl(url),
    secrets,
    send: (request, signal) => send(request.messages, request.turn !== undefined, signal),
    close: async () => chat.close(),
  };
  if (typeof spec.healthUrl !== 'string') return target;
  const healthUrl = spec.healthUrl;
  // Auth headers go to the health URL only on the chat endpoint's own origin.
  const healthHeaders = sameOrigin(healthUrl, url) ? withoutContentType(headers) : {};
  return { ...target, health: (signal) => checkHealth(healthUrl, displayUrl(healthUrl), healthHeaders, signal) };
}

async function readReply(res: IncomingMessage, limit: number, where: string, spec: HttpTargetSpec): Promise<TargetReply> {
  const status = res.statusCode ?? 0;
  if (status < 200 || status > 299) {
    const { text } = await readBody(res, ERROR_BODY_BYTES);
    const answer = { status, reason: res.statusMessage ?? '', retryAfter: header(res, 'retry-after'), location: header(res, 'location') };
    throw statusError(where, answer, text);
  }
  if (Number(header(res, 'content-length') ?? 0) > limit) {
    res.destroy();
    throw tooLarge(where, limit);
  }
  const { text, bytes, exceeded } = await readBody(decoded(res, where), limit);
  if (exceeded) throw tooLarge(where, limit);
  const contentType = header(res, 'content-type') ?? null;
  const notText = undecodable(status, bytes, mediaType(contentType));
  if (notText) throw undecodableError(where, notText);
  const dataStream = res.headers['x-vercel-ai-data-stream'] !== undefined;
  const paths = { ...(spec.responsePath ? { responsePath: spec.responsePath } : {}), ...(spec.contextPath ? { contextPath: spec.contextPath } : {}) };
  return decodeReply({ contentType, dataStream, body: text }, paths, where);
}

function decoded(res: IncomingMessage, where: string): Readable {
  try {
    return decodedBody(res);
  } catch (error) {
    if (error instanceof UndecodableEncoding) throw undecodableError(where, error.message);
    throw error;
  }
}

function tooLarge(where: string, limit: number): TargetError {
  return new TargetError(
    `${where}: the reply exceeded ${limit} bytes (maxResponseBytes); vouch never checks a truncated reply`,
    { retryable: false },
  );
}

function checkedUrl(spec: HttpTargetSpec, source: string): string {
  const url = normalizeChatUrl(spec.url, source);
  // Checked on the URL as written: normalising a bare origin would silently drop them.
  const parsed = new URL(spec.url.trim());
  if (parsed.username || parsed.password) {
    throw ConfigError.one(source, 'credentials in the URL are not sent; use a header such as "Authorization: Basic ${CREDENTIALS}"', 'url');
  }
  return url;
}

function checkedMethod(method: string, source: string): string {
  const upper = method.toUpperCase();
  if (upper === 'GET' || upper === 'HEAD') {
    throw ConfigError.one(source, `${upper} requests cannot carry the prompt; use POST (or PUT, PATCH)`, 'method');
  }
  return upper;
}

function sameOrigin(a: string, b: string): boolean {
  return URL.canParse(a) && new URL(a).origin === new URL(b).origin;
}

function withoutContentType(headers: Record<string, string>): Record<string, string> {
  const { 'content-type': _, ...rest } = headers;
  return rest;
}
