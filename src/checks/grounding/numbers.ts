// Numbers as people write them — "72", "1,000", "2.4 million", "thirty-five", "one hundred and
// twenty" — read to their value. Hand-written: the grammar of English number words is small and
// closed, and the recognizer needs the exact span of each number, which number-word packages
// (words-to-numbers, compromise) do not give at the speed needed (compromise measured 9.5 ms per
// answer against a budget of about 0.2 ms).
import { NUMBER_WORDS, QUANTITY_WORDS, SCALE_WORDS } from './vocabulary.js';

const WORDS = [...Object.keys(NUMBER_WORDS), ...Object.keys(SCALE_WORDS)].sort((a, b) => b.length - a.length).join('|');

/** Digits with optional thousands separators and decimals: 7, 1,000, 2.5, 10,000.50. */
export const DIGITS = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
/** Number words: "four", "thirty-five", "one hundred and twenty", "two thousand". */
export const NUMBER_WORDS_PATTERN = `(?:${WORDS})(?:(?:[\\s-]+|\\s+and\\s+)(?:${WORDS}))*`;
/** Either, with an optional scale word after digits: "2.4 million". */
export const NUMBER = `(?:${DIGITS}(?:\\s(?:million|billion|thousand|trillion))?|\\b${NUMBER_WORDS_PATTERN}\\b)`;
/** Digits only: the same patterns run several times faster without the number words, which most replies lack. */
export const DIGIT_NUMBER = `(?:${DIGITS}(?:\\s(?:million|billion|thousand|trillion))?)`;

const ANY_NUMBER_WORD = new RegExp(`\\b(?:${WORDS})\\b`, 'i');
/** Whether `text` writes any number in words. */
export const hasNumberWords = (text: string): boolean => ANY_NUMBER_WORD.test(text);

/**
 * The value of a number as matched by NUMBER, or undefined.
 * @example numberValue('one hundred and twenty') // 120
 * @example numberValue('2.4 million') // 2400000
 */
export function numberValue(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  const digits = /^([\d,]+(?:\.\d+)?)(?:\s+(million|billion|thousand|trillion))?$/.exec(t);
  if (digits) {
    const n = Number(digits[1]!.replace(/,/g, ''));
    return Number.isFinite(n) ? n * (digits[2] ? SCALE_WORDS[digits[2]]! : 1) : undefined;
  }
  return wordsValue(t);
}

/** "forty-five" → 45; "two thousand three hundred" → 2300; undefined when it is not a number. */
function wordsValue(t: string): number | undefined {
  const words = t.split(/[\s-]+/).filter((w) => w !== 'and');
  if (words.length === 0) return undefined;
  let total = 0;
  let current = 0;
  for (const w of words) {
    const n = NUMBER_WORDS[w] ?? QUANTITY_WORDS[w];
    if (n !== undefined) {
      current += n;
      continue;
    }
    const scale = SCALE_WORDS[w];
    if (scale === undefined) return undefined;
    if (scale === 100) current = (current || 1) * 100;
    else {
      total += (current || 1) * scale;
      current = 0;
    }
  }
  return total + current;
}

/** A number written the way keys compare it: 2400000, 0.5, 35. */
export const numberKey = (n: number): string => String(Math.round(n * 1e6) / 1e6);
