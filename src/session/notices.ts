// What a run says while it runs, beyond progress: a server whose Retry-After vouch will not wait
// out in full. Said once per endpoint as it happens, and kept as a warning in the run record.
import type { CappedWait } from '../run/index.js';

export interface Notices {
  readonly onCappedWait: (wait: CappedWait) => void;
  /** One line per endpoint that asked for more than the cap, for the run record. */
  warnings(): string[];
}

interface Asked {
  count: number;
  maxAskedMs: number;
  waitMs: number;
}

/** @example const notices = runNotices((line) => process.stderr.write(`${line}\n`)); */
export function runNotices(say: (message: string) => void): Notices {
  const byEndpoint = new Map<string, Asked>();
  return {
    onCappedWait({ askedMs, waitMs, error }) {
      const { where, status } = origin(error.message);
      const seen = byEndpoint.get(where);
      if (seen) {
        seen.count++;
        seen.maxAskedMs = Math.max(seen.maxAskedMs, askedMs);
        return;
      }
      byEndpoint.set(where, { count: 1, maxAskedMs: askedMs, waitMs });
      say(
        `${where}${status ? ` answered ${status} and` : ''} asked to wait ${duration(askedMs)} before trying again (Retry-After); ` +
          `vouch waits at most ${duration(waitMs)}, so it tries again after ${duration(waitMs)}`,
      );
    },
    warnings: () =>
      [...byEndpoint].map(([where, a]) =>
        `${where} asked to wait up to ${duration(a.maxAskedMs)} (Retry-After); vouch waited at most ${duration(a.waitMs)}, its cap, ` +
          `before ${a.count === 1 ? 'its retry' : `each of ${a.count} retries`}`,
      ),
  };
}

/** `POST http://… answered 429 Too Many Requests: …` → the request and its status. */
function origin(message: string): { where: string; status?: string } {
  const at = message.indexOf(' answered ');
  if (at < 0) return { where: message.length > 120 ? `${message.slice(0, 120)}…` : message };
  const status = /^\d{3}/.exec(message.slice(at + ' answered '.length))?.[0];
  return { where: message.slice(0, at), ...(status ? { status } : {}) };
}

/** `60 s`, `3600 s (1 h)`, `300 s (5 min)`. */
function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s >= 3600 && s % 3600 === 0) return `${s} s (${s / 3600} h)`;
  if (s >= 120 && s % 60 === 0) return `${s} s (${s / 60} min)`;
  return `${s} s`;
}
