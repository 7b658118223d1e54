// Every specific a text states (design §3a), read in one pass over its tokens. Readers run in
// priority order and each claims its tokens, so later ones only see what is left: a URL before the
// numbers in it, a ratio before a time ("a 1:13 ratio"), a score before a date ("3.5/4.0"), a date
// before its year, money before a code ("EUR 35"), a label before a count ("Level 2 nurse"), a
// frequency before its duration ("every 3 months"), names last.
import { digitsValue, tokenize, type Token } from '../tokens.js';
import { numberKey } from '../numbers.js';
import type { Specific } from '../types.js';
import { isEnglish } from '../words.js';
import { codes, digitCodes } from './codes.js';
import { clockNumbers, dates } from './dates.js';
import { frequencies, weeklyWeekdays } from './frequencies.js';
import { names } from './names.js';
import { ages, bareNumbers, concentrations, daysOfMonth, inchesAtCellEnd, money, percentages, quantities } from './quantities.js';
import { digitRatios, wordRatios } from './ratios.js';
import { scores } from './scores.js';
import { Scan } from './scan.js';
import { emails, urls } from './web.js';

export { codeKey, isPhone } from './codes.js';
export { isNthWeekday } from './dates.js';
export { convert } from './units.js';

const READERS: readonly ((scan: Scan) => void)[] = [urls, emails, roundTheClock, money, digitRatios, scores, daysOfMonth, dates, percentages, concentrations, codes, wordRatios, frequencies, inchesAtCellEnd, quantities, digitCodes, ages, bareNumbers];

const ALL_DAY = 'dur:min:1440/dur:min:1440';

/** "24/7" is a claim of its own (round-the-clock service), not 24 July. */
function roundTheClock(scan: Scan): void {
  scan.tokens.forEach((t, i) => {
    // Claimed as "24 hours a day", so a vault that says it that way states it too.
    if (t.text === '24/7') scan.take(i, i + 1, { kind: 'number', keys: [ALL_DAY], provides: [ALL_DAY, 'code:24/7', 'dur:min:10080/dur:min:10080'] });
  });
}

/**
 * @example findSpecifics('Backups are kept for thirty-five days.').map((s) => s.keys) // [['dur:min:50400']]
 */
export function findSpecifics(text: string, tokens: readonly Token[] = tokenize(text), options: { readonly names?: boolean; readonly casual?: boolean } = {}): Specific[] {
  const scan = new Scan(text, tokens, options.casual);
  for (const read of READERS) read(scan);
  // In text order from here on: each pass below reads a specific's neighbours (sorted once, not once a pass).
  scan.found.sort(byStart);
  clockNumbers(scan);
  tolerances(scan);
  ratePeriods(scan);
  weekdaysOfDates(scan);
  weeklyWeekdays(scan);
  if (options.names !== false) names(scan, isEnglish(text));
  return scan.found.sort(byStart).map((s) => approximated(s, tokens));
}

const byStart = (a: Specific, b: Specific): number => a.start - b.start;

/**
 * "18 °C ± 1 °C", "12 ± 0.5 mm": a value with a tolerance states both ends of its range, as
 * "17–19 °C" would. Read in the value's written unit (a tolerance of "1 °C" is one degree, not 1 °C).
 */
function tolerances(scan: Scan): void {
  const { found } = scan;
  for (let k = 0; k + 1 < found.length; k++) {
    const value = found[k]!;
    const tolerance = found[k + 1]!;
    // Of a measure only, and a tolerance in its unit: "230 V ± 10%" is no ±10 V, "12 months ± 2 weeks" no ±2 months, "14:00 ± 30 minutes" no number.
    if (value.kind === 'time' || value.kind === 'date' || !TOLERANCE.test(scan.text.slice(value.end, tolerance.start))) continue;
    const v = LEADING_NUMBER.exec(value.text);
    const d = LEADING_NUMBER.exec(tolerance.text);
    if (!v || !d) continue;
    const [valueUnit, toleranceUnit] = [value.text.slice(v[0].length).trim(), tolerance.text.slice(d[0].length).trim()];
    const unit = valueUnit || toleranceUnit;
    // A percentage's tolerance is in points only where both are written as percentages ("45% ± 5%"); "12 ± 10%" may be a tenth of 12.
    const points = valueUnit === '%' && toleranceUnit === '%';
    if (!unit || (valueUnit !== '' && valueUnit !== toleranceUnit) || (unit.includes('%') && !points)) continue;
    const [n, by] = [digitsValue(v[0])!, digitsValue(d[0])!];
    // (A share below nothing is no end: "2% ± 5%" states 0% to 7% at most, not "−3%".)
    const [centre, ...ends] = [n, points ? Math.max(0, n - by) : n - by, n + by].map((x) => findSpecifics(points ? `${numberKey(x)}%` : `${numberKey(x)} ${unit}`, undefined, { names: false })[0]?.keys ?? []);
    // Said with its tolerance, the value is the range's centre: "6 °C ± 2 °C" is not the low end of "8 °C ± 2 °C".
    const keys = centre!.map((key) => `${key}±${numberKey(by)}`);
    found[k] = { ...value, keys, provides: [...new Set([...value.provides, ...centre!, ...keys, ...ends.flat()])] };
  }
}

