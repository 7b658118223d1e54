// A short text's numbers, found and written again: where each is, whether it is in digits or words,
// with what separators and decimals, so a value can be rewritten in the style it was written in
// ("thirty-five days" → "forty days", "1,200" → "1,500") and its unit noun kept in agreement.
import numberToWords from 'number-to-words';
import pluralize from 'pluralize';
import { numberAt } from './numbers.js';
import { FUNCTION_WORDS } from './tables/function-words.js';
import { NUMBER_WORDS } from './tables/numbers.js';
import { tokenize } from './tokens.js';

export interface WrittenNumber {
  readonly value: number;
  /** Offsets in the text. */
  readonly start: number;
  readonly end: number;
  /** In words ("thirty-five"), not digits. */
  readonly words: boolean;
  readonly decimals: number;
  /** Written with thousands separators ("1,200"). */
  readonly grouped: boolean;
  readonly capital: boolean;
  /** The noun right after it ("days" in "35 days"), when one follows after a blank. */
  readonly noun?: { readonly start: number; readonly end: number; readonly text: string };
  /** Joined to what follows by a hyphen ("72-hour"): the noun stays singular whatever the number. */
  readonly hyphenated: boolean;
}

/**
 * The numbers written in `text`, digits and words, in order; digit groups inside codes ("AES-256",
 * "TLS 1.2") too when `inCodes`.
 * @example numbersIn('every thirty-five days')[0] // { value: 35, words: true, noun: { text: 'days' }, … }
 */
export function numbersIn(text: string, inCodes = false): WrittenNumber[] {
  const tokens = tokenize(text);
  const out: WrittenNumber[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'mixed') {
      const hyphen = /^(\d+(?:\.\d+)?)-(\p{L}+)$/u.exec(t.text);
      if (hyphen) {
        out.push({ value: Number(hyphen[1]), start: t.start, end: t.start + hyphen[1]!.length, words: false, decimals: decimalsOf(hyphen[1]!), grouped: false, capital: false, hyphenated: true });
      } else if (inCodes) {
        for (const m of t.text.matchAll(/\d+(?:\.\d+)?/g)) {
          out.push({ value: Number(m[0]), start: t.start + m.index, end: t.start + m.index + m[0].length, words: false, decimals: decimalsOf(m[0]), grouped: false, capital: false, hyphenated: false });
        }
      }
      continue;
    }
    const joined = t.kind === 'word' ? /^(\p{L}+)-\p{L}+$/u.exec(t.text) : null;
    const lead = joined ? NUMBER_WORDS[joined[1]!.toLowerCase()] : undefined;
    if (joined && lead !== undefined) {
      // "three-year": a number word joined to its unit.
      out.push({ value: lead, start: t.start, end: t.start + joined[1]!.length, words: true, decimals: 0, grouped: false, capital: t.text[0] !== t.lower[0], hyphenated: true });
      continue;
    }
    const n = numberAt(tokens, i);
    if (!n) continue;
    const first = tokens[n.from]!;
    const last = tokens[n.to - 1]!;
    // The counted noun: "days" in "5 days" and in "5 business days".
    const next = QUALIFIERS.has(tokens[n.to]?.lower ?? '') && tokens[n.to + 1]?.kind === 'word' ? tokens[n.to + 1] : tokens[n.to];
    const noun = next && next.kind === 'word' && next.gap === ' ' && !FUNCTION_WORDS.has(next.lower) ? { start: next.start, end: next.end, text: next.text } : undefined;
    const digits = text.slice(first.start, last.end);
    out.push({
      value: n.value,
      start: first.start,
      end: last.end,
      words: n.words,
      decimals: n.words ? 0 : decimalsOf(digits),
      grouped: !n.words && digits.includes(','),
      capital: first.text[0] !== first.lower[0],
      ...(noun ? { noun } : {}),
      hyphenated: false,
    });
    i = n.to - 1;
  }
  return out;
}

/** Words between a number and the noun it counts: "5 business days", "30 calendar days". */
const QUALIFIERS: ReadonlySet<string> = new Set(['business', 'working', 'work', 'calendar', 'full', 'consecutive', 'more', 'separate', 'additional']);

const decimalsOf = (digits: string): number => (digits.includes('.') ? digits.length - digits.indexOf('.') - 1 : 0);

/** `value` written as `like` was: in words or digits, with its separators, decimals and capital. */
export function writeNumber(value: number, like: Pick<WrittenNumber, 'words' | 'decimals' | 'grouped' | 'capital'>): string {
  let text: string;
  if (like.words && Number.isInteger(value) && value >= 0 && value < 1000) text = numberToWords.toWords(value).replace(/,/g, '');
  else {
    // A value with more decimals than the written one keeps them: 99.95 is not "100.0".
    text = value.toFixed(Number.isInteger(value) ? like.decimals : Math.max(like.decimals, decimalsOf(String(value))));
    if (like.grouped) text = text.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }
  return like.capital ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/**
 * `text` with number `n` replaced by `value`, written in the same style, and the noun after it
 * made singular or plural to agree ("one year" → "two years").
 */
export function rewriteNumber(text: string, n: WrittenNumber, value: number, style: Partial<Pick<WrittenNumber, 'words'>> = {}): string {
  const written = writeNumber(value, { ...n, ...style });
  // Only a count of one changes the noun's number: "5 days" → "3 days", "1 day" → "2 days".
  const noun = n.noun && !n.hyphenated && (n.value === 1) !== (value === 1) ? agreeing(n.noun.text, value) : undefined;
  if (!noun || !n.noun) return text.slice(0, n.start) + written + text.slice(n.end);
  return text.slice(0, n.start) + written + text.slice(n.end, n.noun.start) + noun + text.slice(n.noun.end);
}

/** A noun agreeing with a count: "year" after 2 is "years", "days" after 1 is "day". */
export function agreeing(noun: string, count: number): string {
  if (!/^\p{L}+$/u.test(noun)) return noun;
  return count === 1 ? pluralize.singular(noun) : pluralize.plural(noun);
}
