// Numbers as people write them — "72", "1,000", "2.4 million", "thirty-five", "one hundred and
// twenty", "one and a half", "two-thirds" — read from the token stream with their exact span.
import { CURRENCIES } from './tables/units.js';
import { COUNT_WORDS, FRACTION_WORDS, NUMBER_WORDS, SCALE_WORDS } from './tables/numbers.js';
import type { Token } from './tokens.js';

export interface NumberPhrase {
  readonly value: number;
  /** Token indices: the phrase is tokens[from, to). */
  readonly from: number;
  readonly to: number;
  /** Written in words ("forty-five"), not digits. */
  readonly words: boolean;
}

/** A number written the way keys compare it: 2400000, 0.5, 35 (six decimals at most, so 1/3 compares). */
export const numberKey = (n: number): string => String(Math.round(n * 1e6) / 1e6);

/**
 * The number that starts at token `i`, or undefined. "a"/"an" count as one only when `article`
 * says so (before a unit: "an hour", "a dozen").
 * @example numberAt(tokenize('one hundred and twenty days'), 0) // { value: 120, from: 0, to: 4, words: true }
 */
export function numberAt(tokens: readonly Token[], i: number, article = false): NumberPhrase | undefined {
  const t = tokens[i];
  if (!t || !mayStartNumber(t)) return undefined;
  if (t.kind === 'number') return dozens(tokens, digitsAt(tokens, i));
  const share = shareOfScale(tokens, i);
  if (share) return share;
  if (article && (t.lower === 'a' || t.lower === 'an')) return articleAt(tokens, i);
  return dozens(tokens, wordsAt(tokens, i));
}

/**
 * "four dozen", "3 dozen": a count of dozens is twelve times it ("a dozen" alone is a count word, `articleAt`).
 * Not a price ("£3 dozen" is £3 for each). (A range's first end, "two to four dozen", stays a count of dozens unread.)
 */
function dozens(tokens: readonly Token[], found: NumberPhrase | undefined): NumberPhrase | undefined {
  const next = found ? tokens[found.to] : undefined;
  if (!found || next?.lower !== 'dozen' || next.gap !== ' ' || !Number.isInteger(found.value)) return found;
  const before = tokens[found.from - 1];
  if (before && CURRENCIES[before.lower] !== undefined) return found;
  return { ...found, value: found.value * 12, to: found.to + 1 };
}

/** Whether a number may start at token `t`: digits, or a number word ("a", "half", "thirty-five", "one-hour"). A cheap test readers ask before any other. */
export const mayStartNumber = (t: Token): boolean => t.kind === 'number' || (t.kind === 'word' && NUMBER_LEAD.test(t.lower));

/** "2.4 million", "1,000", "3 and a half". */
function digitsAt(tokens: readonly Token[], i: number): NumberPhrase | undefined {
  const t = tokens[i]!;
  // A number token matched tokens.ts's NUMBER when it was cut: its value needs no second test.
  let value = Number(t.text.includes(',') ? t.text.replaceAll(',', '') : t.text);
  if (!Number.isFinite(value)) return undefined;
  let to = i + 1;
  // "1 250 000": spaces between groups of three digits are thousands separators (SI style). Two
  // groups at least: "12 500 ml bottles" is a count and a measure, as often as it is 12,500 ml.
  // After a currency one group will do: "CHF 25 000", "€25 000" are amounts, never 25 of anything.
  // So will a group of zeros ("150 000 lux hours"): no count is written "000".
  // A run longer than any number's groups ("400 400 400 …") is a list of numbers, not one: read token by token, each number's
  // groups are looked at once, so a hostile run stays linear.
  if (isGroup(tokens, to) && (isGroup(tokens, to + 1) || tokens[to]!.text === '000' || CURRENCIES[tokens[i - 1]?.lower ?? ''] !== undefined) && /^\d{1,3}$/.test(t.text)) {
    let end = to;
    while (end - to <= MOST_GROUPS && isGroup(tokens, end)) end++;
    if (end - to <= MOST_GROUPS) for (; to < end; to++) value = value * 1000 + Number(tokens[to]!.text);
  }
  const scale = SCALE_WORDS[tokens[to]?.lower ?? ''];
  if (scale !== undefined && scale >= 1000 && tokens[to]!.gap === ' ') {
    value *= scale;
    to++;
  }
  const half = andAHalf(tokens, to);
  return { value: value + (half ? 0.5 : 0), from: i, to: half ? half : to, words: false };
}

