// Provider failures as TargetErrors the runner can act on, with every secret scrubbed from the text.
import { TargetError, VouchError } from '../core/index.js';
import { networkProblem, parseRetryAfter, RETRYABLE_STATUSES, snippet } from '../net/index.js';

// Key-shaped tokens a server may echo back (OpenAI quotes a masked key in its 401 message).
const KEY_LIKE = /\b(?:sk|pk|rk)-[A-Za-z0-9_\-*]{6,}/g;
const BEARER = /\bBearer\s+\S+/gi;

/** `text` with each secret and anything shaped like an API key replaced by `[redacted]`. */
export function redact(text: string, secrets: readonly (string | undefined)[] = []): string {
  let out = text;
  for (const s of secrets) {
    if (s && s.length >= 4) out = out.split(s).join('[redacted]');
  }
  return out.replace(KEY_LIKE, '[redacted]').replace(BEARER, 'Bearer [redacted]');
}

export interface FailureContext {
  /** `ollama:llama3.2: POST http://127.0.0.1:11434/api/chat`: what was being done, with no secrets. */
  readonly where: string;
  readonly signal?: AbortSignal;
  readonly secrets?: readonly (string | undefined)[];
}

/** An HTTP status answer as a TargetError, ky-style: `<where> answered 429: <server's words>`. */
// Model APIs add one transient status to design §5's list: Anthropic's 529, "overloaded".
const OVERLOADED = 529;

export function statusFailure(status: number, body: string, ctx: FailureContext, retryAfter?: string | null): TargetError {
  const words = snippet(redact(body, ctx.secrets));
  const message = `${ctx.where} answered ${status}${words ? `: ${words}` : ''}`;
  if (!RETRYABLE_STATUSES.has(status) && status !== OVERLOADED) return new TargetError(message, { retryable: false });
  const retryAfterMs = parseRetryAfter(retryAfter);
  return new TargetError(message, retryAfterMs === undefined ? { retryable: true } : { retryable: true, retryAfterMs });
}

/**
 * Whatever an SDK threw, as a TargetError: ours pass through, an aborted signal is a timeout,
 * SDK status errors keep their status, network failures are retryable.
 */
export function providerFailure(err: unknown, ctx: FailureContext): VouchError {
  if (err instanceof VouchError) return err;
  if (ctx.signal?.aborted) return new TargetError(`${ctx.where} timed out`, { retryable: true });
  const status = statusOf(err);
  if (status !== undefined) return statusFailure(status, sdkMessage(err), ctx, headerOf(err, 'retry-after'));
  const network = networkProblem(err);
  if (network) return new TargetError(`${ctx.where} failed: ${network}`, { retryable: true });
  const text = snippet(redact(err instanceof Error ? err.message : String(err), ctx.secrets));
  // The SDKs name their own timeouts (APIConnectionTimeoutError); those deserve another try.
  const timedOut = err instanceof Error && /timeout|timed out/i.test(`${err.name} ${err.message}`);
  return new TargetError(`${ctx.where} failed: ${text}`, { retryable: timedOut });
}

function statusOf(err: unknown): number | undefined {
  const status = (err as { status?: unknown; status_code?: unknown } | null)?.status ??
    (err as { status_code?: unknown } | null)?.status_code;
  return typeof status === 'number' && status >= 100 ? status : undefined;
}

// Stainless SDKs (openai, anthropic) keep the server's parsed error body on `error`.
function sdkMessage(err: unknown): string {
  const body = (err as { error?: unknown }).error;
  const inner = (body as { error?: { message?: unknown }; message?: unknown } | undefined);
  const msg = inner?.error?.message ?? inner?.message;
  if (typeof msg === 'string') return msg;
  return err instanceof Error ? err.message.replace(/^\d{3}\s*/, '') : '';
}

function headerOf(err: unknown, name: string): string | null {
  const headers = (err as { headers?: unknown }).headers;
  return headers instanceof Headers ? headers.get(name) : null;
}
