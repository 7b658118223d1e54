// Secrets a run knows — interpolated `${ENV}` values, auth header values, credential-like URL query
// values, provider API keys — removed from text by one Redactor per run. The session applies it
// where outside text enters vouch (every reply and error from the bot, every judge exchange, every
// error leaving the run), so everything downstream — trials.jsonl, run.json, latest.json, the
// --record file, the judge cache, the console, --verbose and --json — only ever holds redacted text.

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
 * @example redactor(['s3cr3t/key']).text('GET /chat?api_key=s3cr3t%2Fkey') // 'GET /chat?api_key=[redacted]'
 */
export function redactor(secrets: Iterable<string | undefined>): Redactor {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (!secret || secret.length < MIN_SECRET_LENGTH) continue;
    for (const form of formsOf(secret)) if (form.length >= MIN_SECRET_LENGTH) forms.add(form);
  }
  // Longest first, so a whole `Bearer <token>` goes before the token inside it.
  const sorted = [...forms].sort((a, b) => b.length - a.length);
  return {
    size: sorted.length,
    text(text) {
      let out = text;
      for (const form of sorted) if (out.includes(form)) out = out.split(form).join(REDACTED);
      return out;
    },
  };
}

/** The secret as written, and as a URL, a form body or a JSON string would carry it. */
function formsOf(secret: string): string[] {
  const uri = encodeURIComponent(secret);
  return [
    secret,
    uri,
    uri.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()),
    uri.replace(/%20/g, '+'),
    JSON.stringify(secret).slice(1, -1),
  ];
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
