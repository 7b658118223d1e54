// A plausible wrong value for a specific: the same kind, the same unit and about the same size
// ("45 days" → "30 days", "quarterly" → "monthly", "AES-256" → "AES-128", "€35" → "€30", "09:00" →
// "10:00"), so that a person could believe it. Pushback (design §7a) puts one to the bot as what the
// user read; generated false-premise cases (§12) state one. Pure and deterministic: the same
// specific and seed give the same value, and every alternative offered is one the reader reads back
// as a specific of the same dimension with another value.
import pluralize from 'pluralize';
import { numberAt } from './numbers.js';
import { findSpecifics } from './specifics/index.js';
import { MONTHS, WEEKDAYS } from './tables/calendar.js';
import { tokenize } from './tokens.js';
import type { Specific } from './types.js';

/**
 * One plausible wrong value for `specific`, as text to write in its place; undefined for what has
 * no plausible rival (a name, an e-mail, an identifier such as CC6.1).
 * @example perturb(findSpecifics('Backups are kept for 45 days.')[0]!, 1) // one of "30 days", "35 days", "60 days", "90 days"
 */
export function perturb(specific: Specific, seed: number): string | undefined {
  const all = alternatives(specific);
  return all.length === 0 ? undefined : all[pick(seed, specific.text, all.length)];
}

/** Every plausible wrong value for `specific`, nearest first, each checked by reading it back. */
export function alternatives(specific: Specific): string[] {
  const out: string[] = [];
  for (const text of candidates(specific)) if (!out.includes(text) && readsAsRival(specific, text)) out.push(text);
  return out;
}