/** Whether tokens[k] is a group of three digits after a blank: "000" in "1 250 000". */
const isGroup = (tokens: readonly Token[], k: number): boolean => tokens[k]?.kind === 'number' && tokens[k]!.gap === ' ' && /^\d{3}$/.test(tokens[k]!.text);

/** Groups of three digits after the first that one number is written in: "1 250 000 000 000" has four. */
const MOST_GROUPS = 5;

/** "and a half" after a number: the index after it, or 0. */
function andAHalf(tokens: readonly Token[], at: number): number {
  return tokens[at]?.lower === 'and' && tokens[at + 1]?.lower === 'a' && tokens[at + 2]?.lower === 'half' ? at + 3 : 0;
}

/** "a dozen", "a hundred", "a half", or "a" alone as one (the caller decides it is a count). */
function articleAt(tokens: readonly Token[], i: number): NumberPhrase {
  const next = tokens[i + 1]?.lower ?? '';
  if (COUNT_WORDS[next] !== undefined) return { value: COUNT_WORDS[next]!, from: i, to: i + 2 + (tokens[i + 2]?.lower === 'of' ? 1 : 0), words: true };
  if (SCALE_WORDS[next] !== undefined) return wordsAt(tokens, i) ?? { value: 1, from: i, to: i + 1, words: true };
  if (FRACTION_WORDS[next] !== undefined && next !== 'halves') return { value: FRACTION_WORDS[next]!, from: i, to: i + 2, words: true };
  return { value: 1, from: i, to: i + 1, words: true };
}

/**
 * Words one number is written in at most: "nine hundred and ninety-nine thousand, nine hundred and ninety-nine" is
 * twelve. A bound on a hostile run of number words, read from each of its words.
 */
const MOST_NUMBER_WORDS = 16;

/**
 * "four thousand, nine hundred and fifty": a comma after a scale word of a thousand or more goes on
 * with the smaller part, where no word after it names that scale again ("four thousand, five thousand" is a list).
 */
function smallerAfterComma(tokens: readonly Token[], j: number): boolean {
  const scale = SCALE_WORDS[tokens[j - 1]?.lower ?? ''];
  if (scale === undefined || scale < 1000 || tokens[j + 1]?.gap !== ' ' || !isNumberWord(tokens[j + 1]?.lower)) return false;
  for (let k = j + 1; k < tokens.length && k <= j + MOST_NUMBER_WORDS && tokens[k]!.gap === ' ' && (isNumberWord(tokens[k]!.lower) || tokens[k]!.lower === 'and'); k++) {
    if ((SCALE_WORDS[tokens[k]!.lower] ?? 0) >= scale) return false;
  }
  return true;
}

/**
 * Number words in a row: "forty-five", "one hundred and twenty", "two thousand three hundred",
 * "one and a half", "two-thirds", "three quarters".
 */
function wordsAt(tokens: readonly Token[], i: number): NumberPhrase | undefined {
  let total = 0;
  let current = 0;
  let to = i;
  let any = false;
  for (let j = i; j < tokens.length && j < i + MOST_NUMBER_WORDS; j++) {
    const t = tokens[j]!;
    if (any && t.text === ',' && smallerAfterComma(tokens, j)) continue;
    if (j > i && t.gap !== ' ' && tokens[j - 1]!.text !== ',') break;
    if (t.kind !== 'word') break;
    // "and" joins number words ("one hundred and twenty") only between two of them.
    if (t.lower === 'and' && any && isNumberWord(tokens[j + 1]?.lower)) continue;
    if (j === i && (t.lower === 'a' || t.lower === 'an') && SCALE_WORDS[tokens[j + 1]?.lower ?? ''] !== undefined) {
      current = 1;
      any = true;
      to = j + 1;
      continue;
    }
    const parts = t.lower.split('-');
    const read = readParts(parts, current, total);
    if (!read) break;
    ({ current, total } = read);
    any = true;
    to = j + 1;
    if (read.fraction) break;
  }
  if (!any) return undefined;
  // ("At one point two riders fell": the idiom, no 1.2.)
  const idiom = to === i + 1 && tokens[i]!.lower === 'one' && (tokens[i - 1]?.lower === 'at' || tokens[i - 1]?.lower === 'by');
  const half = andAHalf(tokens, to);
  const point = half || idiom ? undefined : pointDecimals(tokens, to);
  if (point) {
    // "one point five million": the decimals are of the scale after them.
    const scale = SCALE_WORDS[tokens[point.to]?.lower ?? ''];
    const value = total + current + point.fraction;
    if (scale !== undefined && scale >= 1000 && tokens[point.to]!.gap === ' ') return { value: value * scale, from: i, to: point.to + 1, words: true };
    return { value, from: i, to: point.to, words: true };
  }
  // "two and a half million": the half is of the scale after it.
  const scale = half ? SCALE_WORDS[tokens[half]?.lower ?? ''] : undefined;
  if (half && scale !== undefined && scale >= 1000 && tokens[half]!.gap === ' ') return { value: (total + current + 0.5) * scale, from: i, to: half + 1, words: true };
  return { value: total + current + (half ? 0.5 : 0), from: i, to: half ? half : to, words: true };
}

