// The ways one value is written (design §3a's equivalences, turned around): "72 hours", "three
// days", "72-hour"; "quarterly", "every three months"; "99.9%", "99.9 percent". For signals a
// generated case requires (design §12): any of them in a reply says the value. Every form is read
// back and kept only when the reader takes it for the same value.
import { wordTable } from '../core/index.js';
import numberToWords from 'number-to-words';
import { findSpecifics } from './specifics/index.js';
import { MONTH_NAMES } from './tables/calendar.js';
import type { Specific } from './types.js';
import { agreeing, numbersIn } from './written.js';

/** Forms offered at most, the written one included: enough for the usual wordings, few enough to read. */
const MOST_FORMS = 8;

/**
 * The written forms of a specific's value, its own text first.
 * @example writtenForms(findSpecifics('kept for 72 hours')[0]!) // ['72 hours', 'seventy-two hours', '72-hour', '3 days', 'three days']
 */
export function writtenForms(specific: Pick<Specific, 'kind' | 'text' | 'keys'>): string[] {
  const own = specific.text.trim();
  const keys = new Set(specific.keys);
  const seen = new Set([own.toLowerCase()]);
  const out = [own];
  for (const form of [...restyled(own, specific.kind), ...specific.keys.flatMap((k) => fromKey(k, specific.kind, own))]) {
    const lower = form.toLowerCase();
    if (out.length >= MOST_FORMS || seen.has(lower) || form.includes('|')) continue;
    seen.add(lower);
    if (findSpecifics(form).some((s) => s.keys.some((k) => keys.has(k)))) out.push(form);
  }
  return out;
}

/** The text with its number in digits and in words, and a unit joined by a hyphen or a blank. */
function restyled(text: string, kind: Specific['kind']): string[] {
  if (kind === 'date' || kind === 'time' || kind === 'version' || kind === 'identifier') return codeForms(text, kind);
  const n = numbersIn(text)[0];
  if (!n || !Number.isInteger(n.value) || n.value < 0) return [];
  const digits = String(n.value);
  const words = n.value < 1000 ? numberToWords.toWords(n.value).replace(/,/g, '') : digits;
  const rest = text.slice(n.end);
  const before = text.slice(0, n.start);
  const out = [`${before}${digits}${rest}`, `${before}${words}${rest}`];
  // "72 hours" ⇄ "72-hour": a unit right after the number.
  const unit = /^([\s-])(\p{L}+)$/u.exec(rest);
  if (unit && (kind === 'duration' || kind === 'number')) {
    const joined = unit[1] === '-';
    for (const number of [digits, words]) {
      out.push(joined ? `${before}${number} ${agreeing(unit[2]!, n.value)}` : `${before}${number}-${agreeing(unit[2]!, 1)}`);
    }
  }
  return out;
}

/** "AES-256" ⇄ "AES 256" ⇄ "AES256"; "TLS 1.2" ⇄ "TLSv1.2". */
function codeForms(text: string, kind: Specific['kind']): string[] {
  if (kind !== 'version' && kind !== 'identifier') return [];
  const m = /^(\p{L}+)[\s-]?v?(\d[\d.]*)$/iu.exec(text);
  if (!m) return [];
  const [, name, number] = m;
  // "v" belongs to protocol versions ("TLS v1.2"), not to key sizes or control numbers.
  const versioned = number!.includes('.') && name!.length >= 3 ? [`${name} v${number}`, `${name}v${number}`] : [];
  return [`${name}-${number}`, `${name} ${number}`, `${name}${number}`, ...versioned];
}

/** Forms read off a canonical key: conversions to other units, frequency words, percent in words, date orders. */
function fromKey(key: string, kind: Specific['kind'], own: string): string[] {
  const [type, unit, rawValue] = key.split(':');
  const value = Number(rawValue);
  if (type === 'dur' && Number.isFinite(value)) return durations(unit!, value);
  if (type === 'every' && Number.isFinite(value)) return frequencies(unit!, value);
  if (type === 'pct') {
    const v = key.slice(4);
    return [`${v}%`, `${v} percent`, `${v} per cent`];
  }
  if (type === 'date' && kind === 'date') return dates(key.slice(5), own);
  return [];
}

/** Sizes of time units in the key's base, with the largest count that reads naturally. */
const MINUTE_UNITS: readonly [string, number, number][] = [['week', 10_080, 12], ['day', 1440, 120], ['hour', 60, 96], ['minute', 1, 120]];
const MONTH_UNITS: readonly [string, number, number][] = [['year', 12, 50], ['month', 1, 36]];

function durations(base: string, value: number): string[] {
  if (base === 'wd') return counted(value, 'business day').concat(counted(value, 'working day'));
  const units = base === 'min' ? MINUTE_UNITS : base === 'mon' ? MONTH_UNITS : [];
  return units.flatMap(([name, size, most]) => (value % size === 0 && value / size <= most ? counted(value / size, name) : []));
}

/** "3 days", "three days". */
function counted(n: number, unit: string): string[] {
  const noun = n === 1 ? unit : `${unit}s`;
  return [`${n} ${noun}`, `${numberToWords.toWords(n)} ${noun}`];
}

/** Period → how people say it, beside "every N units". */
const FREQUENCY_SAYINGS = wordTable<readonly string[]>({
  'min:60': ['hourly', 'every hour', 'once an hour'],
  'min:1440': ['daily', 'every day', 'each day', 'once a day'],
  'min:10080': ['weekly', 'every week', 'once a week'],
  'min:20160': ['fortnightly', 'every two weeks', 'every 2 weeks'],
  'mon:1': ['monthly', 'every month', 'once a month'],
  'mon:3': ['quarterly', 'every quarter', 'once a quarter'],
  'mon:6': ['twice a year', 'semi-annually', 'every half year'],
  'mon:12': ['annually', 'yearly', 'every year', 'once a year'],
});

function frequencies(base: string, value: number): string[] {
  const said = FREQUENCY_SAYINGS[`${base}:${value}`] ?? [];
  const units = base === 'min' ? MINUTE_UNITS : base === 'mon' ? MONTH_UNITS : [];
  const every = units.flatMap(([name, size, most]) => (value % size === 0 && value / size > 1 && value / size <= most ? counted(value / size, name).map((c) => `every ${c}`) : []));
  return [...said, ...every];
}

/** "1 April 2024", "April 1, 2024", "2024-04-01". */
function dates(ymd: string, own: string): string[] {
  const [y, m, d] = ymd.split('-').map(Number);
  if (!y || !m || !d) return [];
  const month = MONTH_NAMES[m - 1]!;
  const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return [`${d} ${month} ${y}`, `${month} ${d}, ${y}`, `${month} ${d} ${y}`, iso].filter((f) => f !== own);
}
