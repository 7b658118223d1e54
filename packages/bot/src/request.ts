// Reading a chat request: the body within its size limit, as JSON, into a conversation; and which
// reply format the client asked for. Pure apart from reading the request stream.
import type { IncomingMessage } from 'node:http';
import type { Message, Role } from 'vouch';

export const MAX_BODY_BYTES = 64 * 1024;

/** A request the server answers with an HTTP error and a JSON `{ error }` body. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The body as text; stops reading and throws 413 once it passes `limit` bytes. */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new RequestError(413, `request body over ${limit} bytes`);
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of req) {
    const chunk = part as Buffer;
    size += chunk.length;
    if (size > limit) throw new RequestError(413, `request body over ${limit} bytes`);
    parts.push(chunk);
  }
  return Buffer.concat(parts).toString('utf8');
}

export interface ChatRequest {
  readonly history: readonly Message[];
  readonly stream: boolean;
}

const ROLES: readonly Role[] = ['system', 'user', 'assistant'];

function toMessage(value: unknown, i: number): Message {
  if (typeof value !== 'object' || value === null) throw new RequestError(400, `messages[${i}] must be an object`);
  const { role, content } = value as { role?: unknown; content?: unknown };
  if (typeof role !== 'string' || !ROLES.includes(role as Role)) {
    throw new RequestError(400, `messages[${i}].role must be one of ${ROLES.join(', ')}`);
  }
  if (typeof content !== 'string') throw new RequestError(400, `messages[${i}].content must be a string`);
  return { role: role as Role, content };
}

/** `{"message": "…"}` or `{"messages": [{role, content}, …]}`, optionally with `"stream": true`. */
export function parseChatRequest(body: string): ChatRequest {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new RequestError(400, 'request body is not valid JSON');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new RequestError(400, 'request body must be a JSON object');
  }
  const { message, messages, stream } = json as { message?: unknown; messages?: unknown; stream?: unknown };
  let history: Message[];
  if (Array.isArray(messages)) history = messages.map(toMessage);
  else if (typeof message === 'string') history = [{ role: 'user', content: message }];
  else throw new RequestError(400, 'expected "message" (a string) or "messages" (an array)');
  const last = history.at(-1);
  if (last?.role !== 'user' || last.content.trim() === '') {
    throw new RequestError(400, 'the last message must be a non-empty user message');
  }
  return { history, stream: stream === true };
}

export type ReplyFormat = 'json' | 'text' | 'sse';

const FORMATS: Readonly<Record<string, ReplyFormat>> = {
  'application/json': 'json',
  'text/plain': 'text',
  'text/event-stream': 'sse',
};

/**
 * The format to answer in: the Accept type with the highest q (first listed wins a tie); JSON
 * when nothing matches, plain text when the body asked for a stream but Accept names no format.
 */
export function replyFormat(accept: string | undefined, streamRequested: boolean): ReplyFormat {
  let best: { format: ReplyFormat; q: number } | undefined;
  for (const item of (accept ?? '').split(',')) {
    const [type = '', ...params] = item.trim().toLowerCase().split(';');
    const format = FORMATS[type.trim()];
    if (!format) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (q > 0 && (!best || q > best.q)) best = { format, q };
  }
  if (best) return best.format === 'json' && streamRequested ? 'text' : best.format;
  return streamRequested ? 'text' : 'json';
}
