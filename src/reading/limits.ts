// Whether a value is stated as a limit ("up to 50%", "at least 18", "5 or more") or as one end of a
// range ("ages 5 to 15"): a limit the vault states is no rival to a value inside it (support.ts).
// Read once per vault occurrence (statements.ts) and once per claim.
import { LOWER_BOUND_AFTER, LOWER_BOUND_BEFORE, UPPER_BOUND_AFTER, UPPER_BOUND_BEFORE } from './tables/bounds.js';

export interface Limit {
  readonly bound?: 'upper' | 'lower';
  /** The number at the range's other end. */
  readonly other?: number;
}

/** The number at the other end of a range written "5 to 15", "5–15" around the value at [start, end), if any. */
export function rangePartner(text: string, start: number, end: number): number | undefined {
  const after = /^\s*(?:to|–|-|and)\s*[£$€]?(\d+(?:\.\d+)?)/.exec(text.slice(end, end + 24));
  const before = /[£$€]?(\d+(?:\.\d+)?)\s*(?:to|–|-|and)\s*[£$€]?$/.exec(text.slice(Math.max(0, start - 24), start));
  const n = after?.[1] ?? before?.[1];
  return n === undefined ? undefined : Number(n);
}

/** Whether the value at `start` (of `length`) in `text` (lower case) is stated as a limit, and which. */
export function boundOf(text: string, start: number, length: number): 'upper' | 'lower' | undefined {
  if (start < 0) return undefined;
  const before = text.slice(Math.max(0, start - 24), start).trimEnd();
  const after = text.slice(start + length, start + length + 16).trimStart();
  if (UPPER_BOUND_BEFORE.some((w) => endsWithWords(before, w)) || UPPER_BOUND_AFTER.some((w) => startsWithWords(after, w))) return 'upper';
  if (LOWER_BOUND_BEFORE.some((w) => endsWithWords(before, w)) || LOWER_BOUND_AFTER.some((w) => startsWithWords(after, w))) return 'lower';
  return undefined;
}

const endsWithWords = (text: string, words: string): boolean => text.endsWith(words) && !/[\p{L}\p{N}]/u.test(text[text.length - words.length - 1] ?? ' ');
const startsWithWords = (text: string, words: string): boolean => text.startsWith(words) && !/[\p{L}\p{N}]/u.test(text[words.length] ?? ' ');

/** How a value at [start, end) of `text` (any case) is stated: a limit, one end of a range, or neither. */
export function limitOf(text: string, start: number, end: number): Limit {
  const lower = text.slice(Math.max(0, start - 24), end + 24).toLowerCase();
  const at = start - Math.max(0, start - 24);
  const bound = boundOf(lower, at, end - start);
  const other = rangePartner(lower, at, at + end - start);
  return { ...(bound ? { bound } : {}), ...(other !== undefined ? { other } : {}) };
}
