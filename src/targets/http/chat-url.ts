// Chat and health URLs as design §5 defines them.
import { ConfigError } from '../../core/index.js';
import { displayUrl } from '../../net/index.js';

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
