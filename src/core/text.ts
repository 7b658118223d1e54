// How vouch compares text, in one place for every check (design §3): NFKC, invisible characters
// removed, typographic quotes and apostrophes made plain — so `O\u200bkta` still reads `Okta` and
// "don’t" reads "don't" — then, for case-insensitive work, lower case and single spaces.
import { wordTable } from './word-table.js';

// Zero-width and invisible format characters that split words without showing.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g;
// Characters people (and keyboards' smart quotes) write for an apostrophe or a quotation mark.
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u02BC\u02B9]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u02BA\u00AB\u00BB\u301D\u301E\u301F]/g;
const NON_ASCII = /[^\x00-\x7f]/;

/** The text checks compare: NFKC-normalised, invisible characters removed, quotes made plain. */
export function normalizeText(text: string): string {
  // ASCII is its own NFKC form and holds no invisible characters or typographic quotes.
  if (!NON_ASCII.test(text)) return text;
  return text.replace(VULGAR_FRACTION, fractionText).normalize('NFKC').replace(INVISIBLE, '').replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"');
}

// NFKC writes "7½" as "71⁄2", a different number: a fraction after digits is written as decimals first.
const VULGAR_FRACTION = /(\d?)([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/gu;
const FRACTIONS = wordTable<[number, string]>({
  '½': [0.5, '1/2'], '⅓': [1 / 3, '1/3'], '⅔': [2 / 3, '2/3'], '¼': [0.25, '1/4'], '¾': [0.75, '3/4'], '⅕': [0.2, '1/5'], '⅖': [0.4, '2/5'],
  '⅗': [0.6, '3/5'], '⅘': [0.8, '4/5'], '⅙': [1 / 6, '1/6'], '⅚': [5 / 6, '5/6'], '⅛': [0.125, '1/8'], '⅜': [0.375, '3/8'], '⅝': [0.625, '5/8'], '⅞': [0.875, '7/8'],
});
function fractionText(_: string, digit: string, fraction: string): string {
  const [value, written] = FRACTIONS[fraction]!;
  return digit ? `${digit}${String(Math.round(value * 100) / 100).slice(1)}` : written;
}

// A lone space is left as it is: matching every space, as /\s+/g does, rebuilds a megabyte of prose space by space (20× dearer).
const SPACES = /\s{2,}|[^\S ]/g;

/** `text` with every run of whitespace written as one space. */
export const oneSpace = (text: string): string => text.replace(SPACES, ' ');

/** Normalised, lower-cased and with runs of whitespace collapsed to one space. */
export function foldText(text: string): string {
  return oneSpace(normalizeText(text).toLowerCase()).trim();
}

/** Significant words as the seed defines them: split on non-letters/digits, longer than 3. */
export function significantWords(text: string): string[] {
  return normalizeText(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 3);
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
export const isWordChar = (ch: string | undefined): boolean => ch !== undefined && WORD_CHAR.test(ch);

/**
 * Where `needle` occurs in `haystack` at word edges (design §3): where the needle starts (ends)
 * with a letter or digit, the character just before (after) the match must not be one. Both are
 * compared as given: fold them first for a case-insensitive search.
 *
 * @example findAtWordEdges('we follow the laws', 'aws') // -1
 * @example findAtWordEdges('see cve-2024-1', 'cve-')   // 4
 */
export function findAtWordEdges(haystack: string, needle: string, from = 0): number {
  if (needle === '') return -1;
  const startsWord = isWordChar(needle[0]);
  const endsWord = isWordChar(needle[needle.length - 1]);
  for (let at = haystack.indexOf(needle, from); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = at > 0 ? haystack[at - 1] : undefined;
    const after = haystack[at + needle.length];
    if ((startsWord && isWordChar(before)) || (endsWord && isWordChar(after))) continue;
    return at;
  }
  return -1;
}

/** A piece of `text` around [start, end) on one line, with `…` where it was cut. */
export function around(text: string, start: number, end: number, context = 40): string {
  const from = Math.max(0, start - context);
  const to = Math.min(text.length, end + context);
  return `${from > 0 ? '…' : ''}${oneSpace(text.slice(from, to))}${to < text.length ? '…' : ''}`;
}

/** `text` as a regular expression that matches it literally. */
export const regexLiteral = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