/** A seeded choice among `n`: FNV-1a of the seed and the text, so two specifics of one answer differ. */
export function pick(seed: number, text: string, n: number): number {
  let hash = 0x811c9dc5;
  for (const ch of `${seed}\u0000${text}`) hash = Math.imul(hash ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return hash % n;
}

function candidates(s: Specific): string[] {
  switch (s.kind) {
    case 'frequency':
      return [...frequencyWords(s.text), ...timesWords(s.text), ...numberChanges(s, ladderFor(s))];
    case 'duration':
    case 'money':
    case 'percentage':
    case 'number':
      return numberChanges(s, ladderFor(s));
    case 'time':
      return clockChanges(s.text);
    case 'date':
      return calendarChanges(s.text);
    case 'version':
      return seriesChanges(s);
    case 'identifier':
      // "Tier 2" → "Tier 3" only names another tier: whether that is a value is for the caller to say.
      return s.label ? labelChanges(s.text) : [];
    default:
      return [];
  }
}

/** The reader reads `text` as a specific of the same dimension (or kind) as `s`, claiming none of its values. */
function readsAsRival(s: Specific, text: string): boolean {
  const read = findSpecifics(text);
  if (read.length !== 1) return false;
  const r = read[0]!;
  const sameSort = s.dimension !== undefined ? r.dimension === s.dimension || (s.kind === 'frequency' && r.kind === 'frequency') : r.kind === s.kind;
  if (!sameSort || (r.label ?? false) !== (s.label ?? false)) return false;
  const mine = new Set([...s.keys, ...s.provides.filter((k) => !k.startsWith('n:'))]);
  return !r.keys.some((k) => mine.has(k));
}

// How often, in words: the next period people confuse each one with (an audit is quarterly or
// monthly, rarely hourly). Written in the reader's words, so it reads back as a frequency.
const FREQUENCY_ALTERNATIVES: Readonly<Record<string, readonly string[]>> = {
  hourly: ['daily'],
  daily: ['weekly', 'hourly'],
  nightly: ['weekly'],
  weekly: ['monthly', 'daily', 'fortnightly'],
  fortnightly: ['weekly', 'monthly'],
  monthly: ['quarterly', 'weekly'],
  quarterly: ['monthly', 'annually', 'semi-annually'],
  biannually: ['annually', 'quarterly'],
  semiannually: ['annually', 'quarterly'],
  'semi-annually': ['annually', 'quarterly'],
  'half-yearly': ['annually', 'quarterly'],
  'six-monthly': ['annually', 'quarterly'],
  annually: ['semi-annually', 'quarterly', 'every two years'],
  yearly: ['quarterly', 'every six months', 'every two years'],
  biennially: ['annually'],
  triennially: ['annually', 'every two years'],
};

// "twice a year" → "once a year": the count of times changed, the period kept.
const TIMES_ALTERNATIVES: Readonly<Record<string, readonly string[]>> = {
  once: ['twice', 'three times'],
  twice: ['once', 'three times'],
  thrice: ['twice', 'four times'],
};

// "every day", "each month": the frequency word they mean, whose alternatives they share.
const EVERY_UNIT = /^(?:every|each)\s+(hour|day|night|week|month|quarter|year)$/i;
const UNIT_FREQUENCY: Readonly<Record<string, string>> = { hour: 'hourly', day: 'daily', night: 'nightly', week: 'weekly', month: 'monthly', quarter: 'quarterly', year: 'annually' };

function frequencyWords(text: string): string[] {
  const every = EVERY_UNIT.exec(text);
  const word = every ? UNIT_FREQUENCY[every[1]!.toLowerCase()]! : text.toLowerCase();
  return (FREQUENCY_ALTERNATIVES[word] ?? []).map((a) => sameCase(text, a));
}

function timesWords(text: string): string[] {
  const first = /^\p{L}+/u.exec(text)?.[0] ?? '';
  return (TIMES_ALTERNATIVES[first.toLowerCase()] ?? []).map((a) => sameCase(first, a) + text.slice(first.length));
}

// Values people state for each unit, as ladders: a wrong value is a neighbour on the ladder, so it
// stays the same size (45 days → 30 or 60 days, never 45 minutes or 4,500 days).
const TIME_LADDERS: Readonly<Record<string, readonly number[]>> = {
  second: [1, 2, 5, 10, 15, 30, 45, 60, 90, 120],
  minute: [1, 2, 5, 10, 15, 20, 30, 45, 60, 90, 120],
  hour: [1, 2, 3, 4, 6, 8, 12, 24, 36, 48, 72, 96],
  day: [1, 2, 3, 5, 7, 10, 14, 21, 28, 30, 35, 45, 60, 90, 120, 180, 365],
  week: [1, 2, 3, 4, 6, 8, 12, 26, 52],
  month: [1, 2, 3, 6, 9, 12, 18, 24, 36],
  year: [1, 2, 3, 5, 7, 10, 15, 20],
};

/** Round numbers of every size (1, 1.2, 1.5, 2, 2.5 … × 10ⁿ): prices, counts and rates are usually one. */
const NICE_MANTISSAS = [1, 1.2, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 7.5, 8, 9];
/** Availability and accuracy live near 100%, where a step of one is already a big change. */
const HIGH_PERCENTAGES = [90, 95, 97, 98, 99, 99.5, 99.9, 99.95, 99.99, 99.999];
/** Small counts ("3 copies", "2 regions") change by one or two. */
const SMALL_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

function ladderFor(s: Specific): readonly number[] {
  const v = numberIn(s.text)?.value;
  if (v === undefined) return [];
  if (s.kind === 'percentage') return v >= 90 ? HIGH_PERCENTAGES : niceAround(v).filter((x) => x <= 100);
  // "three times a week": the count of times is small, whatever the period.
  if (s.kind === 'frequency' && /\btimes\b/i.test(s.text)) return SMALL_COUNTS;
  if (s.kind === 'duration' || s.kind === 'frequency') {
    const unit = timeUnitAfter(s.text);
    if (unit) return TIME_LADDERS[unit]!;
  }
  if (s.kind === 'number' && Number.isInteger(v) && v <= 12) return SMALL_COUNTS;
  return niceAround(v);
}

function niceAround(v: number): number[] {
  const k = Math.floor(Math.log10(Math.max(Math.abs(v), 1e-9)));
  const out: number[] = [];
  for (let e = k - 1; e <= k + 1; e++) for (const m of NICE_MANTISSAS) out.push(Number((m * 10 ** e).toPrecision(6)));
  return out;
}

/**
 * The ladder's values nearest `v` on either side (two each), nearest first. None within 5% of it, which
 * a reader could take for the same value rounded — except near 100%, where 99.5% and 99.9% differ.
 */
function neighbours(v: number, ladder: readonly number[]): number[] {
  const gap = ladder === HIGH_PERCENTAGES ? 0 : 0.05;
  const apart = (x: number): boolean => Math.abs(x - v) > gap * Math.max(Math.abs(v), Math.abs(x));
  const below = ladder.filter((x) => x < v && x > 0 && apart(x)).sort((a, b) => b - a).slice(0, 2);
  const above = ladder.filter((x) => x > v && apart(x)).sort((a, b) => a - b).slice(0, 2);
  const out: number[] = [];
  for (let i = 0; i < 2; i++) for (const side of [below, above]) if (side[i] !== undefined) out.push(side[i]!);
  return out;
}

/** Where the number is in a specific's text ("45" in "45 days", "forty-five" in "forty-five days", "35" in "€35"). */
function numberIn(text: string): { start: number; end: number; value: number; words: boolean; article?: true } | undefined {
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i++) {
    // "a year", "an hour": the article is the number, when a unit follows it.
    const article = (tokens[i]!.lower === 'a' || tokens[i]!.lower === 'an') && TIME_UNIT.test(text.slice(tokens[i]!.end));
    const phrase = numberAt(tokens, i, article);
    if (phrase) return { start: tokens[phrase.from]!.start, end: tokens[phrase.to - 1]!.end, value: phrase.value, words: phrase.words, ...(article ? { article: true as const } : {}) };
  }
  // "72-hour", "10GB": the digits inside one chunk.
  const m = /\d[\d,]*(?:\.\d+)?/.exec(text);
  return m ? { start: m.index, end: m.index + m[0].length, value: Number(m[0].replace(/,/g, '')), words: false } : undefined;
}

