// Specifics (design §3a): the things a reply can get wrong by inventing them — numbers with their
// units, durations, frequencies, percentages, money, dates, versions, identifiers, e-mails, URLs
// and proper names — each with the keys it is compared by, so "four hours", "4 hrs" and "240
// minutes" share one, and "every three months" shares one with "quarterly".
//
// Recognizers run in priority order over the text; each claims its spans, and later ones only
// see what is left (so "72-hour" is a duration, never an identifier). Names go last, on the words
// no other recognizer took.
import pluralize from 'pluralize';
import { isCommonWord, isEnglish } from './common-words.js';
import { DIGIT_NUMBER, DIGITS, hasNumberWords, NUMBER, numberKey, numberValue } from './numbers.js';
import {
  CURRENCIES,
  FREQUENCY_WORDS,
  MONTHS,
  SCALE_SUFFIXES,
  STOP_WORDS,
  TIME_UNITS,
  TIMES_WORDS,
  UNIT_ALIASES,
  type TimeUnit,
} from './vocabulary.js';

export type SpecificKind =
  | 'name'
  | 'number'
  | 'duration'
  | 'frequency'
  | 'percentage'
  | 'money'
  | 'date'
  | 'time'
  | 'version'
  | 'identifier'
  | 'email'
  | 'url';

export interface Specific {
  readonly kind: SpecificKind;
  /** As written. */
  readonly text: string;
  /** Offsets in the text it was found in. */
  readonly start: number;
  readonly end: number;
  /** What a claim of it is looked up by: the reply's specific is supported by a vault specific that provides one of these. */
  readonly keys: readonly string[];
  /** What it supports when the vault states it (a superset of `keys`: "March 3, 2024" supports "in 2024"). */
  readonly provides?: readonly string[];
  /** For quantities: the number and its unit (a unit name, or a time unit's base), for arithmetic. */
  readonly value?: number;
  readonly unit?: string;
  /**
   * What it measures, when another value of it would contradict it ("dur:min" for a duration in
   * hours or days, "money:gbp", "pct"): the vault's other values of the same dimension are rivals.
   */
  readonly dimension?: string;
  /** It names a thing by a number ("Tier 1", "Sev 2", "P3") rather than stating a value: being in the vault supports it. */
  readonly names?: true;
}

interface Match {
  readonly start: number;
  readonly end: number;
  readonly specific: Omit<Specific, 'start' | 'end' | 'text'>;
}

type Recognizer = (text: string) => Iterable<Match>;

const TIME_UNIT_WORDS = Object.keys(TIME_UNITS).sort((a, b) => b.length - a.length).map((u) => u.replace(' ', '\\s+'));
const TIME_UNIT = `(?:${TIME_UNIT_WORDS.join('|')})s?`;
const MONTH_NAMES = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|');

/** A time unit's key: minutes and months never meet, so 30 days ≠ 1 month while 72 hours = 3 days. */
export function timeKey(amount: number, unit: TimeUnit): string {
  if ('minutes' in unit) return `min:${numberKey(amount * unit.minutes)}`;
  if ('months' in unit) return `mon:${numberKey(amount * unit.months)}`;
  return `wd:${numberKey(amount * unit.workdays)}`;
}

export function timeUnitOf(word: string): TimeUnit | undefined {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  return TIME_UNITS[w] ?? TIME_UNITS[w.replace(/s$/, '')];
}

const units = new Map<string, string>();

/** A unit word in one spelling: singular, aliases resolved ("hrs" → hour, "GB" → gigabyte). */
export function unitName(word: string): string {
  const w = word.toLowerCase();
  let name = units.get(w);
  if (name === undefined) {
    const alias = UNIT_ALIASES[w] ?? UNIT_ALIASES[w.replace(/s$/, '')];
    name = alias ?? w.split(' ').map((part) => UNIT_ALIASES[part] ?? (part.length > 3 ? pluralize.singular(part) : part)).join(' ');
    if (units.size < 10_000) units.set(w, name);
  }
  return name;
}

/** A pattern built twice: with number words, and (faster) with digits only, for a text that writes none. */
function numeric(build: (number: string) => RegExp): (text: string) => RegExp {
  const words = build(NUMBER);
  const digits = build(DIGIT_NUMBER);
  return (text) => (hasNumberWords(text) ? words : digits);
}

function matches(pattern: RegExp, text: string, make: (m: RegExpExecArray) => Match | undefined): Match[] {
  const out: Match[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const found = make(m);
    if (found) out.push(found);
    if (m[0].length === 0) pattern.lastIndex++;
  }
  return out;
}

const at = (m: RegExpExecArray, specific: Match['specific'], trim = 0): Match => ({
  start: m.index,
  end: m.index + m[0].length - trim,
  specific,
});

const URL = /\b(?:https?:\/\/|www\.)[^\s<>"'`)\]]+/gi;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

const urls: Recognizer = (text) =>
  matches(URL, text, (m) => {
    const trail = /[.,;:!?]+$/.exec(m[0])?.[0].length ?? 0;
    const url = m[0].slice(0, m[0].length - trail).toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '');
    return at(m, { kind: 'url', keys: [`url:${url}`] }, trail);
  });

