// Dates and times of day, read by chrono-node: "3/14/2025", "14 Mar 2025", "2025-03-14", "March
// 14th", "5:30pm", "17:30", "9 in the morning", "noon". vouch keeps only chrono's parsers of
// explicit dates and times — relative ones ("within 2 days", "today") are durations or nothing, and
// its merging refiners join "Friday, 8:00–18:00" into one result and cost quadratic time on a
// document of many dates — and adds what chrono does not read: a year on its own, "on Tuesdays",
// quarters ("Q3", "the fourth quarter") and hours in words ("nine in the morning").
import type * as chrono from 'chrono-node';
// English only: chrono's entry point loads every locale, four times the CPU at start.
import { Chrono, configuration } from 'chrono-node/en';
import { DAY_PARTS, FIXED_HOLIDAYS, MONTHS, QUARTER_ORDINALS, WEEKDAY_ORDINALS, WEEKDAYS, WORDLIKE_CALENDAR_NAMES, YEAR_DIGITS } from '../tables/calendar.js';
import { FUNCTION_WORDS } from '../tables/function-words.js';
import { NUMBER_WORDS } from '../tables/numbers.js';
import { capitalised, opensSentence, type Token } from '../tokens.js';
import type { Found, Scan } from './scan.js';
import type { Specific } from '../types.js';
import { nounAt, unitAt } from './units.js';
import { LABEL_WORDS } from '../tables/labels.js';

/** chrono with only the parsers of explicit dates and times, and no merging refiners. */
function explicitParser(littleEndian: boolean): chrono.Chrono {
  const conf = configuration.createCasualConfiguration(littleEndian);
  // Matched by class name: chrono exports its configurations, not the classes in them.
  conf.parsers = conf.parsers.filter((p) => !/Relative|Ago|Later|Within|CasualDate|EndOfCurrentMonth/.test(p.constructor.name));
  conf.refiners = conf.refiners.filter((r) => !/Merge|EndOfPeriod/.test(r.constructor.name));
  return new Chrono(conf);
}

// Day-first (as most of the world writes 28/02/2026) and month-first: a date both read differently is both.
const DAY_FIRST = explicitParser(true);
const MONTH_FIRST = explicitParser(false);
// Dates without a year are read as written, never placed in a year by chrono.
const REFERENCE = new Date(Date.UTC(2000, 0, 1));

/** Whether a passage may hold a date or a time chrono could read: cheap, so a text with none never meets the parser. */
const DATE_CUE = /\d[/:.-]\d|\d\s?(?:am|pm|a\.m|p\.m)\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)|noon|midday|midnight|o'clock|morning|afternoon|evening/i;

const NUMERIC_DATE = /\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}/;

interface Parts {
  readonly year?: number;
  readonly month?: number;
  readonly day?: number;
  readonly weekday?: number;
  readonly hour?: number;
  readonly minute?: number;
}

export function dates(scan: Scan): void {
  isoDates(scan);
  // Before years, which would take "2030" of "0700 to 2030".
  clockDigits(scan);
  // Before chrono, which takes "midnight" out of "half past midnight".
  hoursInWords(scan);
  // Before chrono too, which reads "the last Sunday of each month" as a Sunday gone by.
  nthWeekdays(scan);
  if (DATE_CUE.test(scan.text)) {
    const seen = new Set<number>();
    // Only a numeric date ("03/04/2025") reads differently month-first: else one reading is enough.
    for (const parser of NUMERIC_DATE.test(scan.text) ? [DAY_FIRST, MONTH_FIRST] : [DAY_FIRST]) {
      for (const result of parser.parse(scan.text, REFERENCE)) {
        if (seen.has(result.index) && parser === MONTH_FIRST && !ambiguous(result.text)) continue;
        seen.add(result.index);
        takeResult(scan, result);
      }
    }
  }
  dayLists(scan);
  holidays(scan);
  quarters(scan);
  weekdays(scan);
  months(scan);
  years(scan);
}

/**
 * "2025-03-01": an ISO date is one reading whatever is around it, read before chrono, which takes
 * "01 through 2026-02" in "2025-03-01 through 2026-02-28" for a range of times.
 */
function isoDates(scan: Scan): void {
  scan.tokens.forEach((t, i) => {
    const m = t.kind === 'mixed' ? /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t.text) : null;
    if (!m || scan.isHeld(i)) return;
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    // A day the month has: "2024-02-30" is no date.
    if (month < 1 || month > 12 || day < 1 || new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return;
    const found = dateSpecific({ year, month, day });
    if (found) scan.take(i, i + 1, found);
  });
}

/**
 * "0700 to 2030", "at 1030", "back by 2230": a time written as four digits, as ships, aircraft and
 * hospitals write it. A four-digit number is as often a year, a count or a code, so only where it
 * cannot be one: a leading zero (not after a label: "Room 0112"), "at" before it with minutes (a year
 * takes "in"), "by", "after" or "until" before a late hour with minutes ("by 2230"; "by 2100" and
 * "by 2030" are years), or a range or list with such a time ("0700 to 2030", "at 1030 and 1530").
 * chrono reads none of these.
 */
