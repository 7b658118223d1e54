// How often: "quarterly", "every 90 days", "every other week", "twice a year", "3 times per
// week", "once a month", "each month". A frequency is claimed by its period, compared like a
// duration's: "every three months" is "quarterly", "twice a year" is "every six months".
import { numberAt } from '../numbers.js';
import { ALTERNATE_WORDS, AMBIGUOUS_FREQUENCIES, FREQUENCY_WORDS, PER_WORDS } from '../tables/frequency.js';
import { WEEKDAYS } from '../tables/calendar.js';
import { FRACTION_WORDS, TIMES_WORDS } from '../tables/numbers.js';
import type { TimeUnit, Unit } from '../tables/units.js';
import type { Token } from '../tokens.js';
import type { Scan } from './scan.js';
import { timeValue, unitAt } from './units.js';

/** The period keys of a frequency: `min:1440` for daily. */
const periodKey = (amount: number, unit: TimeUnit): string => timeValue(amount, unit).key.slice(4);

function takeFrequency(scan: Scan, from: number, to: number, periods: readonly string[], value?: number): void {
  const keys = periods.map((p) => `every:${p}`);
  // A frequency states its period as a duration too: "every 90 days" supports "a 90-day rotation".
  const provides = [...keys, ...periods.map((p) => `dur:${p}`)];
  scan.take(from, to, { kind: 'frequency', keys, provides, dimension: 'every', ...(value !== undefined ? { value, unit: `every:${periods[0]!.split(':')[0]}` } : {}) });
}

/**
 * "checked every Monday": one weekday after "every" or "each" is a week apart, so it states
 * "weekly" too (not "every Tuesday and Thursday", twice a week, nor "every other Monday"). Run on
 * what the readers found, since a weekday is chrono's or the dates reader's.
 */
export function weeklyWeekdays(scan: Scan): void {
  const weekly = `every:${periodKey(1, FREQUENCY_WORDS.weekly!)}`;
  for (let k = 0; k < scan.found.length; k++) {
    const s = scan.found[k]!;
    const key = s.keys[0];
    if (s.keys.length !== 1 || !key?.startsWith('wd:') || key.includes('#')) continue;
    if (!EVERY_BEFORE.test(scan.text.slice(Math.max(0, s.start - 8), s.start)) || listedAfter(scan.text.slice(s.end, s.end + 24))) continue;
    scan.found[k] = { ...s, provides: [...(s.provides ?? s.keys), weekly] };
  }
}

const EVERY_BEFORE = /\b(?:every|each)\s+$/i;

/** Another weekday listed after one: "Tuesday and Thursday", "Monday, Wed". */
function listedAfter(text: string): boolean {
  const next = /^\s*(?:,|and|or|&)\s*(\p{L}+)/u.exec(text)?.[1]?.toLowerCase();
  return next !== undefined && WEEKDAYS[next.replace(/s$/, '')] !== undefined;
}

const timeOf = (unit: Unit | undefined): TimeUnit | undefined => (unit && 'time' in unit ? unit.time : undefined);

export function frequencies(scan: Scan): void {
  const { tokens } = scan;
  for (let i = 0; i < tokens.length; i++) {
    if (scan.isHeld(i)) continue;
    const t = tokens[i]!;
    const word = FREQUENCY_WORDS[t.lower];
    if (word) {
      takeFrequency(scan, i, i + 1, [periodKey(1, word)]);
      continue;
    }
    const both = AMBIGUOUS_FREQUENCIES[t.lower];
    if (both) {
      takeFrequency(scan, i, i + 1, both.map((u) => periodKey(1, u)));
      continue;
    }
    if (t.lower === 'every' || t.lower === 'each') every(scan, i);
    else timesPer(scan, i);
  }
}