const emails: Recognizer = (text) =>
  matches(EMAIL, text, (m) => {
    const trail = /\.+$/.exec(m[0])?.[0].length ?? 0;
    return at(m, { kind: 'email', keys: [`email:${m[0].slice(0, m[0].length - trail).toLowerCase()}`] }, trail);
  });

const ORDINAL = '(?:st|nd|rd|th)?';
const DATE_PATTERNS: readonly [RegExp, (m: RegExpExecArray) => { y?: number; mo?: number; d?: number } | undefined][] = [
  [/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => ({ y: +m[1]!, mo: +m[2]!, d: +m[3]! })],
  [new RegExp(`\\b(${MONTH_NAMES})\\.?\\s+(\\d{1,2})${ORDINAL},?\\s+(\\d{4})\\b`, 'gi'), (m) => ({ mo: MONTHS[m[1]!.toLowerCase()], d: +m[2]!, y: +m[3]! })],
  [new RegExp(`\\b(\\d{1,2})${ORDINAL}\\s+(?:of\\s+)?(${MONTH_NAMES})\\.?,?\\s+(\\d{4})\\b`, 'gi'), (m) => ({ d: +m[1]!, mo: MONTHS[m[2]!.toLowerCase()], y: +m[3]! })],
  [new RegExp(`\\b(${MONTH_NAMES})\\.?\\s+(\\d{4})\\b`, 'gi'), (m) => ({ mo: MONTHS[m[1]!.toLowerCase()], y: +m[2]! })],
  [new RegExp(`\\b(${MONTH_NAMES})\\.?\\s+(\\d{1,2})${ORDINAL}\\b(?!\\s*[,:]?\\s*\\d)`, 'gi'), (m) => (m[1]!.toLowerCase() === 'may' && m[0] === m[0].toLowerCase() ? undefined : { mo: MONTHS[m[1]!.toLowerCase()], d: +m[2]! })],
  [new RegExp(`\\b(\\d{1,2})${ORDINAL}\\s+(?:of\\s+)?(${MONTH_NAMES})\\b`, 'gi'), (m) => ({ d: +m[1]!, mo: MONTHS[m[2]!.toLowerCase()] })],
  [/\bQ([1-4])\s+(\d{4})\b/g, (m) => ({ y: +m[2]!, mo: (+m[1]! - 1) * 3 + 1 })],
  // A year on its own, not part of a longer number or an amount.
  // A full stop or a comma after it ends a sentence or a clause ("formed in 1985."); only before a digit is it part of a number.
  [/(?<![\d.,$€£])\b(19\d{2}|20\d{2})\b(?![\d%]|[.,]\d|\s?(?:%|percent))/g, (m) => ({ y: +m[1]! })],
];

const dates: Recognizer = function* (text) {
  for (const [pattern, read] of DATE_PATTERNS) {
    yield* matches(pattern, text, (m) => {
      const d = read(m);
      if (!d || (d.mo !== undefined && (d.mo < 1 || d.mo > 12)) || (d.d !== undefined && (d.d < 1 || d.d > 31))) return undefined;
      const keys = [
        ...(d.y !== undefined && d.mo !== undefined && d.d !== undefined ? [`date:${d.y}-${d.mo}-${d.d}`] : []),
        ...(d.y !== undefined && d.mo !== undefined ? [`month:${d.y}-${d.mo}`] : []),
        ...(d.y === undefined && d.mo !== undefined && d.d !== undefined ? [`day:${d.mo}-${d.d}`] : []),
        ...(d.y !== undefined ? [`year:${d.y}`] : []),
      ];
      // A date is claimed at the precision it is written, and supports every coarser one.
      return at(m, { kind: 'date', keys: keys.slice(0, 1), provides: keys, dimension: 'date' });
    });
  }
};

const TIME_OF_DAY = /\b(\d{1,2})(?::(\d{2}))?\s?(am|pm|a\.m\.|p\.m\.)(?![\w])|\b(\d{1,2}):(\d{2})(?::\d{2})?\b/gi;
const times: Recognizer = (text) =>
  matches(TIME_OF_DAY, text, (m) => {
    let h = Number(m[1] ?? m[4]);
    const min = Number(m[2] ?? m[5] ?? 0);
    const half = m[3]?.toLowerCase().replace(/\./g, '');
    if (half === 'pm' && h < 12) h += 12;
    if (half === 'am' && h === 12) h = 0;
    if (h > 24 || min > 59) return undefined;
    return at(m, { kind: 'time', keys: [`time:${h}:${min}`], dimension: 'time' });
  });

