// A URL in a form that is safe to show: in ids, errors, logs and reports.

// Query parameters that carry credentials (`?api_key=…`, `?token=…`, `?sig=…`).
export const SECRET_PARAM = /key|token|secret|sig|pass|auth|credential|session/i;

/** The URL without user name, password or credential-like query values. */
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

/** The credentials a URL carries (password, credential-like query values), to keep out of everything vouch writes. */
export function urlSecrets(url: string): string[] {
  if (!URL.canParse(url)) return [];
  const parsed = new URL(url);
  const found = [...parsed.searchParams].filter(([k]) => SECRET_PARAM.test(k)).map(([, v]) => v);
  if (parsed.password) found.push(decodeURIComponent(parsed.password));
  return found;
}
