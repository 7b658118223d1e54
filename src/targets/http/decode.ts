// From a reply's Content-Type and body to the bot's text (design §5).
import { TargetError } from '../../core/index.js';
import { snippet } from '../../net/index.js';
import { contextsFromJson } from './contexts.js';
import { textFromJson } from './json.js';
import { decodeDataStream, decodeSse } from './stream.js';
import type { TargetReply } from '../target.js';

export interface RawReply {
  readonly contentType: string | null;
  /** The Vercel AI SDK marks its data stream with `x-vercel-ai-data-stream: v1`. */
  readonly dataStream: boolean;
  readonly body: string;
}

/** Web pages: what a login wall, a proxy's error page or a wrong URL answers with 200. */
const HTML_TYPES: ReadonlySet<string> = new Set(['text/html', 'application/xhtml+xml']);
/** The page title is looked for only this far in, so a hostile page cannot make the search slow. */
const TITLE_SEARCH_CHARS = 4096;

/** Where the reply's text and what the bot retrieved are in a JSON reply (design §5, §12). */
export interface ReplyPaths {
  readonly responsePath?: string;
  readonly contextPath?: string;
}

/**
 * JSON → the configured path or default keys; `text/event-stream` → concatenated deltas;
 * `text/plain` → the body (a Vercel data stream decoded); an HTML page → a trial error (a chat
 * endpoint does not answer with a web page: scoring one would grade a login page as the bot);
 * anything else → JSON if it parses, else text. What the bot retrieved comes along when it says.
 */
export function decodeReply(raw: RawReply, paths: ReplyPaths, where: string): TargetReply {
  const type = mediaType(raw.contentType);
  if (HTML_TYPES.has(type)) throw htmlPage(type, raw.body, where);
  if (type === 'application/json' || type.endsWith('+json')) return fromJson(parseJsonReply(raw.body, where), paths, where);
  if (type === 'text/event-stream') return streamed(decodeSse(raw.body, where));
  if (type !== 'text/plain') {
    const json = looseJson(raw.body);
    if (json !== undefined) return fromJson(json, paths, where);
  }
  return plainText(raw, where);
}

function fromJson(json: unknown, paths: ReplyPaths, where: string): TargetReply {
  const text = textFromJson(json, paths.responsePath, where);
  const contexts = contextsFromJson(json, paths.contextPath);
  return contexts ? { text, contexts } : { text };
}

const streamed = (s: { text: string; sources?: readonly string[] }): TargetReply => (s.sources ? { text: s.text, contexts: s.sources } : { text: s.text });

function htmlPage(type: string, body: string, where: string): TargetError {
  const title = /<title[^>]*>([^<]*)/i.exec(body.slice(0, TITLE_SEARCH_CHARS))?.[1]?.trim();
  const page = title ? `an HTML page titled "${snippet(title, 80)}"` : 'an HTML page';
  return new TargetError(
    `${where}: the reply is ${page} (Content-Type: ${type}), not a chat answer; ` +
      'a login page or a proxy\'s error page? Check the URL and the auth headers',
    { retryable: false },
  );
}

function plainText(raw: RawReply, where: string): TargetReply {
  if (raw.dataStream) return streamed(decodeDataStream(raw.body, where, false) ?? { text: '' });
  return streamed(decodeDataStream(raw.body, where, true) ?? { text: raw.body });
}

/** `text/plain; charset=utf-8` → `text/plain`. */
export function mediaType(contentType: string | null): string {
  if (contentType === null) return '';
  const semi = contentType.indexOf(';');
  return (semi === -1 ? contentType : contentType.slice(0, semi)).trim().toLowerCase();
}

function parseJsonReply(body: string, where: string): unknown {
  try {
    return JSON.parse(body);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new TargetError(`${where}: the reply says it is JSON but does not parse (${snippet(why, 120)}): ${snippet(body)}`, {
      retryable: false,
    });
  }
}

/** A JSON object, array or string, when an unlabelled body happens to be one. */
function looseJson(body: string): unknown {
  const first = body.trimStart().charCodeAt(0);
  if (first !== 0x7b && first !== 0x5b && first !== 0x22) return undefined; // { [ "
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