// "nine in the morning", "5 o'clock in the afternoon", "noon": the same times in words.
const HOURS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d{1,2}';
// The hour follows a word that introduces a time ("opens at nine in the morning", "from 9 in the
// morning"), so counts ("two in the morning and one in the evening" of staff) and "half past nine" are not read.
const TIME_IN_WORDS = new RegExp(`(?<=\\b(?:at|from|until|till|by|before|after|around|about|between|to)\\s+)(${HOURS})(?:\\s+o['’]clock)?\\s+(?:in\\s+the\\s+(morning|afternoon|evening)|at\\s+(night))\\b|\\b(noon|midday|midnight)\\b`, 'gi');
const timesInWords: Recognizer = (text) =>
  matches(TIME_IN_WORDS, text, (m) => {
    if (m[4]) return at(m, { kind: 'time', keys: [m[4].toLowerCase() === 'midnight' ? 'time:0:0' : 'time:12:0'], dimension: 'time' });
    let h = numberValue(m[1]!) ?? 0;
    if (h < 1 || h > 12) return undefined;
    const later = m[2] && m[2].toLowerCase() !== 'morning';
    if ((later || (m[3] && h >= 6)) && h < 12) h += 12;
    if (m[3] && h === 12) h = 0;
    if (m[2]?.toLowerCase() === 'morning' && h === 12) h = 0;
    return at(m, { kind: 'time', keys: [`time:${h}:0`], dimension: 'time' });
  });

const CURRENCY_SYMBOL = '(?:US\\$|[$€£¥])';
const CURRENCY_WORD = `(?:${Object.keys(CURRENCIES).filter((c) => /^[a-z]{2,}$/.test(c)).join('|')})`;
const SCALE = `(?:\\s?(?:million|billion|thousand|trillion)|(?:k|m|mn|bn)\\b)?`;
const MONEY = numeric(
  (number) =>
    new RegExp(
      `${CURRENCY_SYMBOL}\\s?(${DIGITS})(${SCALE})|\\b(${DIGITS}|${number})(${SCALE})\\s?(${CURRENCY_WORD})\\b|\\b(USD|EUR|GBP|CHF|CAD|AUD|INR|JPY)\\s?(${DIGITS})(${SCALE})`,
      'gi',
    ),
);

const money: Recognizer = (text) =>
  matches(MONEY(text), text, (m) => {
    const symbol = m[0].trim()[0] === 'U' && m[0].startsWith('US$') ? 'us$' : m[0].trim()[0]!;
    const [amount, scale, currency] =
      m[1] !== undefined ? [m[1], m[2], symbol] : m[3] !== undefined ? [m[3], m[4], m[5]!] : [m[7]!, m[8], m[6]!];
    const base = numberValue(amount);
    if (base === undefined) return undefined;
    const s = (scale ?? '').trim().toLowerCase();
    const value = base * (s ? (SCALE_SUFFIXES[s] ?? numberValue(`1 ${s}`) ?? 1) : 1);
    const code = CURRENCIES[currency.toLowerCase()] ?? currency.toLowerCase();
    const [unit, amountIn] = code.endsWith('-pence') || code.endsWith('-cents') ? [code.split('-')[0]!, value / 100] : [code, value];
    const keys = [`money:${unit}:${numberKey(amountIn)}`];
    return at(m, { kind: 'money', keys, provides: [...keys, ...periodOf(m)], value: amountIn, unit: `money:${unit}`, dimension: `money:${unit}` });
  });

const PER_PERIOD = new RegExp(`^\\s*(?:/|per\\b|a\\b|an\\b|each\\b|every\\b)\\s*(${TIME_UNIT})(?![\\w])`, 'i');

/** "$499/month", "£40 per user per year": a price by the period states its frequency too (a "monthly fee"). */
function periodOf(m: RegExpExecArray): string[] {
  const rest = m.input.slice(m.index + m[0].length, m.index + m[0].length + 40).replace(/^\s*(?:\/|per)\s*(?:user|seat|head|person|licen[cs]e|device)?\s*(?=\/|per\b)/i, '');
  const unit = PER_PERIOD.exec(rest)?.[1];
  const time = unit ? timeUnitOf(unit) : undefined;
  return time ? [`every:${timeKey(1, time)}`] : [];
}

const PERCENT = numeric((number) => new RegExp(`(${number})\\s?(?:%|percent\\b|per\\s?cent\\b|pct\\b)`, 'gi'));
// "4-7%", "3 to 5 percent": the sign belongs to both ends of the range.
const PERCENT_RANGE = numeric((number) => new RegExp(`(?<![\\w.,])(${number})(?=\\s*(?:-|–|to)\\s*(?:${number})\\s?(?:%|percent\\b|per\\s?cent\\b))`, 'gi'));
const percent = (m: RegExpExecArray): Match | undefined => {
  const value = numberValue(m[1]!);
  return value === undefined ? undefined : at(m, { kind: 'percentage', keys: [`pct:${numberKey(value)}`], value, unit: 'percent', dimension: 'pct' });
};
const percentages: Recognizer = function* (text) {
  yield* matches(PERCENT_RANGE(text), text, percent);
  yield* matches(PERCENT(text), text, percent);
};

