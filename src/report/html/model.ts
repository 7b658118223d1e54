// RunResult → the capped data the HTML report embeds, and the JSON text that embeds it safely.
import type { Decision, RunResult } from '../../core/index.js';
import { MAX_REPLY, MAX_TEXT, type ViewCase, type ViewRun } from './view.js';

/** Deeper than any record vouch writes: a hand-made RunResult nested further is cut there. */
const MAX_DEPTH = 12;

const cap = (s: string, max: number): string => (s.length > max ? `${s.slice(0, max)}… (${s.length - max} more characters)` : s);

/** Every string in `value` capped at MAX_TEXT; objects and arrays copied, depth bounded. */
function capped(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cap(value, MAX_TEXT);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '(nested too deep)';
  if (Array.isArray(value)) return value.map((v) => capped(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [cap(k, MAX_TEXT), capped(v, depth + 1)]));
}

function viewCase(d: Decision): ViewCase {
  const { reply, ...rest } = d;
  const base = capped(rest) as Omit<ViewCase, 'reply'>;
  if (!reply) return base;
  // Spans index the reply, so it is cut, never rewritten; the page clips spans past the cut.
  const text = reply.text.length > MAX_REPLY ? reply.text.slice(0, MAX_REPLY) : reply.text;
  return { ...base, reply: { trial: reply.trial, text, truncated: reply.truncated || text.length < reply.text.length } };
}

export function toView(run: RunResult): ViewRun {
  const { failures: _f, errors: _e, skipped: _s, cases, ...rest } = run;
  return { ...(capped(rest) as Omit<ViewRun, 'cases'>), cases: cases.map(viewCase) };
}

/**
 * JSON that can sit inside `<script type="application/json">`: `<`, `>` and `&` as \u escapes, so no
 * text can close the element or open a comment, and U+2028/U+2029 escaped for old parsers.
 */
export function embeddedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
    // A CI runner reads `##[` anywhere in a line as a command, should the page be printed to a log.
    .replace(/##\[/g, '##\\u005b');
}