function clockDigits(scan: Scan): void {
  const { tokens } = scan;
  const clock = (t: Token | undefined): { hour: number; minute: number } | undefined => {
    const m = t?.kind === 'number' ? CLOCK_DIGITS.exec(t.text) : null;
    return m ? { hour: Number(m[1]), minute: Number(m[2]) } : undefined;
  };
  const sure = (i: number): boolean => {
    const t = tokens[i]!;
    const c = clock(t)!;
    const prev = tokens[i - 1];
    const before = prev?.lower ?? '';
    // A leading zero, but not in a label or a code: "Room 0112", "PIN 0420", "NT 0800", "dial 0121".
    if (t.text.startsWith('0')) return !(prev && prev.kind === 'word' && (capitalised(prev) || LABEL_WORDS.has(before) || CODE_WORDS.has(before)));
    // With minutes only: "at 1030" ("at 1200" is as often a score or a price; not "at 1234 Elm Street"), "back by 2230"
    // (a year or a count may follow "by", "to", "from": "by 2100", "raised to 2300").
    if (c.minute === 0) return false;
    if (before === 'at') return !(tokens[i + 1]?.kind === 'word' && capitalised(tokens[i + 1]!));
    return CLOCK_BEFORE.has(before) && c.hour >= 21;
  };
  // Part of a telephone number ("0300 555 0199"), or a measure or a count ("2025–2110 MHz", "1140 hours"): no time.
  const digitGroup = (k: number): boolean => (tokens[k - 1]?.kind === 'number' && tokens[k]!.gap === ' ') || (tokens[k + 1]?.kind === 'number' && tokens[k + 1]!.gap === ' ');
  const amount = (k: number): boolean => unitAt(tokens, k + 1, false) !== undefined || nounAt(tokens, k + 1, false) !== undefined;
  tokens.forEach((t, i) => {
    if (scan.isHeld(i) || !clock(t) || digitGroup(i) || amount(i)) return;
    // A range: "0000–0400", "0700 to 2030", "1600-1800" beside a sure end.
    const joined = (k: number): boolean => RANGE_JOINS.has(tokens[k]?.lower ?? '') && clock(tokens[k + 1] ?? tokens[k]) !== undefined;
    const partner = joined(i + 1) ? i + 2 : RANGE_JOINS.has(tokens[i - 1]?.lower ?? '') && clock(tokens[i - 2]) ? i - 2 : undefined;
    if (partner !== undefined && (amount(partner) || digitGroup(partner))) return;
    if (!sure(i) && !(partner !== undefined && sure(partner))) return;
    const { hour, minute } = clock(t)!;
    scan.take(i, i + 1, { kind: 'time', keys: [`time:${hour}:${minute}`], dimension: 'time', value: hour * 60 + minute, unit: 'time' });
  });
}

/**
 * A bare number that could be a time written as four digits ("- 1230 lunch", in a routine whose
 * other times are sure) states that time too, should a reply say it ("lunch at 12:30"): as support
 * only, never as a claim of one.
 */
export function clockNumbers(scan: Scan): void {
  scan.found.forEach((s, k) => {
    const m = s.unit === 'n:' && s.weak ? CLOCK_DIGITS.exec(s.text) : null;
    if (m) scan.found[k] = { ...s, provides: [...s.provides, `time:${Number(m[1])}:${Number(m[2])}`] };
  });
  openHours(scan);
  sharedMeridiem(scan);
}

/**
 * "7–10 pm", "March, 7–9 pm": the hour before a range's dash shares the time after it's "pm", so it is
 * 19:00, not a bare 7 nor the 7th of March ("11–2 pm" starts at 11 in the morning). A date whose day
 * is that hour is its month alone.
 */
function sharedMeridiem(scan: Scan): void {
  const { found } = scan;
  const instead = new Map<Specific, readonly Specific[]>();
  for (let k = 0; k + 1 < found.length; k++) {
    const [a, b] = [found[k]!, found[k + 1]!];
    if (instead.has(a) || !HOUR_RANGE.test(scan.text.slice(a.end, b.start))) continue;
    const later = laterEnd(b, scan.text);
    const hour = a.kind === 'number' && a.weak && BARE_HOUR.test(a.text) ? a.text : a.unit === 'md' ? /(?:^|[\s,])([1-9]|1[0-2])$/.exec(a.text)?.[1] : undefined;
    if (!later || hour === undefined) continue;
    const pm = (Number(hour) % 12) + (later.value! >= 720 ? 12 : 0);
    const at = pm * 60 > later.value! ? pm - 12 : pm;
    // "10–2 am" runs through midnight: which half its first hour is in is not said.
    if (at < 0) continue;
    const start = a.end - hour.length;
    instead.set(a, [...(a.unit === 'md' ? dateBefore(a, scan.text.slice(a.start, start)) : []), timeAt(at, hour, start)]);
    if (later !== b) instead.set(b, [later]);
  }
  if (instead.size > 0) scan.found.splice(0, scan.found.length, ...scan.found.flatMap((s) => instead.get(s) ?? [s]));
}

/**
 * A date read with an hour after it as its day: "March, 7" of "March, 7–10 pm" is the month alone,
 * "14 March, 10" of "14 March, 10–4 pm" the date without the hour.
 */