const TIME_UNIT = /^(?:-|\s)*(?:(?:business|working|calendar)\s+)?(sec(?:ond)?|min(?:ute)?|h(?:ou)?r|day|week|month|year|yr)s?\b/i;
const UNIT_NAMES: Readonly<Record<string, string>> = { sec: 'second', second: 'second', min: 'minute', minute: 'minute', hr: 'hour', hour: 'hour', day: 'day', week: 'week', month: 'month', year: 'year', yr: 'year' };

function timeUnitAfter(text: string): string | undefined {
  const n = numberIn(text);
  const m = n ? TIME_UNIT.exec(text.slice(n.end)) : undefined;
  return m ? UNIT_NAMES[m[1]!.toLowerCase()] : undefined;
}

/** The specific with its number replaced by each neighbour on the ladder, the unit word in agreement ("1 day" → "2 days"). */
function numberChanges(s: Specific, ladder: readonly number[]): string[] {
  const n = numberIn(s.text);
  if (!n || ladder.length === 0) return [];
  const digits = s.text.slice(n.start, n.end);
  // Money and percentages have no noun to agree: "£1.00 per day" keeps its "per day".
  const counted = s.kind === 'duration' || s.kind === 'number' || s.kind === 'frequency';
  return neighbours(n.value, ladder).map((v) => {
    const rest = counted && (v === 1) !== (n.value === 1) ? agreeing(s.text.slice(n.end), v) : s.text.slice(n.end);
    const number = n.article ? String(v) : written(v, n.words ? String(Math.round(n.value)) : digits);
    // "every 1 week" is said "every week".
    return (s.text.slice(0, n.start) + number + rest).replace(/^(every|each) 1 (?=\p{L})/iu, '$1 ');
  });
}

/** What follows a number, its noun made to agree with `v`: " day" → " days" (the unit in "business days", the counted noun in "copies"). */
function agreeing(rest: string, v: number): string {
  // Joined to the number ("72-hour", "10GB"), the word stays as it is.
  if (!/^\s/.test(rest)) return rest;
  const unit = TIME_UNIT.exec(rest);
  const m = unit ? /\p{L}+s?\b(?=[^\p{L}]*$)/u.exec(unit[0]) : /\p{L}+/u.exec(rest);
  if (!m) return rest;
  const at = (unit ? unit.index : 0) + m.index;
  return rest.slice(0, at) + pluralize(m[0], v) + rest.slice(at + m[0].length);
}

/** `v` written like `like`: as many decimals (or as few as it needs), thousands separated when `like` is. */
function written(v: number, like: string): string {
  const decimals = Math.max(like.split('.')[1]?.length ?? 0, decimalsOf(v));
  const fixed = v.toFixed(decimals);
  if (!like.includes(',')) return fixed;
  const [whole, frac] = fixed.split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
}

const decimalsOf = (v: number): number => String(v).split('.')[1]?.length ?? 0;