/**
 * "30 minutes of remote hands a month", "two per cent of the overdue amount a month", "one case a
 * month": a period after an amount and what it is of is that amount's rate, no length of time of
 * its own. Read as unsure: what the amount is a rate of is not a claim of "a month".
 */
function ratePeriods(scan: Scan): void {
  const { found } = scan;
  for (let k = 1; k < found.length; k++) {
    const [amount, period] = [found[k - 1]!, found[k]!];
    if (period.kind !== 'duration' || period.weak || !ONE_PERIOD.test(period.text) || !RATED.has(amount.kind)) continue;
    if (period.start - amount.end > LONGEST_OF_WHAT || !OF_WHAT.test(scan.text.slice(amount.end, period.start))) continue;
    found[k] = { ...period, weak: true };
  }
}

/** A period of one unit said as a rate's: "a month", "per week", "each year". */
const ONE_PERIOD = /^(?:a|an|per|each)\s+(?:calendar\s+)?\p{L}+$/iu;
const RATED: ReadonlySet<string> = new Set(['money', 'percentage', 'duration', 'number']);
const LONGEST_OF_WHAT = 60;
/** Between an amount and its rate's period: nothing, a few words of what it is of ("of remote hands"), or "in" ("(8 weeks) in a year"). */
const OF_WHAT = /^\)?\s*(?:(?:of|in)\s+(?:the\s+|your\s+|our\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3}\s*|in\s+)?$/u;

/**
 * "Saturday 12 July 2025", "2025-07-12 (a Saturday)": a weekday beside a full date that falls on it
 * says nothing the date does not (a date states its weekday), so the two are one specific. One the
 * calendar disagrees with stays apart, and is checked as any weekday is.
 */
function weekdaysOfDates(scan: Scan): void {
  const { found } = scan;
  const merged = new Map<Specific, Specific | undefined>();
  for (let k = 0; k + 1 < found.length; k++) {
    const [a, b] = [found[k]!, found[k + 1]!];
    if (merged.has(a) || merged.has(b)) continue;
    const [weekday, date, between] = a.keys[0]?.startsWith('wd:') ? [a, b, WEEKDAY_BEFORE] : [b, a, WEEKDAY_AFTER];
    if (!weekday.keys[0]?.startsWith('wd:') || weekday.keys.length !== 1 || !date.keys[0]?.startsWith('date:') || !date.provides.includes(weekday.keys[0])) continue;
    if (!between.test(scan.text.slice(a.end, b.start))) continue;
    // One specific of both, so the weekday's word is no word of what the date is said of. Brackets
    // are the sentence's ("S25-03 (Saturday 15 March 2025)"), unless the weekday is a gloss in them.
    const start = a.start + (scan.text[a.start] === '(' ? 1 : 0);
    let end = b.end - (scan.text[b.end - 1] === ')' ? 1 : 0);
    if (scan.text.slice(start, end).includes('(') && scan.text[end] === ')') end++;
    merged.set(weekday, undefined);
    merged.set(date, { ...date, start, end, text: scan.text.slice(start, end) });
  }
  if (merged.size === 0) return;
  const kept = scan.found.flatMap((s) => (merged.has(s) ? (merged.get(s) ?? []) : [s]));
  scan.found.splice(0, scan.found.length, ...kept);
}

const WEEKDAY_BEFORE = /^[\s,]*(?:the\s+)?$/i;

const WEEKDAY_AFTER = /^[\s,(–—-]*(?:(?:a|an|which is|that is|that's|it's)\s+)?$/i;

const TOLERANCE = /^\s*(?:±|\+\/[-−–])\s*$/u;
const LEADING_NUMBER = /^\d[\d,]*(?:\.\d+)?/;

/** Words that say a value is rounded: "about 25%", "roughly two-thirds", "~30 minutes". */
const APPROXIMATELY = new Set(['about', 'around', 'roughly', 'approximately', 'approx', 'nearly', 'almost', 'circa', 'ca', 'some', '~', '≈', 'just', 'under', 'over']);
/**
 * A length of time or a quantity, not a label: what tells "Typical 2-year fixed" from "Typical 5-year
 * fixed", "the 12-month price" from "the 24-month price". (Not a year, a count or a code: "Peak 2025",
 * "Peak (2 adults)" are named by their words.)
 */
export const isMeasure = (x: Specific): boolean => !x.label && (x.kind === 'duration' || x.dimension?.startsWith('q:') === true);

/** How far a value said to be rounded may be from the stated one. */
export const ROUNDING = 0.05;

/** A value said to be rounded compares within 5% of itself. */
function approximated(s: Specific, tokens: readonly Token[]): Specific {
  if (s.value === undefined || s.kind === 'date' || s.kind === 'time') return s;
  const before = tokens[lastTokenBefore(tokens, s.start)];
  if (!before || !APPROXIMATELY.has(before.lower)) return s;
  return { ...s, precision: Math.max(s.precision ?? 0, Math.abs(s.value) * ROUNDING) };
}

function lastTokenBefore(tokens: readonly Token[], offset: number): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid]!.start < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}