function dateBefore(date: Specific, text: string): Specific[] {
  const written = text.replace(/[\s,]+$/, '');
  if (!written) return [];
  if (/\d/.test(written)) return [{ ...date, text: written, end: date.start + written.length }];
  const month = date.provides.find((k) => k.startsWith('mon:'));
  return month ? [{ kind: 'date', keys: [month], provides: [month], dimension: 'date:mon', text: written, start: date.start, end: date.start + written.length }] : [];
}

/** The range's later end as a time that says its half of the day: "10 pm", or a bare "10" the reader left before "pm". */
function laterEnd(b: Specific, text: string): Specific | undefined {
  if (b.kind === 'time' && b.value !== undefined && HALF_OF_DAY.test(b.text)) return b;
  const half = b.kind === 'number' && b.weak && BARE_HOUR.test(b.text) ? /^\s?([ap])(?:\.m\.|m\b)/i.exec(text.slice(b.end)) : null;
  if (!half) return undefined;
  const hour = (Number(b.text) % 12) + (half[1]!.toLowerCase() === 'p' ? 12 : 0);
  return timeAt(hour, text.slice(b.start, b.end + half[0].length), b.start);
}

const timeAt = (hour: number, text: string, start: number): Specific => {
  const key = `time:${hour}:0`;
  return { kind: 'time', keys: [key], provides: [key], dimension: 'time', value: hour * 60, unit: 'time', text, start, end: start + text.length };
};

/** An hour of either half of the day, alone: "7". */
const BARE_HOUR = /^(?:[1-9]|1[0-2])$/;

/** "7 pm", "10pm", "9 p.m.": a time that ends saying which half of the day. */
const HALF_OF_DAY = /[ap]\.?m\.?$/i;


const CLOCK_DIGITS = /^([01]\d|2[0-3])([0-5]\d)$/;

/**
 * "The office is open 9 to 5.30": bare hours after "open" ("open from"), joined as a range, state
 * those times of day (either half of the day), for a reply that writes "09:00 to 17:30".
 */
function openHours(scan: Scan): void {
  const bare = scan.found.map((s, k) => ({ s, k })).filter(({ s }) => s.unit === 'n:' && s.weak && HOUR.test(s.text));
  for (let j = 0; j + 1 < bare.length; j++) {
    const [a, b] = [bare[j]!, bare[j + 1]!];
    if (!HOUR_RANGE.test(scan.text.slice(a.s.end, b.s.start)) || !OPEN_BEFORE.test(scan.text.slice(Math.max(0, a.s.start - 24), a.s.start))) continue;
    for (const { s, k } of [a, b]) scan.found[k] = { ...s, provides: [...s.provides, ...hoursOf(s.text)] };
  }
}

/** "9", "5.30", "12": an hour of either half of the day, and its minutes after a point. */
const HOUR = /^(?:[1-9]|1[0-2])(?:\.[0-5]\d)?$/;
const HOUR_RANGE = /^\s*(?:to|until|till|-|–)\s*$/i;
const OPEN_BEFORE = /\b(?:open|opens|opening)(?:\s+(?:from|between))?\s*$/i;

const hoursOf = (text: string): string[] => {
  const [hour, minute] = text.split('.').map(Number) as [number, number | undefined];
  return [`time:${hour % 12}:${minute ?? 0}`, `time:${(hour % 12) + 12}:${minute ?? 0}`];
};

const CLOCK_BEFORE: ReadonlySet<string> = new Set(['by', 'after', 'before', 'until', 'till']);
/** Words before a code, never a time: "PIN 0420", "dial 0121". */
const CODE_WORDS: ReadonlySet<string> = new Set(['pin', 'code', 'dial', 'ext', 'extension', 'postcode', 'zip', 'number', 'no', 'ref', 'reference', 'id', 'account', 'sort']);
const RANGE_JOINS: ReadonlySet<string> = new Set(['-', '–', '—', 'to', 'until', 'till', 'and', ',']);

/** "03/04/2025" reads as 3 April or 4 March: both are kept. */
const ambiguous = (text: string): boolean => {
  const m = /(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}/.exec(text);
  return m !== null && Number(m[1]) <= 12 && Number(m[2]) <= 12 && m[1] !== m[2];
};

function takeResult(scan: Scan, result: chrono.ParsedResult): void {
  // "aged 12–15 may not ride": the verb is no month of either end of a range (chrono reads "12–15 May").
  // ("12–15 may 2025" is the month: a year follows it.)
  if (verbMonthIn(scan.text, result.index, result.index + result.text.length)) return;
  const pieces = rangePieces(result);
  const ends = [result.start, ...(result.end ? [result.end] : [])];
  for (const [i, piece] of pieces.entries()) {
    let parts = asWritten(piece.text, result.text, writtenYear(piece.text, known(ends[Math.min(i, ends.length - 1)]!)));
    if (i === 0 && result.end) parts = beforeItsEnd(piece.text, parts, known(result.end));
    if (i === 0 && pieces.length > 1) parts = yearOfItsEnd(parts, writtenYear(pieces[1]!.text, known(result.end ?? result.start)));
    if (!explicit(piece.text, parts)) continue;
    let from = scan.tokenAt(piece.start);
    // "from 1 June": chrono takes "from 1" for a time (rejected above) and "June" alone; the day before the month is the date's.
    const day = dayAt(scan, from - 1);
    if (parts.month !== undefined && parts.day === undefined && parts.hour === undefined && day !== undefined && scan.tokens[from]!.gap === ' ') {
      parts = { ...parts, day };
      from--;
    }
    const found = dateSpecific(parts);
    if (!found) continue;
    let to = from;
    while (to < scan.tokens.length && scan.tokens[to]!.start < piece.end) to++;
    if (!calendarNameFits(scan, from, to)) continue;
    // Both ends of a range written as one chunk ("8am-6pm") are read, each from its own characters.
    const inOneChunk = to === from + 1 && pieces.length > 1 && (scan.tokens[from]!.start < piece.start || scan.tokens[from]!.end > piece.end);
    const taken = inOneChunk ? scan.takeChars(piece.start, piece.end, found) : scan.take(from, to, found);
    // A date written two ways (03/04/2025) claims either reading.
    if (!taken && scan.isHeld(from)) mergeReading(scan, from, found);
  }
}

