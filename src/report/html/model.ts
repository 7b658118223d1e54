// RunView → the capped data the HTML report embeds, as JSON text in pieces (a case each), and the
// escaping that lets it sit inside the page.
import type { Decision, RunHead, RunView } from '../../core/index.js';
import { isPlainPass, MAX_REPLY, MAX_TEXT, type LightCase, type ViewCase } from './view.js';

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

/** Interval ends to four places: the page shows whole percents. */
const round = (x: number): number => Math.round(x * 10_000) / 10_000;

/** A plain pass as a compact row, anything else in full with its texts capped. */
export function viewCase(d: Decision): ViewCase | LightCase {
  if (isPlainPass(d)) {
    const tail = [d.expectedBehavior ?? null, d.transform ?? null, d.turn?.base ?? null, d.turn?.index ?? null];
    while (tail.length > 0 && tail[tail.length - 1] === null) tail.pop();
    return [capped(d.id) as string, capped(d.category) as string, d.passes, d.trials, d.planned, d.accept, round(d.interval[0]), round(d.interval[1]), ...tail] as unknown as LightCase;
  }
  const { reply, ...rest } = d;
  const base = capped(rest) as Omit<ViewCase, 'reply'>;
  if (!reply) return base;
  // Spans index the reply, so it is cut, never rewritten; the page clips spans past the cut.
  const text = reply.text.length > MAX_REPLY ? reply.text.slice(0, MAX_REPLY) : reply.text;
  return { ...base, reply: { trial: reply.trial, text, truncated: reply.truncated || text.length < reply.text.length } };
}

/**
 * The embedded data's JSON, escaped for the page, in pieces: the head, then a case each.
 *
 * @example for (const piece of viewChunks(view)) page.write(piece);
 */
export function* viewChunks(run: RunView): Generator<string> {
  const { decisions, ...head } = run;
  const json = embeddedJson(capped(head as RunHead));
  yield `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}"cases":[`;
  let first = true;
  for (const d of decisions.each()) {
    yield `${first ? '' : ','}${embeddedJson(viewCase(d))}`;
    first = false;
  }
  yield ']}';
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
