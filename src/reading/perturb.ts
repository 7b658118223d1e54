// A believable false value for a specific (design §7a, §12): the same kind, unit and magnitude as
// the stated one, so a bot that agrees with it agrees with something it could have believed — "45
// days" → "30 days", "quarterly" → "monthly", "AES-256" → "AES-128", "1 April 2024" → "1 April
// 2023". Written the way the original is (digits or words), checked by reading it back: the result
// never states the original value in another form.
import pluralize from 'pluralize';
import { findSpecifics } from './specifics/index.js';
import { FREQUENCY_NEIGHBOURS, LADDER_UNITS, LADDERS, PERIOD_NEIGHBOURS, SERIES } from './tables/ladders.js';
import type { Specific } from './types.js';
import { numbersIn, rewriteNumber, type WrittenNumber } from './written.js';

/**
 * Another value for `specific`, as text to put in its place, or undefined when it has none (a name,
 * an e-mail, a URL). Deterministic: the same specific and seed give the same value; other seeds
 * may give another neighbour.
 * @example perturb(findSpecifics('kept for 45 days')[0]!, 0) // '30 days'
 */
export function perturb(specific: Pick<Specific, 'kind' | 'text' | 'keys'>, seed: number): string | undefined {
  const candidates = candidatesFor(specific);
  if (candidates.length === 0) return undefined;
  const start = Math.abs(Math.trunc(seed)) % candidates.length;
  const keys = new Set(specific.keys);
  for (let k = 0; k < candidates.length; k++) {
    const text = candidates[(start + k) % candidates.length]!;
    const read = findSpecifics(text);
    // Read back: a value of its own, and never the original under another wording.
    if (read.length > 0 && read.every((s) => !s.keys.some((key) => keys.has(key)))) return text;
  }
  return undefined;
}

function candidatesFor(s: Pick<Specific, 'kind' | 'text'>): string[] {
  switch (s.kind) {
    case 'name':
    case 'email':
    case 'url':
      return [];
    case 'frequency':
      return frequencyCandidates(s.text);
    case 'date':
      return dateCandidates(s.text);
    case 'time':
      return shifted(s.text, numbersIn(s.text, true)[0], [1, -1]);
    case 'version':
    case 'identifier':
      return codeCandidates(s.text);
    default:
      return valueCandidates(s.text);
  }
}

/** The ladder neighbours of the text's first number, in its unit. */
function valueCandidates(text: string): string[] {
  const n = numbersIn(text)[0] ?? numbersIn(text, true)[0];
  if (!n) return [];
  const unit = unitAfter(text, n);
  return neighbours(n.value, unit).map((v) => rewriteNumber(text, n, v));
}

/** The unit a number counts, singular: "35 days" → "day", "72-hour" → "hour", "99.9%" → "percent". */
function unitAfter(text: string, n: WrittenNumber): string | undefined {
  const rest = text.slice(n.end).toLowerCase();
  if (/^\s*(?:%|per ?cent)/.test(rest)) return 'percent';
  const m = /^[\s-]*((?:business|working|work)\s+)?(\p{L}+)/u.exec(rest);
  if (!m) return undefined;
  const word = pluralize.singular(m[2]!);
  const unit = m[1] ? `${m[1].trim()} ${word}` : word;
  return LADDER_UNITS[unit] ?? (LADDERS[unit] ? unit : LADDER_UNITS[word] ?? word);
}

/**
 * Two values next to `value` (the one below first): on its unit's ladder when it has one, else of
 * the same order of magnitude ("35" → 30, 40; "1,200" → 700, 1,700; "7" → 6, 8).
 */
function neighbours(value: number, unit: string | undefined): number[] {
  const ladder = unit ? LADDERS[unit] : undefined;
  if (ladder) {
    const below = [...ladder].reverse().find((v) => v < value);
    const above = ladder.find((v) => v > value);
    return [below, above].filter((v): v is number => v !== undefined && (unit !== 'percent' || v <= 100));
  }
  if (!Number.isInteger(value)) {
    const place = 10 ** -((String(value).split('.')[1] ?? '').length);
    return [value - place, value + place].map((v) => Number(v.toFixed(6))).filter((v) => v > 0);
  }
  if (value <= 10) return [value - 1, value + 1].filter((v) => v > 0);
  const step = Math.max(1, 10 ** (String(value).length - 1) / 2);
  return [value - step, value + step].filter((v) => v > 0);
}

function frequencyCandidates(text: string): string[] {
  const lower = text.toLowerCase().trim();
  const words = FREQUENCY_NEIGHBOURS[lower];
  if (words) return words.map((w) => cased(w, text));
  const n = numbersIn(text)[0];
  if (n) return valueCandidates(text);
  // "every month", "each week": the period next to it.
  const m = /^(.*?\b(?:every|each|per|a|an|once a|once an)\s+)(\p{L}+)$/iu.exec(text);
  const periods = m ? PERIOD_NEIGHBOURS[pluralize.singular(m[2]!.toLowerCase())] : undefined;
  return periods ? periods.map((p) => `${m![1]}${p}`) : [];
}

/** A year a year off, else a day a day off: "1 April 2024" → "1 April 2023", "1 April 2025". */
function dateCandidates(text: string): string[] {
  const numbers = numbersIn(text, true);
  const year = numbers.find((n) => n.value >= 1900 && n.value <= 2200 && n.end - n.start === 4);
  if (year) return shifted(text, year, [-1, 1]);
  const day = numbers.find((n) => n.value >= 1 && n.value <= 31);
  return shifted(text, day, day && day.value >= 28 ? [-1, -2] : [1, -1]);
}

function shifted(text: string, n: WrittenNumber | undefined, by: readonly number[]): string[] {
  if (!n) return [];
  return by.map((d) => n.value + d).filter((v) => v >= 0).map((v) => text.slice(0, n.start) + String(v).padStart(n.end - n.start, '0') + text.slice(n.end));
}

/** Another member of a known series ("AES-256" → "AES-128"), else the last number one off ("CC6.1" → "CC6.2"). */
function codeCandidates(text: string): string[] {
  const numbers = numbersIn(text, true);
  const last = numbers.at(-1);
  if (!last) return [];
  const prefix = /^\p{L}+/u.exec(text.toLowerCase())?.[0];
  const series = prefix ? SERIES[prefix] : undefined;
  const at = series?.indexOf(text.slice(last.start, last.end)) ?? -1;
  if (series && at >= 0) {
    const others = [series[at - 1], series[at + 1], ...series].filter((v): v is string => v !== undefined && v !== series[at]);
    return [...new Set(others)].map((v) => text.slice(0, last.start) + v + text.slice(last.end));
  }
  const whole = text.slice(last.start, last.end);
  const dot = whole.lastIndexOf('.');
  const tail = Number(whole.slice(dot + 1));
  const head = whole.slice(0, dot + 1);
  return [tail + 1, tail - 1].filter((v) => v >= 0).map((v) => text.slice(0, last.start) + head + String(v) + text.slice(last.end));
}

/** `word` with the first letter cased as `like`'s. */
const cased = (word: string, like: string): string => (like[0] && like[0] !== like[0].toLowerCase() ? word[0]!.toUpperCase() + word.slice(1) : word);