/**
 * "From 11:30 until 2.30 pm": a range's "pm" carries back to its first end only where that keeps it
 * before the second (chrono reads 23:30); written with no "am" or "pm", the first end is the morning's.
 */
function beforeItsEnd(text: string, start: Parts, end: Parts): Parts {
  const written = Number(/\d{1,2}/.exec(text)?.[0]);
  if (start.hour === undefined || end.hour === undefined || start.hour !== written + 12 || start.hour <= end.hour || MERIDIEM.test(text)) return start;
  return { ...start, hour: written };
}

/**
 * "8 to 11 January 2024": a range's first end without a year of its own has its second end's (and
 * its month, where it names none and its day comes first: not "from 28 to 3 March"). Where chrono
 * reads the two ends as one range only.
 */
function yearOfItsEnd(start: Parts, end: Parts): Parts {
  if (start.year !== undefined || end.year === undefined || start.day === undefined || start.hour !== undefined) return start;
  const month = start.month ?? end.month;
  if (month === undefined || end.month === undefined || (start.month === undefined && end.day !== undefined && start.day > end.day)) return start;
  return { ...start, month, year: month > end.month ? end.year - 1 : end.year };
}

const MERIDIEM = /\d\s*(?:am|pm|a\.m|p\.m)|noon|midday|midnight|evening|night|afternoon/i;

/** A chrono result in its pieces: a range ("8am–6pm", "9am to 5pm") as its two ends, without the words around them. */
function rangePieces(result: chrono.ParsedResult): { text: string; start: number; end: number }[] {
  const lead = /^(?:(?:at|on|from|by|the)\s+)?/i.exec(result.text)![0].length;
  const text = result.text.slice(lead).replace(/[\s,.;:]+$/, '').replace(BARE_MERIDIEM, '');
  const start = result.index + lead;
  if (!result.end) return [{ text, start, end: start + text.length }];
  // Found where no numeric date is written: the hyphens of "2025-03-01" split nothing.
  const masked = text.replace(/\d{1,4}-\d{1,2}-\d{1,4}/g, (date) => 'x'.repeat(date.length));
  const split = /\s*(?:–|—|-|\bto\b|\buntil\b|\btill\b|\bthrough\b|\bthru\b)\s*/i.exec(masked);
  if (!split) return [{ text, start, end: start + text.length }];
  const second = text.slice(split.index + split[0].length);
  return [
    { text: text.slice(0, split.index), start, end: start + split.index },
    { text: second, start: start + split.index + split[0].length, end: start + text.length },
  ];
}

function known(c: chrono.ParsedComponents): Parts {
  const get = (k: chrono.Component): number | undefined => (c.isCertain(k) ? c.get(k) ?? undefined : undefined);
  return { year: get('year'), month: get('month'), day: get('day'), weekday: get('weekday'), hour: get('hour'), minute: get('minute') };
}

/**
 * Where chrono took a bare letter for "am" or "pm" ("12:00 a duty officer"), the hour is as written;
 * and so is a 24-hour clock's, with no "am" or "pm" anywhere in the range ("18:00 to 07:30" ends at
 * half past seven in the morning: chrono moved it past the range's start, to 19:30).
 */
function asWritten(piece: string, whole: string, p: Parts): Parts {
  if (p.hour === undefined) return p;
  // (A leading zero or an hour past noon only: "10:00 to 11:30pm" may be the evening's, its "pm" said once at the end.)
  const clock = /(?<!\d)(0\d|1[3-9]|2[0-3])[:.]\d\d$/.exec(piece.trim())?.[1];
  if (clock !== undefined && !MERIDIEM.test(whole)) return { ...p, hour: Number(clock) };
  if (!BARE_MERIDIEM.test(whole.replace(/[\s,.;:]+$/, ''))) return p;
  const hour = /(\d{1,2})[:.]\d\d$/.exec(piece)?.[1];
  return hour === undefined ? p : { ...p, hour: Number(hour) };
}

/** A letter after a time is the next word's, not "am" or "pm": "from 09:00 to 12:00 a duty officer answers". */
const BARE_MERIDIEM = /(?<=\d)\s+[ap]$/i;