const FREQ_WORD = new RegExp(`\\b(?:${Object.keys(FREQUENCY_WORDS).join('|')}|bi-?weekly|bi-?monthly)\\b`, 'gi');
const EVERY = numeric((number) => new RegExp(`\\bevery\\s+(other\\s+)?(?:(${number})[\\s-]+)?(${TIME_UNIT})\\b(?!\\s+of\\b)`, 'gi'));
const TIMES_PER = numeric((number) => new RegExp(`\\b(once|twice|thrice|(${number})\\s+times)\\s+(?:a|an|per|each|every)\\s+(${TIME_UNIT})\\b`, 'gi'));
const EACH = new RegExp(`\\beach\\s+(${TIME_UNIT})\\b`, 'gi');
// "every other Wednesday", "each Monday", "on Fridays".
const ON_WEEKDAY = /\b(every\s+(?:other\s+|second\s+|alternate\s+)?|each\s+|on\s+(?=\w+days\b))(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/gi;

/**
 * A frequency is claimed by its period, and supports the period as a duration too (a vault's
 * "every 90 days" supports "90-day rotation"). `value`: the number it is written with ("every 12
 * months"), which a bare "12" may cite.
 */
function period(kind: 'frequency', amounts: readonly [number, TimeUnit][], value?: number): Match['specific'] {
  const keys = amounts.map(([n, unit]) => `every:${timeKey(n, unit)}`);
  const base = timeKey(1, amounts[0]![1]).split(':')[0];
  return { kind, keys, provides: [...keys, ...amounts.map(([n, unit]) => `dur:${timeKey(n, unit)}`)], dimension: `every:${base}`, ...(value !== undefined ? { value } : {}) };
}

const frequencies: Recognizer = function* (text) {
  yield* matches(FREQ_WORD, text, (m) => {
    const w = m[0].toLowerCase().replace('-', '');
    // "Biweekly" and "bimonthly" are read both ways by people: twice a period or every two.
    if (w === 'biweekly') return at(m, period('frequency', [[2, { minutes: 10_080 }], [0.5, { minutes: 10_080 }]]));
    if (w === 'bimonthly') return at(m, period('frequency', [[2, { months: 1 }], [0.5, { months: 1 }]]));
    const unit = FREQUENCY_WORDS[m[0].toLowerCase()];
    return unit ? at(m, period('frequency', [[1, unit]])) : undefined;
  });
  yield* matches(EVERY(text), text, (m) => {
    const unit = timeUnitOf(m[3]!);
    const n = m[2] ? numberValue(m[2]) : 1;
    return unit && n !== undefined ? at(m, period('frequency', [[n * (m[1] ? 2 : 1), unit]], m[2] ? n : undefined)) : undefined;
  });
  yield* matches(TIMES_PER(text), text, (m) => {
    const unit = timeUnitOf(m[3]!);
    const times = TIMES_WORDS[m[1]!.toLowerCase()] ?? (m[2] ? numberValue(m[2]) : undefined);
    return unit && times ? at(m, period('frequency', [[1 / times, unit]])) : undefined;
  });
  yield* matches(EACH, text, (m) => {
    const unit = timeUnitOf(m[1]!);
    return unit ? at(m, period('frequency', [[1, unit]])) : undefined;
  });
  yield* matches(ON_WEEKDAY, text, (m) => {
    const day = m[2]!.toLowerCase().replace(/s$/, '');
    const every = m[1] && /other|second|alternate/i.test(m[1]) ? 2 : 1;
    return at(m, { kind: 'frequency', keys: [`weekday:${day}:${every}`], dimension: 'weekday' });
  });
};

// "half an hour", "a quarter of an hour", "an hour", "a fortnight", "a day".
const FRACTION_OF = /\b(half an?|(?:a\s+)?quarter of an?|three quarters of an?)\s+(hour|day|year|minute)\b/gi;
const ONE_UNIT = new RegExp(`\\b(?:within|in|for|after|under|over|about|around|takes?|every|than|least|most|up to)\\s+(an?)\\s+(${TIME_UNIT})\\b`, 'gi');
// Words that may stand between a number and its time unit: "2 consecutive months", "5 full days".
const MODIFIER = '(?:consecutive|full|whole|clear|straight|additional|further|more|extra|calendar|rolling)';
// A number, a second one for a range ("3 to 5"), then its unit, maybe "per hour" ("5 kilometres
// per hour") or a rate ("250 consignments a month").
const QUANTITY = numeric(
  (number) =>
    new RegExp(
      `(?<![\\w.,/])(${number}|a\\s+dozen)((?:\\s*(?:-|–|to|or)\\s*(?:${number}))?)[\\s-]+(?:(${MODIFIER})\\s+)?` +
        `(${TIME_UNIT}(?![\\w])|[\\p{L}°][\\p{L}\\p{N}°/-]*)(\\s+per\\s+(?:${TIME_UNIT})(?![\\w]))?(\\s+(?:a|an|per|each|every)\\s+(?:${TIME_UNIT})(?![\\w]))?`,
      'giu',
    ),
);

const quantities: Recognizer = function* (text) {
  yield* matches(FRACTION_OF, text, (m) => {
    const part = m[1]!.toLowerCase().startsWith('half') ? 0.5 : m[1]!.toLowerCase().startsWith('three') ? 0.75 : 0.25;
    const unit = timeUnitOf(m[2]!)!;
    return at(m, { kind: 'duration', keys: [`dur:${timeKey(part, unit)}`], value: part, unit: m[2]!.toLowerCase(), dimension: `dur:${timeKey(1, unit).split(':')[0]}` });
  });
  yield* matches(ONE_UNIT, text, (m) => {
    const unit = timeUnitOf(m[2]!)!;
    // The span is "an hour", without the word that introduced it.
    const start = m.index + m[0].toLowerCase().lastIndexOf(`${m[1]!.toLowerCase()} `);
    return { start, end: m.index + m[0].length, specific: { kind: 'duration', keys: [`dur:${timeKey(1, unit)}`], value: 1, unit: unitName(m[2]!), dimension: `dur:${timeKey(1, unit).split(':')[0]}` } };
  });
  yield* matches(QUANTITY(text), text, (m) => quantity(m));
};

// "second" is left out: "a thirty-second pause" is half a minute far more often than the 32nd.
const ORDINAL_WORDS: Readonly<Record<string, number>> = { first: 1, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9 };

// Up to two describing words between a number and the noun it counts: "2 independent probes", "five failed sign-in attempts".
const COUNTED_NOUN = /^((?:\s+[\p{Ll}][\p{L}-]*){0,2}?)\s+([\p{Ll}][\p{L}-]*[^s\W]s)\b/u;

/** "72-hour", "3 to 5 business days" (both numbers), "42 people", "250 consignments a month". */
function quantity(m: RegExpExecArray): Match | undefined {
  const wordy = !/\d/.test(m[1]!);
  // "Capital One", "Formula One": a capitalised number word inside a sentence belongs to a name;
  // "all-in-one" is one word.
  if (wordy && ((/^\p{Lu}/u.test(m[1]!) && !opensSentence(m.input, m.index)) || m.input[m.index - 1] === '-')) return undefined;
  const first = /dozen/i.test(m[1]!) ? 12 : numberValue(m[1]!);
  let word = m[4]!;
  let extra = 0;
  // An adjective is not what is counted: look on to the plural noun after it.
  const hyphenated = /-\s*$/.test(m[0].slice(0, m[0].length - word.length));
  if (!hyphenated && !/[^s]s$/i.test(word) && !timeUnitOf(word) && !UNIT_ALIASES[word.toLowerCase()] && !word.includes('-') && !/^\p{Lu}/u.test(word)) {
    const noun = COUNTED_NOUN.exec(m.input.slice(m.index + m[0].length));
    if (noun && !STOP_WORDS.has(word.toLowerCase())) {
      word = noun[2]!;
      extra = noun[0].length;
    }
  }
  // "18 degrees Celsius": the scale belongs to the unit.
  const scale = /^degrees?$/i.test(word) ? /^\s+(?:celsius|fahrenheit|kelvin|c|f)\b/i.exec(m.input.slice(m.index + m[0].length + extra)) : null;
  extra += scale?.[0].length ?? 0;
  const lower = word.toLowerCase();
  // "twenty-first" is the number 21 said as an ordinal, not twenty of something called "first".
  const ordinal = ORDINAL_WORDS[lower];
  if (wordy && hyphenated && ordinal !== undefined && first !== undefined && first >= 20 && first % 10 === 0) {
    const n = first + ordinal;
    return { start: m.index, end: m.index + m[0].length, specific: { kind: 'number', keys: [`num:${n}`, `val:${n}`], value: n, dimension: 'num:' } };
  }
  if (first === undefined || STOP_WORDS.has(lower) || /^\d/.test(word)) return undefined;
  const multi = /^(business|working|work|calendar)$/i.test(word) ? /^\s*days?\b/i.exec(m.input.slice(m.index + m[0].length)) : null;
  const end = m.index + m[0].length + extra + (multi?.[0].length ?? 0);
  // "per hour", "a month", "km/h": a rate, the same whichever way it is written.
  const aliased = UNIT_ALIASES[lower] ?? '';
  const per = (m[5] ?? m[6])?.trim().split(/\s+/).pop() ?? / per (\w+)$/.exec(aliased)?.[1];
  const unitWord = multi ? `${word} day` : aliased.replace(/ per \w+$/, '') || word;
  const time = lower === 'calendar' && multi ? TIME_UNITS.day : per ? undefined : timeUnitOf(unitWord);
  // A number written in words counts before a unit or a plural noun only: "one finished" is not a quantity.
  // …or joined to its noun by a hyphen ("a four-digit code"), but for "one" ("one-time", "one-off").
  if (wordy && !time && !UNIT_ALIASES[lower] && !/[^s]s$/.test(lower) && !word.includes('-') && !(hyphenated && first !== undefined && first >= 2)) return undefined;
  const values = [first, ...(m[2] ? [numberValue(m[2].replace(/^\s*(?:-|–|to|or)\s*/, ''))] : [])].filter((v): v is number => v !== undefined);
  const perUnit = per ? timeUnitOf(per) : undefined;
  const rate = perUnit ? `/${timeKey(1, perUnit)}` : '';
  if (time) {
    const dimension = `dur:${timeKey(1, time).split(':')[0]}${rate}`;
    return { start: m.index, end, specific: { kind: 'duration', keys: values.map((v) => `dur:${timeKey(v, time)}${rate}`), value: first, unit: unitName(unitWord), dimension } };
  }
  const unit = unitName(unitWord.replace(/[-/]+$/, ''));
  return { start: m.index, end, specific: { kind: 'number', keys: values.map((v) => `num:${numberKey(v)}${rate}`), value: first, unit, dimension: `num:${unit}${rate}` } };
}

// Identifiers that start with a letter: letters and digits joined by - . / (CC6.1, OPS-4.2,
// A.8.1.1, LH-2024-007, eu-west-2). They go before dates, so a year inside one stays in it.
const LETTER_CODE = /(?<![\w.-])[A-Za-z][A-Za-z0-9]*(?:[-./][A-Za-z0-9]+)*(?<=\d[A-Za-z0-9]*|\d)(?![\w-])/g;
const letterCodes: Recognizer = (text) =>
  matches(LETTER_CODE, text, (m) => {
    if (!/\d/.test(m[0]) || !/[-./]|^[A-Za-z]{1,6}\d/.test(m[0])) return undefined;
    if (/^v\d+(?:\.\d+)*$/i.test(m[0])) return at(m, version('', m[0].slice(1)));
    // "P2", "T0": a priority or tier named by a letter and a digit.
    if (/^[A-Z]{1,2}\d$/.test(m[0])) return at(m, { kind: 'identifier', keys: [`id:${m[0]}`], dimension: `id:${m[0][0]}`, names: true });
    const code = m[0].toUpperCase().replace(/[-./]/g, '.');
    // Codes in one series ("NF.SEC.14", "NF.SEC.09") are rivals: the vault may give the series' other code for this.
    return at(m, { kind: 'identifier', keys: [`id:${code}`], dimension: `id:${code.replace(/\.?\d+[A-Z]?$/, '')}` });
  });

// Codes that start with digits and phone numbers: "0300 555 0178", "+1 (212) 555-0142".
const PHONE = /(?<![\w.])\+?\(?\d{2,5}\)?(?:[\s.-]\(?\d{2,5}\)?){2,4}(?![\w])/g;
const DIGIT_CODE = /(?<![\w.-])\d+[A-Za-z][A-Za-z0-9]*(?:[-./][A-Za-z0-9]+)*(?![\w-])/g;
// Before counts and dates: in "+31 20 555 0199 Customers", 0199 counts no customers.
const phones: Recognizer = (text) =>
  matches(PHONE, text, (m) => {
    const digits = m[0].replace(/\D/g, '');
    return digits.length >= 8 ? at(m, { kind: 'identifier', keys: [`id:${digits}`] }) : undefined;
  });
const otherIdentifiers: Recognizer = (text) =>
  matches(DIGIT_CODE, text, (m) => at(m, { kind: 'identifier', keys: [`id:${m[0].toUpperCase().replace(/[-./]/g, '.')}`] }));

/**
 * A name with a number: "TLS 1.3", "PostgreSQL 15", "TAPA TSR Level 3", "Tier 1". Claimed by its
 * whole name (and each shorter ending, since a reply may drop a vault's vendor prefix); the vault
 * provides every ending too. Rivals are other numbers after the same last word.
 */
function version(name: string, number: string): Match['specific'] {
  const words = name.toLowerCase().split(/\s+/).filter(Boolean);
  const endings = words.map((_, i) => words.slice(i).join(' '));
  const keys = endings.length > 0 ? endings.map((e) => `ver:${e}:${number}`) : [`ver::${number}`];
  // "ISO/IEC 27001" is also "ISO 27001" and "IEC 27001".
  const joint = words.at(-1)?.includes('/') ? words.at(-1)!.split('/').filter(Boolean).map((part) => `ver:${part}:${number}`) : [];
  // "Tier 1", "Sev 2": a label word and its number name a thing; "TLS 1.3" states a version.
  const names = words.length > 0 && LABEL_WORD.test(words.at(-1)!) ? { names: true as const } : {};
  return { kind: 'version', keys, ...(joint.length > 0 ? { provides: [...keys, ...joint] } : {}), dimension: `ver:${words.at(-1) ?? ''}`, ...names };
}

// Words that label what follows them with a number, in any case: "level 2", "Tier 1", "sev 1".
const LABEL_WORDS = 'tier|level|sev|severity|priority|phase|stage|step|version|release|revision|rev|issue|edition|amendment|room|floor|building|zone|class|category|grade|band|gate|bay|dock|wave|block|ward|site|lot|annex|appendix|article|clause|chapter|part|pillar|generation|gen|series|model|option|plan|module|wing|suite|table|platform|terminal|door';
const LABEL_WORD = new RegExp(`^(?:${LABEL_WORDS})$`, 'i');
const LABELLED = new RegExp(`\\b(${LABEL_WORDS})\\s(\\d+[A-Za-z]?)\\b(?![.,]\\d)`, 'gi');
// A capitalised name before a number: "PostgreSQL 15", "YubiKey 4", "TLS 1.3", "TAPA TSR Level 3".
const NAMED_NUMBER = /\b((?:[a-z]?[A-Z][\w&-]*\s+){0,3}[a-z]?[A-Z][\w&/-]*)\s(\d+(?:\.\d+)*)\b(?![.,]\d|\s?(?:%|percent))/g;
const VERSION_WORD = /\bv(?:ersion)?\s?(\d+(?:\.\d+)*)\b/gi;

const versions: Recognizer = function* (text) {
  yield* matches(VERSION_WORD, text, (m) => at(m, version('', m[1]!)));
  yield* matches(NAMED_NUMBER, text, (m) => {
    let words = m[1]!.split(/\s+/);
    // A sentence's first word, when it is a common word ("Over 500 …"), is not part of a name.
    if (opensSentence(text, m.index) && isCommonWord(words[0]!) && !new RegExp(`^(?:${LABEL_WORDS})$`, 'i').test(words[0]!)) words = words.slice(1);
    while (words.length > 0 && STOP_WORDS.has(words[0]!.toLowerCase())) words = words.slice(1);
    const last = words.at(-1);
    if (!last || MONTHS[last.toLowerCase()] !== undefined || STOP_WORDS.has(last.toLowerCase())) return undefined;
    const tokens = [...m[1]!.matchAll(/\S+/g)];
    const start = m.index + tokens[tokens.length - words.length]!.index;
    return { start, end: m.index + m[0].length, specific: version(words.join(' '), m[2]!) };
  });
  yield* matches(LABELLED, text, (m) => at(m, version(m[1]!, m[2]!)));
};

const BARE = new RegExp(`(?<![\\w.,])(${DIGITS})(?!\\w|[.,]\\d)`, 'g');
// "3) The document…", "2. Backups…": a list item's number is no claim.
const bareNumbers: Recognizer = (text) =>
  matches(BARE, text, (m) => {
    const after = text[m.index + m[0].length];
    if ((after === ')' || after === '.') && startsLine(text, m.index)) return undefined;
    const value = numberValue(m[1]!);
    return value === undefined ? undefined : at(m, { kind: 'number', keys: [`num:${numberKey(value)}`, `val:${numberKey(value)}`], value, dimension: 'num:' });
  });

/**
 * Whether only blanks stand between the start of its line and `at`. Read backwards from `at`, not
 * from the line's start: a line of a thousand "1)" would be read a thousand times.
 */
function startsLine(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
  return i < 0 || text[i] === '\n';
}

// "24/7" is a claim of its own (round-the-clock service), not the numbers 24 and 7.
const ROUND_THE_CLOCK = /(?<![\w/])24\s?\/\s?7(?![\w/])/g;
const roundTheClock: Recognizer = (text) => matches(ROUND_THE_CLOCK, text, (m) => at(m, { kind: 'number', keys: ['lit:24/7'] }));

// A quarter of the year, however written: "Q4", "the fourth quarter", "4th-quarter results".
const QUARTER = /\b(?:Q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th)[\s-]+quarter)\b/gi;
const QUARTER_NUMBERS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4 };
const quarters: Recognizer = (text) =>
  matches(QUARTER, text, (m) => at(m, { kind: 'date', keys: [`quarter:${m[1] ?? QUARTER_NUMBERS[m[2]!.toLowerCase()]}`], dimension: 'quarter' }));

