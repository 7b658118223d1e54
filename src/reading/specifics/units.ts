// Units after a number, read from the token stream, and the canonical value of a quantity in one:
// physical units converted by js-quantities to their base ("1.5 kg" and "1,500 g" are one mass),
// time units by vouch's own rule (tables/units.ts), anything else a count of its noun.
import { wordTable } from '../../core/index.js';
import Qty from 'js-quantities';
import pluralize from 'pluralize';
import { numberKey } from '../numbers.js';
import { FUNCTION_WORDS, SOURCE_NOUNS } from '../tables/function-words.js';
import { NUMBER_WORDS } from '../tables/numbers.js';
import { MEASURES, SHORT_UNITS, TIME_UNITS, UNIT_MODIFIERS, type TimeUnit, type Unit } from '../tables/units.js';
import type { Token } from '../tokens.js';

export interface ReadUnit {
  readonly unit: Unit;
  /** The token after the unit. */
  readonly to: number;
}

/**
 * A unit's spelling in the tables: lower case, its plural read as the singular ("hours", "inches"), or a ratio of two ("mg/kg", "mg/mL").
 * `written`: the spelling in its own letter case, which tells a short unit's side of a ratio apart ("kN/m²" is kilonewtons, "kn" knots).
 */
function lookUp(spelling: string, written = spelling): Unit | undefined {
  const slash = spelling.indexOf('/');
  if (slash > 0 && !TIME_UNITS[spelling] && !MEASURES[spelling]) {
    // Each side may be a one-letter unit too: "t/h", "kg/hl".
    // (Not one capital letter each side: "A/V", "A/B", "N/A" are no amperes.)
    const letters = /^\p{Lu}\/\p{Lu}$/u.test(written);
    const side = (x: string, cased: string): Unit | undefined => lookUp(x) ?? (letters ? undefined : SHORT_UNITS[cased]) ?? SHORT_UNITS[x];
    const over = side(spelling.slice(0, slash), written.slice(0, slash));
    const perTime = PER_TIME[spelling.slice(slash + 1)];
    const under = perTime ? { quantity: perTime } : side(spelling.slice(slash + 1), written.slice(slash + 1));
    return over && under && 'quantity' in over && 'quantity' in under ? { quantity: `${changeOf(over.quantity)}/${under.quantity}` } : undefined;
  }
  const found = TIME_UNITS[spelling] ?? MEASURES[spelling];
  if (found) return found;
  // Plurals of whole words only: "has" is no plural of "ha", nor "ms" of "m".
  if (spelling.length < 4) return undefined;
  for (const singular of [spelling.replace(/s$/, ''), spelling.replace(/es$/, '')]) {
    if (singular !== spelling) {
      const unit = TIME_UNITS[singular] ?? MEASURES[singular];
      if (unit) return unit;
    }
  }
  return undefined;
}

/** Units are written in at most this many tokens ("degrees Celsius", "business days", "° C", "square metres"). */
const LONGEST_UNIT = 3;

/**
 * The unit that starts at token `j` (after a number), skipping words like "consecutive" or "full".
 * `glued`: nothing stands between the number and the unit ("5m", "10GB"), which one-letter units need.
 */
