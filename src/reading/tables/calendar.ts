// Month and weekday names: specifics of their own ("tested every March", design §3a), and the
// cue that a passage may hold a date worth handing to chrono-node.
import { wordTable } from '../../core/index.js';

/** A year as vaults write one: four digits, 1900–2099. */
export const YEAR_DIGITS = /^(?:19|20)\d\d$/;

export const MONTHS = wordTable<number>({
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6,
  july: 7, jul: 7, august: 8, aug: 8, september: 9, sep: 9, sept: 9, october: 10, oct: 10, november: 11, nov: 11,
  december: 12, dec: 12,
});

/** Weekday names (plural too: "on Tuesdays") → 0 = Sunday, as chrono-node and Date count them. */
export const WEEKDAYS = wordTable<number>({
  sunday: 0, sun: 0, monday: 1, mon: 1, tuesday: 2, tue: 2, tues: 2, wednesday: 3, wed: 3, thursday: 4, thu: 4, thur: 4, thurs: 4,
  friday: 5, fri: 5, saturday: 6, sat: 6,
});

/** Which of a month's weekdays: "the first Tuesday", "the last Sunday of each month" (−1 the last). */
export const WEEKDAY_ORDINALS = wordTable<number>({ first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, last: -1, final: -1 });

/** Abbreviations that are English words too ("mar", "may", "sun", "sat", "wed"): names only when capitalised and not opening a sentence. */
export const WORDLIKE_CALENDAR_NAMES: ReadonlySet<string> = new Set(['mar', 'may', 'jun', 'sun', 'sat', 'wed', 'mon', 'fri', 'dec', 'jan', 'sept']);

/** Quarters in words: "the fourth quarter". */
export const QUARTER_ORDINALS = wordTable<number>({ first: 1, second: 2, third: 3, fourth: 4, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4 });

/** Parts of the day that place an hour said in words: "nine in the morning", "8 o'clock in the evening". */
export const DAY_PARTS = wordTable<'am' | 'pm'>({ morning: 'am', afternoon: 'pm', evening: 'pm', night: 'pm' });

/** Month names as written in full, January first: for writing a date out. */
export const MONTH_NAMES: readonly string[] = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Holidays on a fixed date, by their words (lower case): "Christmas Day" is 25 December wherever a
 * vault writes it. Only fixed dates — Easter and Thanksgiving move, and national days differ by country.
 */
export const FIXED_HOLIDAYS: readonly { readonly words: readonly string[]; readonly month: number; readonly day: number }[] = [
  { words: ['christmas', 'day'], month: 12, day: 25 },
  { words: ['christmas', 'eve'], month: 12, day: 24 },
  { words: ['boxing', 'day'], month: 12, day: 26 },
  { words: ['new', "year's", 'day'], month: 1, day: 1 },
  { words: ['new', 'year', 'day'], month: 1, day: 1 },
  { words: ['new', "year's", 'eve'], month: 12, day: 31 },
  { words: ['new', 'year', 'eve'], month: 12, day: 31 },
  { words: ["valentine's", 'day'], month: 2, day: 14 },
  { words: ['halloween'], month: 10, day: 31 },
];