/** "every 90 days", "every other week", "every three months", "each month", "every day" (from `from`: "once every …"). */
function every(scan: Scan, i: number, from = i): void {
  const { tokens } = scan;
  let j = i + 1;
  const alternate = tokens[i]!.lower === 'every' && ALTERNATE_WORDS.has(tokens[j]?.lower ?? '');
  if (alternate) j++;
  const phrase = numberAt(tokens, j);
  if (phrase) j = phrase.to;
  if (tokens[j]?.text === '-') j++;
  // "every quarter of an hour", "every half hour": a share of the unit after it, not a quarter year.
  const share = FRACTION_WORDS[tokens[j]?.lower ?? ''];
  if (share !== undefined && !phrase) {
    let k = tokens[j + 1]?.lower === 'of' ? j + 2 : j + 1;
    if (tokens[k]?.lower === 'a' || tokens[k]?.lower === 'an') k++;
    const read = unitAt(tokens, k, false);
    const part = timeOf(read?.unit);
    if (part && read) {
      takeFrequency(scan, from, read.to, [periodKey(share * (alternate ? 2 : 1), part)]);
      return;
    }
  }
  const unit = timeOf(unitAt(tokens, j, false)?.unit);
  if (!unit) return;
  const n = (phrase?.value ?? 1) * (alternate ? 2 : 1);
  takeFrequency(scan, from, j + 1, [periodKey(n, unit)], phrase?.value);
}

/** "twice a year", "3 times per week", "once a month", "two times each day", "twice daily". */
function timesPer(scan: Scan, i: number): void {
  const { tokens } = scan;
  let times = TIMES_WORDS[tokens[i]!.lower];
  let j = i + 1;
  if (times === undefined) {
    const phrase = numberAt(tokens, i);
    if (!phrase || tokens[phrase.to]?.lower !== 'times') return;
    times = phrase.value;
    j = phrase.to + 1;
  }
  const word = FREQUENCY_WORDS[tokens[j]?.lower ?? ''];
  if (word && times > 0) {
    takeFrequency(scan, i, j + 1, [periodKey(1 / times, word)]);
    return;
  }
  if (!PER_WORDS.has(tokens[j]?.lower ?? '')) return;
  // "once every quarter of an hour", "once every 3 days": once every period is every period.
  if (times === 1 && (tokens[j]!.lower === 'every' || tokens[j]!.lower === 'each')) {
    every(scan, j, i);
    return;
  }
  const unit = timeOf(unitAt(tokens, j + 1, false)?.unit);
  if (!unit || times <= 0) return;
  takeFrequency(scan, i, j + 2, [periodKey(1 / times, unit)]);
}

/**
 * A rate's period right after a quantity: "per day", "a month", "/month", "each year", "per user
 * per year" (the per-user part is no period and is passed over). The key of one period and the
 * token after it.
 */
export function PERIOD_OF(tokens: readonly Token[], j: number): { key: string; to: number } | undefined {
  let at = j;
  // "£20 for each started hour", "£15 for every extra day": "for" before the word that makes a rate.
  if (tokens[at]?.lower === 'for' && tokens[at]!.gap === ' ' && (tokens[at + 1]?.lower === 'each' || tokens[at + 1]?.lower === 'every')) at += 1;
  // "£40 per user per year": a rate per head is still a rate per year.
  if (isPer(tokens[at]) && tokens[at + 1]?.kind === 'word' && !timeOf(unitAt(tokens, at + 1, false)?.unit) && isPer(tokens[at + 2])) at += 2;
  const per = tokens[at];
  if (!isPer(per) || per!.gap === '\n') return undefined;
  // "per started hour", "each additional day": a word that says which period is still a period.
  const which = PERIOD_QUALIFIERS.has(tokens[at + 1]?.lower ?? '') ? 1 : 0;
  const read = unitAt(tokens, at + 1 + which, per!.text === '/');
  const unit = timeOf(read?.unit);
  return unit && read ? { key: `dur:${periodKey(1, unit)}`, to: read.to } : undefined;
}

const PERIOD_QUALIFIERS: ReadonlySet<string> = new Set(['started', 'additional', 'extra', 'further', 'full', 'part', 'whole', 'calendar']);

const isPer = (t: Token | undefined): boolean => t !== undefined && (t.text === '/' || (t.gap === ' ' && (t.lower === 'per' || t.lower === 'a' || t.lower === 'an' || t.lower === 'each' || t.lower === 'every')));