/** "October 31" is the 31st, never October 2031: a year is one written in four digits or in a numeric date. */
function writtenYear(text: string, p: Parts): Parts {
  if (p.year === undefined || /\d{4}|\d[/.-]\d{1,2}[/.-]\d/.test(text)) return p;
  const day = /^\p{L}+\.?\s+(\d{1,2})(?:st|nd|rd|th)?$/u.exec(text.trim())?.[1];
  const { year: _, ...rest } = p;
  return day !== undefined && p.day === undefined ? { ...rest, day: Number(day) } : rest;
}

/** What chrono read must be written out: a time needs minutes, am/pm or a named time; a bare month needs its name. */
function explicit(text: string, p: Parts): boolean {
  if (p.hour !== undefined && p.month === undefined && p.day === undefined && p.weekday === undefined) {
    // "2.55" is a number; "2.55pm" or "14:55" a time.
    if (/\d:\d\d|\d\s*(?:am|pm|a\.m|p\.m)|noon|midday|midnight|o'clock/i.test(text)) return true;
    // "nine at night", "7 in the evening": the part of the day names an hour written as one, "426 at night" is a count.
    return /in the (?:morning|afternoon|evening)|at night/i.test(text) && !/\d{3}/.test(text);
  }
  return p.month !== undefined || p.weekday !== undefined || p.year !== undefined;
}

/** The keys of a date or time, claimed at the precision written; a date supports every coarser form of itself. */
function dateSpecific(p: Parts): Found | undefined {
  if (p.hour !== undefined && p.month === undefined && p.day === undefined) {
    const time = `time:${p.hour}:${p.minute ?? 0}`;
    return { kind: 'time', keys: [time], dimension: 'time', value: p.hour * 60 + (p.minute ?? 0), unit: 'time' };
  }
  const { year: y, month: m, day: d, weekday: w } = p;
  const keys: string[] = [];
  if (y !== undefined && m !== undefined && d !== undefined) keys.push(`date:${y}-${m}-${d}`);
  if (y !== undefined && m !== undefined) keys.push(`ym:${y}-${m}`);
  if (m !== undefined && d !== undefined) keys.push(`md:${m}-${d}`);
  if (y !== undefined) keys.push(`year:${y}`);
  if (m !== undefined) keys.push(`mon:${m}`);
  const weekday = w ?? (y !== undefined && m !== undefined && d !== undefined ? new Date(Date.UTC(y, m - 1, d)).getUTCDay() : undefined);
  if (weekday !== undefined) keys.push(`wd:${weekday}`);
  if (keys.length === 0) return undefined;
  // A date's day number, for "14 days after 10 March": in its year, or in a leap year for a date without one.
  const day = m !== undefined && d !== undefined ? Date.UTC(y ?? 2000, m - 1, d) / 86_400_000 : undefined;
  // A month of a year counts months ("March 2025" is 2025 × 12 + 2), for "reviewed every two years from March 2023".
  const year = y !== undefined && m === undefined ? { value: y, unit: 'year' } : y !== undefined && m !== undefined && d === undefined ? { value: y * 12 + m - 1, unit: 'ym' } : {};
  return { kind: 'date', keys: keys.slice(0, 1), provides: keys, dimension: `date:${keys[0]!.split(':')[0]}`, ...(day !== undefined ? { value: day, unit: y !== undefined ? 'day' : 'md' } : year) };
}

/**
 * "25 and 26 December", "1, 8 and 15 May": days listed before one month share it (and its year).
 * chrono reads only the last.
 */
function dayLists(scan: Scan): void {
  const { tokens } = scan;
  for (const date of [...scan.found]) {
    if (date.kind !== 'date') continue;
    const md = date.provides.map((k) => /^md:(\d+)-(\d+)$/.exec(k)).find((m) => m !== null);
    if (!md || !/^\d/.test(date.text)) continue;
    const year = date.provides.map((k) => /^year:(\d+)$/.exec(k)?.[1]).find((y) => y !== undefined);
    // Back from the date's first token over "25 and", "1, 8 and": a day, then a joining word or comma.
    // Each day may have its weekday before it: "Sat 14 and Sun 15 June 2025".
    const pastWeekday = (at: number): number => (WEEKDAYS[tokens[at]?.lower.replace(/\.$/, '') ?? ''] !== undefined ? at - 1 : at);
    let k = pastWeekday(scan.tokenAt(date.start) - 1);
    for (let listed = 0; listed < MOST_LISTED_DAYS && LIST_JOINS.has(tokens[k]?.lower ?? ''); listed++) {
      if (tokens[k]!.lower === 'and' && tokens[k - 1]?.text === ',') k--;
      const day = dayAt(scan, k - 1);
      const found = day === undefined ? undefined : dateSpecific({ ...(year ? { year: Number(year) } : {}), month: Number(md[1]), day });
      if (!found) break;
      scan.take(k - 1, k, found);
      k = pastWeekday(k - 2);
    }
  }
}

/** The day of the month token `k` is, free and written as one or two digits (1–31), or undefined. */
function dayAt(scan: Scan, k: number): number | undefined {
  const t = scan.tokens[k];
  if (t?.kind !== 'number' || !/^\d{1,2}$/.test(t.text) || scan.isHeld(k)) return undefined;
  const day = Number(t.text);
  return day >= 1 && day <= 31 ? day : undefined;
}

const LIST_JOINS: ReadonlySet<string> = new Set(['and', 'or', ',', '&']);
/** Days listed before one month, at most: a hostile list is not walked far. */
const MOST_LISTED_DAYS = 12;

/** The second reading of a date written ambiguously, added to the specific the first reading took. */
function mergeReading(scan: Scan, from: number, found: Found): void {
  const index = scan.found.findIndex((s) => s.start <= scan.tokens[from]!.start && s.end > scan.tokens[from]!.start);
  const s = scan.found[index];
  // Which of a month's weekdays is read already: chrono's "Tuesday" in it, or its "last Sunday" (one gone by), is no other reading of it.
  if (s?.kind !== 'date' || s.keys.some(isNthWeekday)) return;
  scan.found[index] = { ...s, keys: [...new Set([...s.keys, ...found.keys])], provides: [...new Set([...s.provides, ...(found.provides ?? found.keys)])] };
}

/**
 * A month or weekday name read by itself must be one: "March" and "Tuesday" capitalised, an
 * abbreviation that is also a word ("Sun", "Sat", "May") only beside a number or another name
 * ("Mon–Fri", "May 2026"), and never a capitalised word opening a sentence unless a number follows.
 */
function calendarNameFits(scan: Scan, from: number, to: number): boolean {
  // "aged 16 or 17 may not use": a month that is also a verb, in lower case, is the verb, beside a number or not.
  for (let k = from; k < to; k++) if (VERB_MONTHS.has(scan.tokens[k]!.text)) return false;
  if (to - from !== 1) return true;
  const t = scan.tokens[from]!;
  if (t.kind !== 'word' || NAMED_TIMES.has(t.lower)) return true;
  if (!capitalised(t)) return false;
  // chrono reads a few words as days that name none ("Weekday"): a one-word date is a month's or a weekday's name.
  const name = t.lower.replace(/\.$/, '');
  if (MONTHS[name] === undefined && WEEKDAYS[name] === undefined && WEEKDAYS[name.replace(/s$/, '')] === undefined) return false;
  const next = scan.tokens[to];
  const prev = scan.tokens[from - 1];
  const beside = (x: Token | undefined): boolean => x !== undefined && (x.kind === 'number' || (x.kind === 'mixed' && /^\d/.test(x.text)) || MONTHS[x.lower] !== undefined || WEEKDAYS[x.lower] !== undefined || x.text === '–' || x.text === '-');
  if (WORDLIKE_CALENDAR_NAMES.has(t.lower)) return beside(next) || beside(prev);
  if (t.lower === 'may' || t.lower === 'march') return !opensSentence(scan.tokens, from) || beside(next);
  return true;
}

/** Words before a month's name that make it the month: "in May", "by March", "our May payroll". */
const MONTH_LEADS = new Set(['in', 'by', 'from', 'until', 'till', 'since', 'during', 'before', 'after', 'each', 'every', 'our', 'your', 'the', 'of', 'for', 'last', 'next']);

/** "deducted in May": a month's name chrono leaves alone (it reads no lone "May"), where a month fits. */
function months(scan: Scan): void {
  scan.tokens.forEach((t, i) => {
    const month = MONTHS[t.lower];
    if (month === undefined || t.kind !== 'word' || scan.isHeld(i) || !(capitalised(t) || casualName(scan, t))) return;
    // "from 1 May": a day before a month chrono left alone is that month's day.
    const day = dayAt(scan, i - 1);
    if (day !== undefined && t.gap === ' ') {
      const dated = dateSpecific({ month, day });
      if (dated && scan.take(i - 1, i + 1, dated)) return;
    }
    // "in May", "our May payroll": a capitalised month after a word that leads a date, inside a sentence.
    const led = !opensSentence(scan.tokens, i) && MONTH_LEADS.has(scan.tokens[i - 1]?.lower ?? '');
    if (!led && !calendarNameFits(scan, i, i + 1)) return;
    const found = dateSpecific({ month });
    // Weak: a month the reply works out from another ("renews in June, so the notice comes in May") it cannot show its working for.
    if (found) scan.take(i, i + 1, { ...found, weak: true });
  });
}

/** "Christmas Day", "New Year's Eve": a holiday on a fixed date is that date. */
function holidays(scan: Scan): void {
  const { tokens } = scan;
  for (let i = 0; i < tokens.length; i++) {
    if (!capitalised(tokens[i]!) || !HOLIDAY_LEADS.has(plainApostrophes(tokens[i]!.lower))) continue;
    const holiday = FIXED_HOLIDAYS.find((h) => h.words.every((w, k) => plainApostrophes(tokens[i + k]?.lower ?? '') === w && (k === 0 || tokens[i + k]!.gap === ' ')));
    if (holiday) scan.take(i, i + holiday.words.length, dateSpecific({ month: holiday.month, day: holiday.day })!);
  }
}

/** The first words of holidays' names: most capitalised words lead none. */
const HOLIDAY_LEADS: ReadonlySet<string> = new Set(FIXED_HOLIDAYS.map((h) => h.words[0]!));

const plainApostrophes = (word: string): string => (word.includes('’') ? word.replace(/’/g, "'") : word);

/** In a user's message, a month's or a weekday's name in lower case, written out ("june", not "apr"), but for those that are words too ("may", "march"). */
const casualName = (scan: Scan, t: Token): boolean => scan.casual && t.lower.length >= 4 && !WORDLIKE_CALENDAR_NAMES.has(t.lower) && !VERB_MONTHS.has(t.lower);

/** Month names that are English verbs, written in lower case. */
const VERB_MONTHS = new Set(['may', 'march']);
const VERB_MONTH_WORD = new RegExp(`\\b(?:${[...VERB_MONTHS].join('|')})\\b`, 'g');

/** Whether text[start, end) holds "may" or "march" in lower case with no year or day after it (looked for past `end` too). */
function verbMonthIn(text: string, start: number, end: number): boolean {
  for (const m of text.slice(start, end).matchAll(VERB_MONTH_WORD)) {
    if (!/^[\s,]*\d/.test(text.slice(start + m.index + m[0].length, start + m.index + m[0].length + 8))) return true;
  }
  return false;
}

/** Times of day named by a word, in any case: "until noon". */
const NAMED_TIMES = new Set(['noon', 'midday', 'midnight']);

/** "Q3", "Q3 2024", "the fourth quarter", "the third quarter of 2025". */
function quarters(scan: Scan): void {
  const { tokens } = scan;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const q = (t.lower.length === 2 ? /^q([1-4])$/.exec(t.lower)?.[1] : undefined) ?? (tokens[i + 1]?.lower === 'quarter' ? QUARTER_ORDINALS[t.lower]?.toString() : undefined);
    if (!q) continue;
    const to = /^q/i.test(t.text) ? i + 1 : i + 2;
    // "Q3 2025", "the third quarter of 2025".
    const at = tokens[to]?.lower === 'of' && !/^q/i.test(t.text) ? to + 1 : to;
    const year = tokens[at]?.kind === 'number' && YEAR_DIGITS.test(tokens[at]!.text) ? tokens[at]!.text : undefined;
    scan.take(i, year ? at + 1 : to, { kind: 'date', keys: [year ? `quarter:${year}-${q}` : `quarter:${q}`], provides: [`quarter:${q}`, ...(year ? [`quarter:${year}-${q}`, `year:${year}`] : [])], dimension: 'quarter' });
  }
}