export function unitAt(tokens: readonly Token[], j: number, glued: boolean): ReadUnit | undefined {
  let at = j;
  while (tokens[at]?.kind === 'word' && UNIT_MODIFIERS.has(tokens[at]!.lower) && tokens[at]!.gap === ' ') at++;
  const first = tokens[at];
  // No unit is spelt from digits: a run of numbers ("0 1 2 …" in a table cell) costs no lookups.
  if (!first || first.gap === '\n' || first.kind === 'number') return undefined;
  const short = SHORT_UNITS[first.text];
  if (short && at === j && (glued || first.gap === ' ') && !letterAfter(tokens, at)) return perTime(tokens, { unit: short, to: at + 1 });
  for (let n = LONGEST_UNIT; n >= 1; n--) {
    const spelling = spell(tokens, at, n);
    const unit = spelling === undefined ? undefined : lookUp(spelling, n === 1 ? first.text : spelling);
    if (unit) return perTime(tokens, { unit, to: at + n });
  }
  // A period's possessive before what lasts that long is the period: "a fortnight's notice", "one week's trial" (as "30 days'
  // notice" is) — not "a day's hire", priced by the day, nor "an hour's drive", a rough distance.
  const possessive = first.kind === 'word' && /['’]s$/.test(first.lower) ? /^(\p{L}+)['’]s$/u.exec(first.lower) : null;
  const period = possessive ? TIME_UNITS[possessive[1]!] : undefined;
  // ("one calendar month's written notice": a word may stand between.)
  if (period && (lasting(tokens, at + 1) || (tokens[at + 1]?.kind === 'word' && lasting(tokens, at + 2)))) return { unit: period, to: at + 1 };
  // One word of what is measured may stand before a physical unit: "12,000 business miles", "40 usable litres".
  // (Not before a time unit: "ten charged days", "5 model years" count something else as often.)
  if (at === j && describes(first) && tokens[at + 1]?.gap === ' ') {
    for (let n = LONGEST_UNIT; n >= 1; n--) {
      const spelling = spell(tokens, at + 1, n);
      const unit = spelling === undefined ? undefined : lookUp(spelling);
      if (unit && !('time' in unit)) return perTime(tokens, { unit, to: at + 1 + n });
    }
  }
  return undefined;
}

/** A lower-case word that says what a measure is of, not what is counted or a word of the sentence's own. */
const describes = (t: Token): boolean =>
  t.kind === 'word' && t.gap === ' ' && /^\p{Ll}{3,}$/u.test(t.text) && !FUNCTION_WORDS.has(t.lower) && NUMBER_WORDS[t.lower] === undefined;

/** Whether tokens[k], after a blank, is what a period's possessive says lasts that long. */
const lasting = (tokens: readonly Token[], k: number): boolean => tokens[k]?.gap === ' ' && LASTING[tokens[k]!.lower] === true;

/** What a period's possessive says lasts that long: "a month's notice", "a week's trial". */
const LASTING = wordTable<true>({ notice: true, warning: true, trial: true, wait: true, grace: true, probation: true, cooling: true });

/** A temperature per a time is how fast it changes: "cool at 40 °C per hour" is 40 degrees of difference, not a reading of 40 °C (js-quantities keeps the two apart). */
export const changeOf = (quantity: string): string => (quantity === 'tempC' ? 'degC' : quantity === 'tempF' ? 'degF' : quantity === 'tempK' ? 'degK' : quantity);

const PER_TIME = wordTable<string>({ hour: 'h', hr: 'h', h: 'h', minute: 'min', min: 'min', second: 's', sec: 's', s: 's', day: 'day' });

/**
 * "kilometres per hour", "3 kN per square metre": a physical unit per a time unit or per another
 * physical unit is one unit (km/h, kN/m²), not a rate of a length.
 */
function perTime(tokens: readonly Token[], read: ReadUnit): ReadUnit {
  if (!('quantity' in read.unit) || tokens[read.to]?.lower !== 'per') return read;
  const time = PER_TIME[tokens[read.to + 1]?.lower.replace(/s$/, '') ?? ''];
  if (time) return { unit: { quantity: `${changeOf(read.unit.quantity)}/${time}` }, to: read.to + 2 };
  for (let n = 3; n >= 1; n--) {
    const spelling = spell(tokens, read.to + 1, n);
    const under = spelling === undefined ? undefined : lookUp(spelling);
    if (under && 'quantity' in under) return { unit: { quantity: `${read.unit.quantity}/${under.quantity}` }, to: read.to + 1 + n };
  }
  return read;
}

