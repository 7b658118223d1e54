// OLLAMA_HOST read the way Ollama's own client reads it (envconfig.Host + ConnectableHost in the
// Go source, formatHost in ollama-js): scheme defaults to http, host to 127.0.0.1, port to 11434
// (80/443 when the scheme is written), a path is kept, and a bind-all address means this machine.
import { isIP } from 'node:net';

const DEFAULT_PORT = '11434';

/**
 * The base URL to reach Ollama at, from the value of `OLLAMA_HOST`.
 *
 * @example ollamaBaseUrl(undefined)        // 'http://127.0.0.1:11434'
 * @example ollamaBaseUrl('0.0.0.0')        // 'http://127.0.0.1:11434'
 * @example ollamaBaseUrl('https://ollama.example.com') // 'https://ollama.example.com:443'
 */
export function ollamaBaseUrl(value: string | undefined): string {
  // Ollama trims spaces and quotes, so `OLLAMA_HOST="0.0.0.0"` from a .env file still works.
  const cleaned = (value ?? '').trim().replace(/^["']+|["']+$/g, '').trim();
  const { scheme, rest, defaultPort } = splitScheme(cleaned);
  const slash = rest.indexOf('/');
  const authority = slash < 0 ? rest : rest.slice(0, slash);
  const path = slash < 0 ? '' : rest.slice(slash).replace(/\/+$/, '');
  const at = authority.lastIndexOf('@');
  const userinfo = at < 0 ? '' : authority.slice(0, at + 1);
  const { host, port } = splitHostPort(authority.slice(at + 1), defaultPort);
  return `${scheme}://${userinfo}${bracketed(connectable(host))}:${port}${path}`;
}

function splitScheme(s: string): { scheme: string; rest: string; defaultPort: string } {
  const sep = s.indexOf('://');
  if (sep < 0) return { scheme: 'http', rest: s, defaultPort: DEFAULT_PORT };
  const scheme = s.slice(0, sep).toLowerCase();
  const defaultPort = scheme === 'https' ? '443' : scheme === 'http' ? '80' : DEFAULT_PORT;
  return { scheme, rest: s.slice(sep + 3), defaultPort };
}

/** Like Go's net.SplitHostPort, falling back as Ollama does when there is no valid port. */
function splitHostPort(hostport: string, defaultPort: string): { host: string; port: string } {
  let host: string;
  let port: string | undefined;
  const bracket = /^\[([^\]]*)\](?::(.*))?$/.exec(hostport);
  if (bracket) {
    host = bracket[1] ?? '';
    port = bracket[2];
  } else if (hostport.split(':').length === 2) {
    [host = '', port] = hostport.split(':');
  } else {
    // No colon, or a bare IPv6 address: all host, no port.
    host = hostport;
  }
  // An empty host (`:11434`) dials this machine.
  return { host: host || '127.0.0.1', port: validPort(port) ? port : defaultPort };
}

function validPort(port: string | undefined): port is string {
  return port !== undefined && /^\d{1,5}$/.test(port) && Number(port) <= 65535;
}

// 0.0.0.0 and :: are addresses a server binds to, not ones a client can reach (on Windows).
function connectable(host: string): string {
  if (isIP(host) === 4 && host.split('.').every((p) => Number(p) === 0)) return '127.0.0.1';
  if (isIP(host) === 6 && new URL(`http://[${host}]`).hostname === '[::]') return '::1';
  return host;
}

function bracketed(host: string): string {
  return isIP(host) === 6 ? `[${host}]` : host;
}
