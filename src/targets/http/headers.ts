// Request headers: the user's, with `${ENV_VAR}` filled in once, when the target is built.
import { ConfigError, type Issue } from '../../core/index.js';

export type Env = Readonly<Record<string, string | undefined>>;

const ENV_REF = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Headers to send, and the values in them that must never show up in a message. */
export interface BuiltHeaders {
  readonly headers: Record<string, string>;
  readonly secrets: readonly string[];
}

// Headers whose whole value is a secret even when written out literally.
const SECRET_NAME = /auth|key|token|secret|cookie|session|password/i;
// Shorter values would redact ordinary words out of error messages.
const MIN_SECRET = 4;

/**
 * `content-type: application/json` plus the user's headers (names lower-cased so theirs win),
 * with `${VAR}` taken from `env`. An unset variable is a ConfigError naming it; its header is
 * never sent empty. Messages name variables and headers, never values.
 */
export function buildHeaders(
  headers: Readonly<Record<string, string>>,
  env: Env,
  source: string,
): BuiltHeaders {
  const out: Record<string, string> = { 'content-type': 'application/json' };
  const secrets = new Set<string>();
  const issues: Issue[] = [];
  for (const [name, template] of Object.entries(headers)) {
    const missing: string[] = [];
    const value = template.replace(ENV_REF, (_, key: string) => {
      const found = env[key];
      if (found === undefined) missing.push(key);
      else secrets.add(found);
      return found ?? '';
    });
    for (const key of missing) {
      issues.push({ file: source, path: `headers.${name}`, message: `environment variable ${key} is not set` });
    }
    if (missing.length > 0) continue;
    if (!validHeader(name, value)) {
      issues.push({ file: source, path: `headers.${name}`, message: 'not a valid HTTP header (a line break or other forbidden character?)' });
      continue;
    }
    if (SECRET_NAME.test(name) || value !== template) secrets.add(value);
    out[name.toLowerCase()] = value;
  }
  if (issues.length > 0) throw new ConfigError(issues);
  // Longest first, so a whole `Bearer <token>` is hidden before the token inside it.
  const hidden = [...secrets].filter((v) => v.length >= MIN_SECRET).sort((a, b) => b.length - a.length);
  return { headers: out, secrets: hidden };
}

// Node would reject these on every request; say so once, up front, without echoing the value.
function validHeader(name: string, value: string): boolean {
  try {
    new Headers([[name, value]]);
    return true;
  } catch {
    return false;
  }
}