/**
 * "the first Tuesday of the month", "the last Sunday of each month": which of a month's weekdays,
 * a value of its own (the second Tuesday is not the first), which states its weekday too. Lists
 * share their ordinal or weekday: "the first and third Saturday", "the first Saturday and Sunday".
 * A "last" weekday only before "of" or "in": alone, "last Sunday" is one gone by. "Every second
 * Tuesday" is a frequency (every other week), not the second of a month.
 */
function nthWeekdays(scan: Scan): void {
  const { tokens } = scan;
  for (let i = 0; i < tokens.length; i++) {
    if (WEEKDAY_ORDINALS[tokens[i]!.lower] === undefined || scan.isHeld(i) || EVERY.has(tokens[i - 1]?.lower ?? '')) continue;
    // The ordinals of a list: "first and third", "1st, 2nd and 4th".
    const nths: number[] = [];
    let k = i;
    for (; k < tokens.length && nths.length < MOST_LISTED_NTHS; k++) {
      const nth = WEEKDAY_ORDINALS[tokens[k]!.lower];
      if (nth !== undefined && !scan.isHeld(k)) nths.push(nth);
      else if (!(nths.length > 0 && LIST_JOINS.has(tokens[k]!.lower))) break;
    }
    // …then its weekdays: "Saturday", "Saturday and Sunday".
    const days: number[] = [];
    let to = k;
    for (; to < tokens.length && days.length < 2; to++) {
      const day = weekdayOf(tokens[to]!);
      if (day !== undefined && !scan.isHeld(to)) days.push(day);
      else if (!(days.length > 0 && (tokens[to]!.lower === 'and' || tokens[to]!.lower === 'or') && weekdayOf(tokens[to + 1]) !== undefined)) break;
    }
    const after = tokens[to];
    if (days.length === 0 || tokens[k]?.gap !== ' ') continue;
    if (nths.includes(-1) && after?.lower !== 'of' && after?.lower !== 'in') continue;
    // Not what comes first on a weekday: "the first Saturday public session".
    if (after?.kind === 'word' && after.gap === ' ' && /^\p{Ll}/u.test(after.text) && !FUNCTION_WORDS.has(after.lower)) continue;
    const keys = days.flatMap((d) => nths.map((n) => `wd:${d}#${n}`));
    scan.take(i, to, { kind: 'date', keys, provides: [...keys, ...days.map((d) => `wd:${d}`)], dimension: 'date:wd' });
    i = to - 1;
  }
}