/** "5 m." is a unit; "5 m of" is one too, but "5 ms" or "5 mx" is not the unit m. */
const letterAfter = (tokens: readonly Token[], at: number): boolean => tokens[at + 1]?.gap === '' && tokens[at + 1]!.kind !== 'symbol';

/** Tokens [at, at + n) as one spelling, lower case: joined with a space where a blank was, with nothing where none was ("°c"). */
function spell(tokens: readonly Token[], at: number, n: number): string | undefined {
  let out = '';
  for (let k = 0; k < n; k++) {
    const t = tokens[at + k];
    if (!t || (k > 0 && t.gap === '\n')) return undefined;
    out += (k > 0 && t.gap === ' ' ? ' ' : '') + t.lower;
  }
  return out;
}

// Words ending in -s that count nothing: verbs and adverbs after a number ("revision 3 has been",
// "the maximum of 75 comes from"). A word list of English cannot tell a verb from a plural.
const NOT_PLURALS = new Set([
  'has', 'was', 'is', 'does', 'goes', 'takes', 'makes', 'uses', 'gets', 'runs', 'means', 'needs', 'applies', 'costs', 'lasts', 'covers', 'includes',
  'comes', 'remains', 'gives', 'counts', 'works', 'stays', 'depends', 'varies', 'starts', 'ends', 'opens', 'closes', 'becomes', 'equals', 'exceeds',
  'qualifies', 'seems', 'looks', 'happens', 'follows', 'matches', 'requires', 'allows', 'pays',
  'always', 'sometimes', 'perhaps', 'thus', 'plus', 'minus', 'versus', 'as', 'its', 'this', 'his', 'bus',
]);

/** A counted noun after a number: "42 engineers", "two independent probes", "3 wide bays" → its singular. */
const PLURAL_ACRONYM = /^[A-Z]{2,}s$/;
const ACRONYM = /^[A-Z]{2,5}$/;
/** Words that follow a verb that places something, never a counted noun: "falls between", "goes into". */
const PLACING_AFTER: ReadonlySet<string> = new Set(['between', 'into', 'within', 'under', 'below', 'above', 'outside', 'inside', 'behind', 'short']);
/** Adverbs of direction look plural: "from 2025 onwards" counts nothing ("12 wards", "5 awards" do). */
const DIRECTION_ADVERBS: ReadonlySet<string> = new Set(['onwards', 'towards', 'afterwards', 'backwards', 'forwards', 'upwards', 'downwards', 'inwards', 'outwards']);

