// Ratios: "1:8", "a 1:13 ratio", "one adult to eight children", "1 adult per 10 pupils", "one
// member of staff for every five children" — one value however written, so a reply giving a staff
// ratio in words is supported by the table's "1:8", and a "1:6" is contradicted by it. Hand-written:
// the number libraries read "one adult to eight children" as two counts, and chrono reads "1:13" as
// a time of day.
import { numberAt } from '../numbers.js';
import { FUNCTION_WORDS } from '../tables/function-words.js';
import type { Token } from '../tokens.js';
import type { Scan } from './scan.js';
import { unitAt } from './units.js';

const DIGITS = /^(\d{1,4}):(\d{1,4})$/;
/** "1:13" is a time of day as often as a ratio: next to one of these words it is a ratio. */
const RATIO_WORDS = new Set(['ratio', 'ratios', 'gradient', 'gradients', 'slope', 'slopes']);
/** What joins the two sides of a ratio in words: "to", "per", "for every", "for each". */
const JOINS: readonly (readonly string[])[] = [['for', 'every'], ['for', 'each'], ['to'], ['per']];
/** Words between "one" and the join: "member of staff", "qualified adult". */
const LONGEST_SIDE = 4;

/** "1:8", "a 1:13 ratio": read before times, which "1:13" would be too. */
export function digitRatios(scan: Scan): void {
  const { tokens } = scan;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // "ISO 9001:2015" is a standard and its edition.
    const digits = t.kind === 'mixed' && !scan.isHeld(i) && !/^\p{Lu}{2,}$/u.test(tokens[i - 1]?.text ?? '') ? DIGITS.exec(t.text) : null;
    if (digits && (digits[2]!.length !== 2 || nearRatioWord(tokens, i))) take(scan, i, i + 1, Number(digits[1]), Number(digits[2]));
  }
}

/** "one adult to eight children": read after dates, so "1 April to 30 September" is theirs. */
export function wordRatios(scan: Scan): void {
  const { tokens } = scan;
  for (let i = 0; i < tokens.length; i++) {
    if ((tokens[i]!.lower === 'one' || tokens[i]!.text === '1') && !scan.isHeld(i) && !oneIn(scan, i)) inWords(scan, i);
  }
}

/** Words a share in words ("one in five") may follow: a rounding, a copula, a preposition, a join. */
const SHARE_LEADS = new Set(['about', 'around', 'roughly', 'nearly', 'almost', 'only', 'just', 'approximately', 'some', 'over', 'under', 'than', 'below', 'above', 'is', 'was', 'are', 'of', 'by', 'to', 'at', 'and', 'or', 'so', 'that', 'then']);

/**
 * "1 in 5 puppies", "one in four": a share, the percentage it makes (20%) — where that is a whole
 * or a half percent, as a reply rounds no further ("1 in 3" is left unread). Not "1 in 5 days", a
 * time, nor "one in 2025", nor "buy one in 4 colours".
 */
function oneIn(scan: Scan, i: number): boolean {
  const { tokens } = scan;
  if (tokens[i + 1]?.lower !== 'in' || tokens[i + 1]!.gap !== ' ') return false;
  // "One" in words is a share where it opens its phrase or follows a word that rounds it ("about one in five"): "order one in 4
  // colours" is one item. ("checks 1 in 5 of each file": a share is written in figures after a verb too.)
  const before = tokens[i - 1];
  if (tokens[i]!.lower === 'one' && before && before.kind === 'word' && !SHARE_LEADS.has(before.lower)) return false;
  const other = numberAt(tokens, i + 2);
  if (!other || !Number.isInteger(other.value) || other.value < 2 || other.value > 1000 || unitAt(tokens, other.to, false)) return false;
  const share = 100 / other.value;
  if (!Number.isInteger(share * 2)) return false;
  const key = `pct:${share}`;
  return scan.take(i, other.to, { kind: 'percentage', keys: [key], provides: [key, `ratio:1:${other.value}`], value: share, unit: 'pct', dimension: 'pct', precision: 0 }) !== undefined;
}

/** "one adult to eight children": one of something, a join, and a count of something else. */
function inWords(scan: Scan, i: number): void {
  const { tokens } = scan;
  // "one day to eight weeks", "1 hour per 10 km" are ranges and rates, not ratios.
  if (unitAt(tokens, i + 1, false)) return;
  // The side is a thing in lower case ("member of staff"), or nothing before "for every": "1 June to
  // 16 July" is a span of dates, "one to two hours" a range.
  for (let j = i; j <= i + LONGEST_SIDE; j++) {
    if (j > i && !(tokens[j]?.kind === 'word' && tokens[j]!.gap === ' ' && tokens[j]!.text === tokens[j]!.lower)) return;
    const join = JOINS.find((words) => (j > i || words[0] !== 'to') && words.every((w, k) => tokens[j + 1 + k]?.lower === w));
    // "may supervise up to 6 children" is a most, not the other side of a ratio.
    if (!join || tokens[j]!.lower === 'up') continue;
    const other = numberAt(tokens, j + 1 + join.length);
    const noun = other && tokens[other.to];
    // "one for every two of the 14 participants" counts no thing of its own.
    if (other && other.value > 1 && noun?.kind === 'word' && noun.gap === ' ' && !FUNCTION_WORDS.has(noun.lower) && !unitAt(tokens, other.to, false)) take(scan, i, other.to + 1, 1, other.value);
    return;
  }
}

/** "a 1:13 ratio", "a ratio of 1:13", "ratio: 1:13" (a table cell under "Teacher to pupil ratio"): next to the word, not a few words on ("the ratio check at 10:30"). */
function nearRatioWord(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1]?.lower ?? '';
  if (RATIO_WORDS.has(before) || RATIO_WORDS.has(tokens[i + 1]?.lower ?? '')) return true;
  return (before === 'of' || before === ':' || before === 'is') && RATIO_WORDS.has(tokens[i - 2]?.lower ?? '');
}

function take(scan: Scan, from: number, to: number, a: number, b: number): void {
  if (a === 0 || b === 0 || !Number.isInteger(a) || !Number.isInteger(b)) return;
  const d = gcd(a, b);
  const key = `ratio:${a / d}:${b / d}`;
  // "1:10" as written is a time of day to a reader that does not see the ratio beside it (a reply's "works at 1:10"): it states that too.
  const clock = scan.tokens[from]!.text === `${a}:${b}` && a < 24 && b < 60 && String(b).length === 2 ? [`time:${a}:${b}`] : [];
  // Its value is the count on the other side, for arithmetic: "one adult free per 4 pupils" makes 7 for 28 pupils.
  scan.take(from, to, { kind: 'number', keys: [key], provides: [key, ...clock], dimension: 'ratio', value: b / a, unit: 'n:' });
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