/** A key of which of a month's weekdays: "wd:2#1" (the first Tuesday). */
export const isNthWeekday = (key: string): boolean => key.startsWith('wd:') && key.includes('#');

/** A weekday's name, full or short ("Sat", "Tues"): after an ordinal, a short form is a weekday too. */
const weekdayOf = (t: Token | undefined): number | undefined => (t ? WEEKDAYS[t.lower.replace(/\.$/, '')] : undefined);

/** Before an ordinal, these make it a frequency: "every second Tuesday", "each other Friday". */
const EVERY: ReadonlySet<string> = new Set(['every', 'each', 'alternate']);

/** The most ordinals one weekday is read with: a hostile list of thousands is not keyed pairwise. */
const MOST_LISTED_NTHS = 5;

/** "on Tuesdays", "every Monday": a weekday chrono left (plurals, or beside words it did not read). */
function weekdays(scan: Scan): void {
  scan.tokens.forEach((t, i) => {
    if (t.lower.length < 6 || !(capitalised(t) || casualName(scan, t))) return;
    const day = WEEKDAYS[t.lower.endsWith('s') ? t.lower.slice(0, -1) : t.lower];
    if (day === undefined) return;
    scan.take(i, i + 1, { kind: 'date', keys: [`wd:${day}`], dimension: 'date:wd' });
  });
}