/** In priority order: a span taken by one is never seen by the ones after it. Each with a cheap test of whether it can match at all. */
const RECOGNIZERS: readonly (readonly [Recognizer, RegExp])[] = [
  [urls, /https?:|www\./i],
  [emails, /@/],
  [roundTheClock, /24\s?\/\s?7/],
  [quarters, /q[1-4]|quarter/i],
  [phones, /\d[\s.-]\(?\d/],
  [letterCodes, /[A-Za-z]\d|[A-Za-z][-./]\d|\d[-./][A-Za-z]/],
  [dates, /\d/],
  [times, /\d/],
  [timesInWords, /morning|afternoon|evening|night|noon|midday/i],
  [money, /[$€£¥]|\d|\b(?:usd|eur|gbp|dollars?|euros?|pounds?|pence|cents?)\b/i],
  [percentages, /%|percent|per\s?cent|pct/i],
  [frequencies, /ly\b|every|once|twice|thrice|times|each|weekly|days\b/i],
  [versions, /\d/],
  [quantities, /\d|\b(?:a|an|half|quarter|dozen|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million)\b/i],
  [otherIdentifiers, /\d/],
  [bareNumbers, /\d/],
];

/**
 * Every specific in `text` but names, in order. `text` should have its citation brackets masked.
 * @example findSpecifics('Backups are kept for thirty-five days.').map((s) => s.keys) // [['dur:min:50400']]
 */
export function findSpecifics(text: string): Specific[] {
  const taken: Specific[] = [];
  // Which characters a specific already holds: one look per character, however many specifics.
  const held = new Uint8Array(text.length);
  const free = (s: number, e: number): boolean => {
    for (let i = s; i < e; i++) if (held[i]) return false;
    return true;
  };
  const take = (found: Specific): void => {
    // Any value the text states supports a bare number of it: "not 30 days but 45".
    if (found.value !== undefined) found = { ...found, provides: [...(found.provides ?? found.keys), `val:${numberKey(found.value)}`] };
    taken.push(found);
    held.fill(1, found.start, found.end);
  };
  for (const [recognize, possible] of RECOGNIZERS) {
    if (!possible.test(text)) continue;
    for (const m of recognize(text)) {
      if (m.end > m.start && free(m.start, m.end)) take({ ...m.specific, start: m.start, end: m.end, text: text.slice(m.start, m.end) });
    }
  }
  const english = isEnglish(text);
  for (const name of findNames(text, free, english)) take(name);
  return (english ? taken : taken.map(countedInWords)).sort((a, b) => a.start - b.start);
}

// Capitalised words, all-caps acronyms, CamelCase, with "of" and "&" inside a name ("Bank of Ireland").
// An apostrophe belongs to a name only between letters (O'Brien, Splunk's), never as a closing quote.
const NAME = /(?<![\p{L}\p{N}_-])(?<!\p{L}['’])\p{Ll}?\p{Lu}(?:[\p{L}\p{N}_&-]|['’](?=\p{L}))*(?:\s+(?:of|&|de|van|von|der)\s+\p{Lu}(?:[\p{L}\p{N}_-]|['’](?=\p{L}))*|\s+\p{Ll}?\p{Lu}(?:[\p{L}\p{N}_&-]|['’](?=\p{L}))*)*/gu;
const NOT_NAMES = new Set(['i', 'ok', 'okay', 'yes', 'no', 'hi', 'hello', 'thanks', 'please', 'q', 'celsius', 'fahrenheit', 'kelvin']);

/** Proper names on the words no other recognizer took. A capitalised word that opens a sentence is a name only if it is no common English word. */
/**
 * A count in a text not in English: its noun ("12 Monate", "15 minutos") is a word vouch does not
 * know, so the number counts as a bare number, supported by the same value in the vault.
 */
function countedInWords(s: Specific): Specific {
  if (s.kind !== 'number' || s.value === undefined || !s.unit || UNIT_ALIASES[s.unit]) return s;
  const key = numberKey(s.value);
  return { kind: 'number', text: s.text, start: s.start, end: s.end, keys: [`num:${key}`, `val:${key}`], value: s.value, dimension: 'num:' };
}

// Outside English a capitalised word is no sign of a name (German nouns, sentence openers): only
// what is shaped like one is — an acronym, a capital inside a word, a digit.
const NAME_SHAPED = /\p{Lu}{2}|\p{Ll}\p{Lu}|\d/u;

function findNames(text: string, free: (start: number, end: number) => boolean, english: boolean): Specific[] {
  const names: Specific[] = [];
  NAME.lastIndex = 0;
  for (let m = NAME.exec(text); m; m = NAME.exec(text)) {
    let tokens = [...m[0].matchAll(/\S+/g)];
    // A sentence's first word is capitalised anyway: keep it only when it is no common word.
    if (opensSentence(text, m.index) && isCommonWord(tokens[0]![0])) tokens = tokens.slice(1);
    while (tokens.length > 0 && /^(of|&|de|van|von|der)$/i.test(tokens[0]![0])) tokens = tokens.slice(1);
    const words = tokens.map((t) => t[0]);
    const start = m.index + (tokens[0]?.index ?? 0);
    const phrase = words.join(' ').replace(/['’]s$/, '');
    if (!phrase || NOT_NAMES.has(phrase.toLowerCase()) || MONTHS[phrase.toLowerCase()] !== undefined && words.length === 1) continue;
    const end = m.index + m[0].length;
    if (!free(start, end) || (!english && !NAME_SHAPED.test(phrase))) continue;
    names.push({ kind: 'name', start, end, text: text.slice(start, end), keys: [`name:${phrase.toLowerCase()}`] });
  }
  return names;
}

/** Whether `at` is where a sentence, a list item or a line begins: only spaces, quotes or a bullet between it and the text's start, a full stop, a colon or a line break. */
function opensSentence(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && /[\s"'(\[“‘]/.test(text[i]!)) {
    if (text[i] === '\n') return true;
    i--;
  }
  if (i < 0) return true;
  const ch = text[i]!;
  if (/[.!?:;•*]/.test(ch)) return true;
  // "- item" and "2) item" open list items.
  return (ch === '-' && (i === 0 || /\s/.test(text[i - 1]!))) || (/[.)]/.test(ch) && /\d/.test(text[i - 1] ?? ''));
}