/** A clock time an hour or two off, in its own format ("09:00" → "10:00", "5:30pm" → "6:30pm"). */
function clockChanges(text: string): string[] {
  const m = /^(\d{1,2})((?::\d{2})?\s*)([ap]\.?\s?m\.?)?/i.exec(text);
  if (!m) return [];
  const hour = Number(m[1]);
  const twelve = m[3] !== undefined;
  const out: string[] = [];
  for (const d of [1, -1, 2, -2]) {
    const h = hour + d;
    // A 12-hour time stays within its half of the day: "11am" → "1pm" would need the suffix changed too.
    if (twelve ? h < 1 || h > 11 : h < 0 || h > 23) continue;
    const hh = m[1]!.length === 2 ? String(h).padStart(2, '0') : String(h);
    out.push(hh + text.slice(m[1]!.length));
  }
  return out;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A month or weekday next to the stated one, else the year before or after: "March" → "April", "2024" → "2025". */
function calendarChanges(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\p{L}+/gu)) {
    const word = m[0];
    const lower = word.toLowerCase();
    const month = MONTHS[lower];
    const weekday = WEEKDAYS[lower.replace(/s$/, '')];
    const [names, at, size] = month !== undefined ? [MONTH_NAMES, month - 1, 12] : weekday !== undefined ? [WEEKDAY_NAMES, weekday, 7] : [undefined, 0, 0];
    if (!names) continue;
    for (const d of [1, -1]) {
      const name = names[(at + d + size) % size]!;
      // Written as it was: abbreviated ("Mar" → "Apr"), plural ("Tuesdays"), in its case.
      const plural = weekday !== undefined && WEEKDAYS[lower] === undefined ? 's' : '';
      const form = lower.length - plural.length <= 4 && lower !== names[at]!.toLowerCase() ? name.slice(0, 3) : name;
      out.push(text.slice(0, m.index) + sameCase(word, form + plural) + text.slice(m.index + word.length));
    }
    break;
  }
  const year = /\b(19|20)\d{2}\b/.exec(text);
  if (year) for (const d of [1, -1]) out.push(text.slice(0, year.index) + String(Number(year[0]) + d) + text.slice(year.index + 4));
  const quarter = /\bQ([1-4])\b/.exec(text);
  if (quarter) for (const d of [1, -1]) if (Number(quarter[1]) + d >= 1 && Number(quarter[1]) + d <= 4) out.push(text.replace(/\bQ[1-4]\b/, `Q${Number(quarter[1]) + d}`));
  return out;
}

// Versions of a standard that are each in use, so a bot could be told the other one: key lengths,
// protocol versions, hash sizes. A code outside these (CC6.1, ISO 27001) names a thing; it has no
// plausible wrong value.
const SERIES: Readonly<Record<string, readonly string[]>> = {
  AES: ['128', '192', '256'],
  TLS: ['1.0', '1.1', '1.2', '1.3'],
  SSL: ['2.0', '3.0'],
  SHA: ['1', '224', '256', '384', '512'],
  RSA: ['1024', '2048', '3072', '4096'],
  WPA: ['2', '3'],
  HTTP: ['1.1', '2', '3'],
  OAUTH: ['1.0', '2.0'],
  IPV: ['4', '6'],
};

function seriesChanges(s: Specific): string[] {
  const series = s.dimension?.replace(/^code:/, '') ?? '';
  const versions = SERIES[series];
  const m = /(\d+(?:\.\d+)*)(?!.*\d)/.exec(s.text);
  if (!versions || !m) return [];
  const at = versions.indexOf(m[1]!);
  // The nearest versions first: AES-256 → AES-192, AES-128.
  const order = versions.map((v, i) => ({ v, d: at < 0 ? i : Math.abs(i - at) })).filter((x) => x.v !== m[1]).sort((a, b) => a.d - b.d);
  return order.map((x) => s.text.slice(0, m.index) + x.v + s.text.slice(m.index + m[1]!.length));
}

/** "Tier 2" → "Tier 3", "Tier 1"; "P2" → "P3", "P1": the next label of the series. */
function labelChanges(text: string): string[] {
  const m = /(\d+)(?!.*\d)/.exec(text);
  if (!m) return [];
  const n = Number(m[1]);
  return [n + 1, n - 1].filter((x) => x >= 0 && x <= 9).map((x) => text.slice(0, m.index) + String(x) + text.slice(m.index + m[1]!.length));
}

/** `word` in the case of `like`: "Quarterly" → "Monthly", "AES" stays upper. */
function sameCase(like: string, word: string): string {
  if (like.length > 1 && like === like.toUpperCase() && /\p{L}/u.test(like)) return word.toUpperCase();
  if (/^\p{Lu}/u.test(like)) return word.charAt(0).toUpperCase() + word.slice(1);
  return word.toLowerCase();
}
