// Chat and health URLs as design §5 defines them, and a form of a URL that is safe to show.
import { ConfigError } from '../../core/errors.js';

/**
 * The chat endpoint for a URL: a bare origin gets `/api/chat`, anything with a path is kept.
 *
 * @example normalizeChatUrl('http://127.0.0.1:3000') // 'http://127.0.0.1:3000/api/chat'
 */
export function normalizeChatUrl(url: string, source = '--url'): string {
  const parsed = parseUrl(url, source);
  const bare = parsed.pathname === '/' && !parsed.search;
  return bare ? `${parsed.origin}/api/chat` : parsed.href;
}

/**
 * The default health URL: `GET /api/health` on the chat endpoint's origin.
 *
 * @example defaultHealthUrl('http://127.0.0.1:3000/api/chat') // 'http://127.0.0.1:3000/api/health'
 */
export function defaultHealthUrl(chatUrl: string): string {
  return `${parseUrl(chatUrl, '--url').origin}/api/health`;
}

// Query parameters that carry credentials (`?api_key=…`, `?token=…`, `?sig=…`).
const SECRET_PARAM = /key|token|secret|sig|pass|auth|credential|session/i;

/** The URL without user name, password or credential-like query values, for ids, errors and logs. */
export function displayUrl(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed) return url;
  const secrets = [...parsed.searchParams.keys()].filter((k) => SECRET_PARAM.test(k));
  if (!parsed.username && !parsed.password && secrets.length === 0) return url;
  parsed.username = '';
  parsed.password = '';
  for (const k of secrets) parsed.searchParams.set(k, 'redacted');
  return parsed.href;
}

function parseUrl(url: string, source: string): URL {
  const trimmed = url.trim();
  if (!URL.canParse(trimmed)) {
    throw ConfigError.one(source, `"${trimmed}" is not a URL; expected something like http://127.0.0.1:3000/api/chat`);
  }
  const parsed = new URL(trimmed);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw ConfigError.one(source, `"${displayUrl(trimmed)}" is not an http(s) URL`);
  }
  return parsed;
}
