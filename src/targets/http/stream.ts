// Streamed replies folded into one text: Server-Sent Events and the Vercel AI SDK data stream.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { TargetError } from '../../core/index.js';
import { snippet } from '../../net/index.js';
import { sourceText } from './contexts.js';

type Json = Record<string, unknown>;

/** A streamed reply: its text, and the source parts it carried (AI SDK `source-url`, `source-document`), if any. */
export interface StreamedReply {
  readonly text: string;
  readonly sources?: readonly string[];
}

/**
 * Concatenates the text of an SSE body: OpenAI chat-completion chunks, Vercel AI SDK
 * UI-message `text-delta` events, Anthropic `content_block_delta`s, or plain `data:` text.
 * Stops at `data: [DONE]`; other JSON events (start, finish, tool calls…) carry no text, and
 * AI SDK source parts are kept as what the bot retrieved.
 */
export function decodeSse(body: string, where: string): StreamedReply {
  let text = '';
  const sources: string[] = [];
  let done = false;
  let failed: string | undefined;
  const onEvent = (event: EventSourceMessage): void => {
    if (done || failed !== undefined) return;
    const { data } = event;
    if (data === '[DONE]') {
      done = true;
      return;
    }
    const json = data.charCodeAt(0) === 0x7b ? parseObject(data) : undefined;
    if (json === undefined) {
      text += data;
      return;
    }
    failed = streamError(json);
    text += deltaText(json);
    if (json['type'] === 'source-url' || json['type'] === 'source-document' || json['type'] === 'source') {
      const source = sourceText(json['source'] ?? json);
      if (source !== undefined) sources.push(source);
    }
  };
  const parser = createParser({ onEvent });
  parser.feed(body);
  // A stream may end without the blank line that dispatches its last event.
  parser.feed('\n\n');
  if (failed !== undefined) throw streamFailure(where, failed);
  return sources.length > 0 ? { text, sources } : { text };
}

/** The text one JSON event adds, or '' for events that carry none. */
function deltaText(e: Json): string {
  const choices = e['choices'];
  if (Array.isArray(choices)) {
    const choice = choices[0] as Json | undefined;
    const delta = choice?.['delta'] as Json | undefined;
    return str(delta?.['content']) ?? str(choice?.['text']) ?? '';
  }
  switch (e['type']) {
    case 'text-delta':
      return str(e['delta']) ?? str(e['textDelta']) ?? '';
    case 'content_block_delta':
      return str((e['delta'] as Json | undefined)?.['text']) ?? '';
    default:
      return '';
  }
}

/** The message of an error event (UI-message, Anthropic or OpenAI shape), if this is one. */
function streamError(e: Json): string | undefined {
  if (e['type'] === 'error') {
    return str(e['errorText']) ?? str((e['error'] as Json | undefined)?.['message']) ?? 'unknown error';
  }
  const error = e['error'];
  if (error !== undefined && error !== null && e['choices'] === undefined) {
    return str(error) ?? str((error as Json)['message']) ?? 'unknown error';
  }
  return undefined;
}

// A Vercel AI SDK data stream line: a one-character part code, a colon, then a JSON value.
const DATA_STREAM_LINE = /^[0-9a-z]:[[{"\d\-tfn]/;

/**
 * The text of a Vercel AI SDK data stream (`0:"Hel"\n0:"lo"\n…`): `0:` parts decoded and joined,
 * `3:` (error) parts thrown, `h:` (source) parts kept as what the bot retrieved, other parts
 * ignored. Returns undefined when the body is not one — with `sniffing`, any line that does not
 * fit the format means plain text, so a reply such as "1: first step" is never mangled.
 */
export function decodeDataStream(body: string, where: string, sniffing: boolean): StreamedReply | undefined {
  let text = '';
  const sources: string[] = [];
  let parts = 0;
  let failed: string | undefined;
  for (const raw of body.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === '') continue;
    if (!DATA_STREAM_LINE.test(line)) {
      if (sniffing) return undefined;
      continue;
    }
    const code = line.charCodeAt(0);
    if (code === 0x68) {
      // 'h': a source part, {"sourceType":"url","id":…,"url":…,"title":…}.
      const source = sourceText(parseJson(line.slice(2)));
      if (source !== undefined) sources.push(source);
      continue;
    }
    if (code !== 0x30 && code !== 0x33) continue; // only '0' (text) and '3' (error) matter
    const value = parseJson(line.slice(2));
    if (typeof value !== 'string') {
      if (sniffing) return undefined;
      continue;
    }
    if (code === 0x33) failed ??= value;
    else text += value;
    parts++;
  }
  if (parts === 0 && sniffing) return undefined;
  if (failed !== undefined) throw streamFailure(where, failed);
  return sources.length > 0 ? { text, sources } : { text };
}

function streamFailure(where: string, message: string): TargetError {
  // Like a 500 sent after the headers: the server failed mid-reply, so another try may work.
  return new TargetError(`${where}: the reply stream reported an error: ${snippet(message)}`, { retryable: true });
}

function parseObject(data: string): Json | undefined {
  const value = parseJson(data);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
