// Secrets a run knows — interpolated `${ENV}` values, auth header values, credential-like URL query
// values, provider API keys — removed from text by one Redactor per run. The session applies it
// where outside text enters vouch (every reply and error from the bot, every judge exchange before
// it is cached, every error leaving the run) and to every finding the checks make of it, so
// everything downstream — trials.jsonl, run.json, latest.json, the --record file, the judge cache,
// the console, --verbose and --json — only ever holds redacted text.
//
// A secret is found in any form vouch would read as the same text, and in the encodings servers
// use (folded-view.ts): `s\u200bk-…`, `ｓｋ-…`, `𝐬𝐤-…`, `SK-…`, `s%6B-…`, `\u0073k-…`, `&#115;k-…`.
// The whole stretch of the original that spells it is replaced, so no later normalisation (NFKC,
// invisible characters removed, escapes decoded for display) can put it back together.
import { decodedView, foldedView, foldText, loadEntities, type FoldedView } from './folded-view.js';

export const REDACTED = '[redacted]';
/** Shorter values would redact ordinary words (and are guessable anyway). */
export const MIN_SECRET_LENGTH = 4;

export interface Redactor {
  /** `text` with every known secret, in every form a server might echo it, replaced by `[redacted]`. */
  text(text: string): string;
  /** How many distinct forms are looked for (0: `text` returns its input). */
  readonly size: number;
}

/**
 * The redactor for `secrets` (async: with secrets to look for, the HTML entity names are loaded first).
 *
 * @example (await redactor(['s3cr3t/key'])).text('GET /chat?api_key=s3cr3t%2Fkey') // 'GET /chat?api_key=[redacted]'
 * @example (await redactor(['s3cr3t/key'])).text('ｓ３ｃｒ３ｔ/ｋｅｙ') // '[redacted]'
 */
export async function redactor(secrets: Iterable<string | undefined>): Promise<Redactor> {
  const needles = new Set<string>();
  for (const secret of secrets) {
    if (!secret || secret.length < MIN_SECRET_LENGTH) continue;
    for (const form of formsOf(secret)) {
      const needle = foldText(form);
      if (needle.length >= MIN_SECRET_LENGTH) needles.add(needle);
    }
  }
  const sorted = [...needles].sort((a, b) => b.length - a.length);
  if (sorted.length > 0) await loadEntities();
  return {
    size: sorted.length,
    text: (text) => (sorted.length === 0 || text.length < MIN_SECRET_LENGTH ? text : redactText(text, sorted)),
  };
}

/** `raw` with every stretch that spells a needle, as written or once decoded, replaced. Linear in `raw`. */
function redactText(raw: string, needles: readonly string[]): string {
  const plain = foldedView(raw);
  const spans: [number, number][] = [];
  findAll(plain, needles, spans);
  const decoded = decodedView(plain, raw);
  if (decoded !== plain) findAll(decoded, needles, spans);
  return spans.length === 0 ? raw : replaced(raw, spans);
}

function findAll(view: FoldedView, needles: readonly string[], spans: [number, number][]): void {
  for (const needle of needles) {
    for (let at = view.text.indexOf(needle); at >= 0; at = view.text.indexOf(needle, at + needle.length)) {
      spans.push([view.from[at]!, view.to[at + needle.length - 1]!]);
    }
  }
}

/** `raw` with each span (merged where they overlap or touch) replaced by `[redacted]`. */
function replaced(raw: string, spans: [number, number][]): string {
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of spans) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  let out = '';
  let at = 0;
  for (const [start, end] of merged) {
    out += raw.slice(at, start) + REDACTED;
    at = end;
  }
  return out + raw.slice(at);
}

// An HTTP auth scheme before a credential: `Bearer <token>`, `Basic <base64>`, `Token <key>`.
const SCHEME = /^(?:bearer|basic|token|bot|key|api-?key|oauth|digest|negotiate|sso-key)\s+(\S{4,})$/i;
const BASE64 = /^[A-Za-z0-9+/_-]{8,}={0,2}$/;

/**
 * The secret as written; the credential after an auth scheme on its own; for a Basic credential its
 * decoded `user:password` and the password; for a `user:password`, its base64 (what a Basic header
 * carries); a space as `+` (a form body). Folding and decoding the text cover every other form.
 */
export function formsOf(secret: string): string[] {
  const forms = new Set([secret]);
  const credential = SCHEME.exec(secret)?.[1];
  if (credential) forms.add(credential);
  for (const value of [...forms]) {
    const decoded = basicCredential(value);
    if (decoded) forms.add(decoded).add(decoded.slice(decoded.indexOf(':') + 1));
    if (value.includes(':')) for (const encoded of base64Forms(value)) forms.add(encoded);
  }
  for (const value of [...forms]) if (value.includes(' ')) forms.add(value.replace(/ /g, '+'));
  return [...forms];
}

/** `user:password` when `value` is the base64 of one (a Basic credential), else undefined. */
function basicCredential(value: string): string | undefined {
  if (!BASE64.test(value)) return undefined;
  const decoded = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  return /^[^\s:\p{C}]+:[^\p{C}]+$/u.test(decoded) ? decoded : undefined;
}

/** base64 in both alphabets, without padding (so it is found inside a longer encoding's prefix too). */
function base64Forms(value: string): string[] {
  const standard = Buffer.from(value, 'utf8').toString('base64').replace(/=+$/, '');
  return [standard, standard.replace(/\+/g, '-').replace(/\//g, '_')];
}

// Environment variables whose values are credentials by their name: OPENAI_API_KEY, HF_TOKEN,
// DB_PASSWORD, ANTHROPIC_API_KEY… (but not GIT_AUTHOR_NAME: the parts must be whole words).
const SECRET_ENV_NAME = /(?:^|_)(?:API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASS|PAT|AUTH|CREDENTIALS?|SESSION)(?:_|$)/i;

/** The values of environment variables named like credentials: provider API keys and the like. */
export function envSecrets(env: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(env)
    .filter(([name, value]) => value !== undefined && SECRET_ENV_NAME.test(name))
    .map(([, value]) => value as string);
}
