// Where a value sits in a statement and which question word asks for it (ask.ts): "kept for 35
// days" → the phrase "for 35 days" and "how long"; "targets 99.9% availability" → "99.9%
// availability" and "what availability".
import { VALUE_LEADS, VALUE_TAILS, WH_BY_LEAD, WH_BY_TAIL } from './tables/questions.js';
import type { Specific } from './types.js';

export interface ValuePhrase {
  /** The phrase the question word replaces, offsets in the statement. */
  readonly start: number;
  readonly end: number;
  /** The question word, lower case ("how long", "what availability"), or undefined when none fits. */
  readonly wh: string | undefined;
}

/** A specific as ask needs it: its kind, its text and offsets in the statement. */
export type Asked = Pick<Specific, 'kind' | 'text' | 'start' | 'end' | 'unit'>;

/**
 * The value's phrase in `text`: its introducing words ("for", "within", "at least", "the") and its
 * tail ("or higher", "long"), a date range's other end, and the noun a bare percentage measures.
 * `nounAt(offset)` says whether a noun starts there (from the part-of-speech tags).
 */
export function valuePhrase(text: string, value: Asked, others: readonly Asked[], nounAt: (offset: number) => string | undefined): ValuePhrase {
  let start = value.start;
  let lead = '';
  for (let taken = 0; taken < 3; taken++) {
    const before = text.slice(0, start).toLowerCase();
    const word = VALUE_LEADS.find((w) => before.endsWith(` ${w} `) || before === `${w} `);
    if (!word) break;
    start -= word.length + 1;
    if (word !== 'the' && word !== 'a' && word !== 'an') lead ||= word;
  }
  let end = value.end;
  // "from 1 April 2024 to 31 March 2025": the range's other end goes with it.
  const range = /^\s+(?:to|until|through|and|[-–])\s+/.exec(text.slice(end));
  const next = range ? others.find((o) => o.kind === value.kind && o.start === end + range[0].length) : undefined;
  if (next) end = next.end;
  const rest = text.slice(end).toLowerCase();
  const tail = VALUE_TAILS.find((t) => rest.startsWith(` ${t}`) && !/[\p{L}\p{N}]/u.test(rest[t.length + 1] ?? ''));
  if (tail) end += tail.length + 1;
  // Read short of its unit ("each calendar" of "each calendar month"): no phrase to take out whole.
  if (/^\s+(?:second|minute|hour|day|week|month|quarter|year)s?\b/i.test(text.slice(end))) return { start, end, wh: undefined };
  // "a three-year cycle": the value describes a noun, and is not what a question word can stand for.
  if (/^\S+-\p{L}+$/u.test(value.text) && /^\s+\p{L}/u.test(text.slice(value.end))) return { start, end, wh: undefined };
  let wh = (tail ? WH_BY_TAIL[tail] : undefined) ?? whOf(value, lead);
  if (!tail && (value.kind === 'percentage' || (value.kind === 'number' && !value.unit?.startsWith('n:')))) {
    // "99.9% availability": the noun it measures is what is asked for.
    const noun = nounAt(end + 1);
    if (noun && /^\s/.test(text.slice(end))) {
      end += 1 + noun.length;
      wh = `${value.kind === 'percentage' ? 'what' : 'how many'} ${noun.toLowerCase()}`;
    }
  }
  if (!wh && value.kind === 'number' && value.unit?.startsWith('n:') && value.unit.length > 2) {
    // "fourteen characters": how many of what it counts.
    const noun = value.text.split(/\s+/).at(-1)!;
    if (/^\p{L}+s$/u.test(noun)) wh = `how many ${noun.toLowerCase()}`;
  }
  return { start, end, wh };
}

function whOf(value: Asked, lead: string): string | undefined {
  const table = WH_BY_LEAD[value.kind];
  if (!table) return undefined;
  return table[lead] ?? table[''];
}