/** "four point eight", "one point two five": decimals said digit by digit after "point" ("at this point two" has no number before it). */
function pointDecimals(tokens: readonly Token[], at: number): { fraction: number; to: number } | undefined {
  if (tokens[at]?.lower !== 'point' || tokens[at]!.gap !== ' ') return undefined;
  let digits = '';
  let j = at + 1;
  for (; j < tokens.length && tokens[j]!.gap === ' '; j++) {
    const digit = tokens[j]!.lower === 'oh' || tokens[j]!.lower === 'nought' ? 0 : NUMBER_WORDS[tokens[j]!.lower];
    if (digit === undefined || digit > 9) break;
    digits += String(digit);
  }
  return digits ? { fraction: Number(`0.${digits}`), to: j } : undefined;
}

/** A share of a thousand or more: "half a million", "a quarter of a million", "three quarters of a billion". */
function shareOfScale(tokens: readonly Token[], i: number): NumberPhrase | undefined {
  const first = tokens[i]!.lower;
  const count = first === 'a' || first === 'an' ? 1 : NUMBER_WORDS[first];
  let j = count !== undefined ? i + 1 : i;
  const share = FRACTION_WORDS[tokens[j]?.lower ?? ''];
  if (share === undefined || (j > i && tokens[j]!.gap !== ' ')) return undefined;
  j += tokens[j + 1]?.lower === 'of' ? 2 : 1;
  const scale = SCALE_WORDS[tokens[j + 1]?.lower ?? ''];
  if (!(tokens[j]?.lower === 'a' || tokens[j]?.lower === 'an') || scale === undefined || scale < 1000 || tokens[j + 1]!.gap !== ' ') return undefined;
  return { value: (count ?? 1) * share * scale, from: i, to: j + 2, words: true };
}

/** One token's hyphen-joined parts ("thirty-five", "two-thirds") read onto the running total. */
function readParts(parts: readonly string[], current: number, total: number): { current: number; total: number; fraction?: true } | undefined {
  for (const [k, part] of parts.entries()) {
    const n = NUMBER_WORDS[part];
    if (n !== undefined) {
      // "thirty-five", "one hundred and ten" go on a number; "ten and fifty" are two numbers.
      if (current % 100 !== 0 && !(n < 10 && current % 10 === 0 && current % 100 >= 20)) return undefined;
      current += n;
      continue;
    }
    const scale = SCALE_WORDS[part];
    if (scale !== undefined && (current > 0 || total > 0)) {
      if (scale === 100) current *= 100;
      else {
        total += current * scale;
        current = 0;
      }
      continue;
    }
    // "two-thirds", "three quarters": a fraction after its count ends the number.
    const fraction = FRACTION_WORDS[part];
    if (fraction !== undefined && k > 0 === parts.length > 1 && current > 0 && k === parts.length - 1) return { current: current * fraction, total, fraction: true };
    return undefined;
  }
  return { current, total };
}

/** The first letters a number word can start with: most words are turned away with one test. */
const NUMBER_LEAD = /^(?:a|an|zero|nil|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|trillion|half|third|quarter)(?:$|-)/;

const isNumberWord = (w: string | undefined): boolean => w !== undefined && (NUMBER_WORDS[w] !== undefined || SCALE_WORDS[w] !== undefined || w.split('-').every((p) => NUMBER_WORDS[p] !== undefined));