/** "nine in the morning", "8 o'clock in the evening", "twelve at night", "half past seven in the morning". */
function hoursInWords(scan: Scan): void {
  const { tokens } = scan;
  tokens.forEach((t, k) => {
    // "half past midnight", "quarter past noon": the named hours count too, with minutes.
    const named = NAMED_HOURS[t.lower];
    // "1 o'clock in the afternoon" too: an hour in digits, where "o'clock" says it is one (chrono reads it as 1:00 whatever follows).
    const digits = t.kind === 'number' && /^\d{1,2}$/.test(t.text) && tokens[k + 1]?.lower === "o'clock" ? Number(t.text) : undefined;
    const h = named ?? NUMBER_WORDS[t.lower] ?? digits;
    if (h === undefined || h < 0 || h > 12) return;
    // "half past seven", "quarter past nine", "quarter to ten".
    const past = tokens[k - 1]?.lower;
    const minutes = past === 'past' ? (tokens[k - 2]?.lower === 'half' ? 30 : tokens[k - 2]?.lower === 'quarter' ? 15 : 0) : past === 'to' && tokens[k - 2]?.lower === 'quarter' ? -15 : 0;
    const i = minutes !== 0 ? k - 2 - (tokens[k - 3]?.lower === 'a' ? 1 : 0) : k;
    let j = k + 1;
    if (tokens[j]?.lower === "o'clock") j++;
    let part: string | undefined;
    if (tokens[j]?.lower === 'in' && tokens[j + 1]?.lower === 'the' && DAY_PARTS[tokens[j + 2]?.lower ?? '']) {
      part = tokens[j + 2]!.lower;
      j += 3;
    } else if (tokens[j]?.lower === 'at' && tokens[j + 1]?.lower === 'night') {
      part = 'night';
      j += 2;
    }
    if (j === k + 1 && minutes === 0) return;
    // Without a part of the day, "eight o'clock" is either.
    const hours = named !== undefined ? [h] : part === undefined ? [h % 12, (h % 12) + 12] : [clockHour(h, part)];
    const at = hours.map((x) => x * 60 + minutes);
    scan.take(i, j, { kind: 'time', keys: at.map((m) => `time:${Math.floor(((m + 1440) % 1440) / 60)}:${(m + 1440) % 60}`), dimension: 'time', value: at[0]!, unit: 'time' });
  });
}

const NAMED_HOURS: Readonly<Record<string, number>> = { midnight: 0, noon: 12, midday: 12 };

/** The hour on a 24-hour clock: "twelve at night" is 0:00, "nine at night" 21:00, "twelve in the afternoon" noon. */
function clockHour(h: number, part: string): number {
  if (part === 'morning') return h % 12;
  if (part === 'night') return h === 12 ? 0 : h >= 6 ? h + 12 : h;
  return h === 12 ? 12 : h + 12;
}

/**
 * A unit's abbreviation right after a four-digit figure ("2000 mm high", "1950 kg"): a measure, not a year. A unit that
 * is an English word too is the sentence's ("In 2021 foot traffic fell", "in 2023 bar sales rose"), and a time unit
 * after a year is rare enough to leave it a year.
 */
function measuredBy(tokens: readonly Token[], j: number): boolean {
  const t = tokens[j]!;
  if (t.gap === '\n' || capitalised(t) || (t.text.length > 2 && /^[a-z]+$/.test(t.text))) return false;
  const unit = unitAt(tokens, j, t.gap === '')?.unit;
  return unit !== undefined && !('time' in unit);
}

/**
 * A year on its own: 1900–2099 in four digits, not part of a longer number, an amount, a measure
 * or a count ("2000 employees", "2024 units" count things; "2000 mm high" is a length).
 */
function years(scan: Scan): void {
  const { tokens } = scan;
  tokens.forEach((t, i) => {
    if (t.kind !== 'number' || !YEAR_DIGITS.test(t.text)) return;
    const next = tokens[i + 1];
    const prev = tokens[i - 1];
    if (prev && prev.gap === '' && /[$€£¥#]/.test(prev.text)) return;
    if (next && (next.text === '%' || (next.kind === 'word' && next.gap === ' ' && /[^s]s$/.test(next.lower) && !capitalised(next)))) return;
    if (next && measuredBy(tokens, i + 1)) return;
    const y = Number(t.text);
    scan.take(i, i + 1, { kind: 'date', keys: [`year:${y}`], dimension: 'date:year', value: y, unit: 'year' });
  });
}