export function nounAt(tokens: readonly Token[], j: number, one: boolean): { noun: string; to: number } | undefined {
  for (let k = j; k < j + 3; k++) {
    const t = tokens[k];
    // A contraction is a verb ("Care 1 doesn't include"), never what a number counts.
    if (t?.kind !== 'word' || t.gap !== ' ' || (FUNCTION_WORDS.has(t.lower) && !SOURCE_NOUNS.has(t.lower)) || NUMBER_WORDS[t.lower] !== undefined || /['’]/.test(t.text)) return undefined;
    // A capitalised word after a number names something ("Tier 2 Gold", "Route 4 Skerry"); a plural acronym is counted ("60 AEDs"),
    // and an acronym before lower-case words describes what is counted ("4 USB charging points", "2 LED lights").
    // (Not before a verb in -s: "15,000 GT falls between …".)
    if (t.text[0] !== t.lower[0] && !PLURAL_ACRONYM.test(t.text) && !(ACRONYM.test(t.text) && /^\p{Ll}/u.test(tokens[k + 1]?.text ?? '') && tokens[k + 1]!.gap === ' ' && !PLACING_AFTER.has(tokens[k + 2]?.lower ?? ''))) return undefined;
    const plural = (/[^s]s$|[^aeiou]ies$|ches$|shes$|xes$/.test(t.lower) && !NOT_PLURALS.has(t.lower) && !DIRECTION_ADVERBS.has(t.lower)) || t.lower === 'people' || t.lower === 'staff' || t.lower === 'children';
    const next = tokens[k + 1];
    const nounEnds = next?.kind !== 'word' || next.gap !== ' ' || FUNCTION_WORDS.has(next.lower);
    // A number counts a plural noun ("12 spaces"), or one thing ("1 technician"); "18 put" counts nothing.
    if (plural || (one && nounEnds)) return { noun: pluralize.singular(t.lower), to: k + 1 };
    if (nounEnds) return undefined;
  }
  return undefined;
}

export interface Canonical {
  readonly key: string;
  /** What the value is measured in, for arithmetic and for converting at the precision written. */
  readonly unit: string;
  readonly value: number;
  readonly dimension: string;
}

/** The canonical value of `amount` of `unit`. */
export function canonical(amount: number, unit: Unit): Canonical | undefined {
  if ('time' in unit) return timeValue(amount, unit.time);
  if ('scale' in unit) return { key: `q:${unit.scale}:${numberKey(amount)}`, unit: `q:${unit.scale}`, value: amount, dimension: `q:${unit.scale}` };
  try {
    const base = Qty(amount, unit.quantity).toBase();
    // A unit js-quantities has no name for (t/h, kg/m) is known by its base units: kg/s is not kg/m.
    const kind = Qty(1, unit.quantity).kind() ?? base.units().replace(/\s+/g, '');
    return { key: `q:${kind}:${sig(base.scalar)}`, unit: `q:${unit.quantity}`, value: amount, dimension: `q:${kind}` };
  } catch {
    return undefined;
  }
}

/** 72 hours = 3 days (minutes); 18 months = 1.5 years (months); working days stay working days. */
export function timeValue(amount: number, unit: TimeUnit): Canonical {
  const base = unit.base === 'minutes' ? 'min' : unit.base === 'months' ? 'mon' : 'wd';
  return { key: `dur:${base}:${numberKey(amount * unit.size)}`, unit: `dur:${base}`, value: amount * unit.size, dimension: 'dur' };
}

/** A base-unit value to six significant digits: unit conversions leave float dust (0.45359237 kg). */
export const sig = (n: number): string => String(Number(n.toPrecision(6)));

/** A rate's canonical unit: an amount per a period or a count ("money:gbp/dur:min:1440"), not a unit with a slash ("q:km/h"). */
const RATE = /\/[a-z]+:/;

/** Converts `value` in `from` (a canonical unit, `q:kg` or `dur:min`) to `to`, or undefined when they measure different things. */
export function convert(value: number, from: string, to: string): number | undefined {
  if (from === to) return value;
  // A rate ("money:gbp/dur:min:1440") converts no unit; a unit of its own with a slash ("q:km/h") does.
  if (RATE.test(from) || RATE.test(to)) return undefined;
  const [fk, fu] = from.split(':') as [string, string];
  const [tk, tu] = to.split(':') as [string, string];
  if (fk !== tk || fk !== 'q') return undefined;
  try {
    // Checked first: js-quantities throws on units of different kinds, and a throw costs a stack trace
    // (a megabyte of "73 m x 98 m2" compared every length with every area at 7 s).
    const q = Qty(value, fu);
    return q.isCompatible(tu) ? q.to(tu).scalar : undefined;
  } catch {
    return undefined;
  }
}

/** A countdown to a launch or a take-off: "L-45", "T-30" (read with its unit of time by the quantities, left a code alone). */
export const COUNTDOWN = /^([LT])[-\u2010\u2011](\d{1,4})$/;
const COUNTDOWN_UNIT = /^(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)$/;

/** The whole unit of time right after a countdown's number ("days" in "L-45 days"), if one is. */
export function countdownUnit(tokens: readonly Token[], i: number): Unit | undefined {
  const next = tokens[i + 1];
  if (next?.gap !== ' ' || !COUNTDOWN_UNIT.test(next.lower)) return undefined;
  return TIME_UNITS[next.lower] ?? TIME_UNITS[next.lower.replace(/s$/, '')];
}
