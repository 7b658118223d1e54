// HTTP statuses and Retry-After as vouch reads them (design §5).

/** Statuses worth another try: timeouts, rate limits, a server having a bad moment. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

/**
 * `Retry-After` in milliseconds: delay-seconds or an HTTP date (a past date is 0).
 *
 * @example parseRetryAfter('2') // 2000
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const seconds = Number(trimmed);
  if (Number.isFinite(seconds)) return seconds >= 0 ? Math.round(seconds * 1000) : undefined;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
