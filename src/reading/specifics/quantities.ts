// Quantities: money ("€35", "EUR 35", "35 euros", "$2.4m", "50p"), percentages ("15%", "fifteen
// percent"), durations and measures ("72 hours", "a 72-hour window", "1.5 kg", "2–8 °C", "a year
// and a half"), counts ("42 engineers") and rates ("£1.00 per day", "250 consignments a month").
// Ranges ("3 to 5 business days") are read as two specifics sharing one unit.
import { mayStartNumber, numberAt, numberKey, type NumberPhrase } from '../numbers.js';
import { PERIOD_OF } from './frequencies.js';
import { FUNCTION_WORDS } from '../tables/function-words.js';
import { LABEL_WORDS } from '../tables/labels.js';
import { DAY_ORDINALS, FRACTION_WORDS, ORDINAL_WORDS, SCALE_SUFFIXES, SCALE_WORDS } from '../tables/numbers.js';
import { CURRENCIES, CURRENCY_CODES, PERCENT_WORDS, SHARE_WORDS, SHARED_AMOUNTS, SUBUNITS, TIME_UNITS, type Unit } from '../tables/units.js';
import { capitalised, digitsValue, opensSentence, type Token } from '../tokens.js';
import type { Found, Scan } from './scan.js';
import { canonical, changeOf, convert, COUNTDOWN, countdownUnit, nounAt, sig, unitAt, type Canonical } from './units.js';

/** Half the place of a number's last written digit: "2.2" is 2.2 ± 0.05, "38" ± 0.5, words exact. */
export function precisionOf(phrase: NumberPhrase, tokens: readonly Token[]): number {
  if (phrase.words) return 0;
  const digits = tokens[phrase.from]!.text.replace(/,/g, '');
  const decimals = digits.split('.')[1]?.length ?? 0;
  return 0.5 * 10 ** -decimals;
}

export function money(scan: Scan): void {
  const { tokens } = scan;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (scan.isHeld(i)) continue;
    // "€35", "£ 1,000", "US$ 5", "$2.4m", "EUR 35".
    const symbol = currencyBefore(tokens, i);
    if (symbol) {
      const amount = amountAt(tokens, symbol.to);
      if (amount) takeMoney(scan, symbol.from, amount.to, symbol.code, amount.value, amount.precision);
      continue;
    }
    if (t.kind !== 'number' && t.kind !== 'word' && t.kind !== 'mixed') continue;
    // "35 euros", "50p", "99 cents", "12.50 GBP"; "39.50ppl", pence per litre as fuel and milk are priced, read as
    // "39.5p per litre" is (with its decimals only: "12ppl" is twelve people).
    const glued = /^(?:(\d+(?:\.\d+)?)p|(\d+\.\d+)ppl)$/.exec(t.text);
    if (glued) {
      const pence = (glued[1] ?? glued[2])!;
      // As precise as written, in pence: "2.75p" is no "2.25p" give or take half a penny.
      takeMoney(scan, i, i + 1, 'gbp', Number(pence) / 100, (0.5 * 10 ** -(pence.split('.')[1]?.length ?? 0)) / 100);
      continue;
    }
    const phrase = t.kind === 'mixed' ? undefined : numberAt(tokens, i);
    if (!phrase) continue;
    // "31 stone 7 pounds" weighs.
    if (tokens[i - 1]?.lower === 'stone' || tokens[i - 1]?.lower === 'st') continue;
    // "10,000.01 to 12,500 dollars": a range's first end is in the currency written after the second.
    const range = rangeAt(tokens, phrase.to);
    const last = range?.phrase ?? phrase;
    const next = tokens[last.to];
    // "15 £", "35 €", "12,50 €": a currency symbol after the amount, as much of Europe writes it.
    // (Not a symbol that opens the next amount: "the two £3,500 payments".)
    const opensNext = tokens[last.to + 1]?.kind === 'number' && tokens[last.to + 1]!.gap === '';
    if (next?.kind === 'symbol' && (next.gap === ' ' || next.gap === '') && CURRENCIES[next.text] && !range && !last.words && !opensNext) {
      // "12,50 €": a decimal comma, the cents after it.
      const [comma, whole] = [tokens[last.from - 1], tokens[last.from - 2]];
      const cents = comma?.text === ',' && comma.gap === '' && tokens[last.from]!.gap === '' && whole?.kind === 'number' && /^\d{2}$/.test(tokens[last.from]!.text);
      // "1.250 €" is 1,250 where the symbol comes after, and 1.25 where it does not: unsure, so left a bare number.
      if ((cents && scan.isHeld(last.from - 2)) || /^\d{1,3}\.\d{3}$/.test(tokens[last.from]!.text)) continue;
      // "1.250,00 €": its whole part may group thousands with points.
      const units = cents && /^\d{1,3}(?:\.\d{3})+$/.test(whole.text) ? Number(whole.text.replaceAll('.', '')) : cents && /^\d+$/.test(whole.text) ? Number(whole.text) : undefined;
      if (cents && units === undefined) continue;
      if (cents) takeMoney(scan, last.from - 2, last.to + 1, CURRENCIES[next.text]!, units! + last.value / 100, 0.005);
      else takeMoney(scan, last.from, last.to + 1, CURRENCIES[next.text]!, last.value, precisionOf(last, tokens));
      continue;
    }
    if (next?.gap !== ' ') continue;
    // "35 euros", "99 cents": the currency, and a cent's worth of it.
    const code = CURRENCIES[next.lower] ?? upperCode(next.text);
    const sub = SUBUNITS[next.lower];
    const currency = code && next.kind === 'word' ? { code, cents: false } : sub && next.lower.length > 1 ? { code: sub, cents: true } : undefined;
    if (!currency) continue;
    // "200 pounds" weighs as often as it costs (a bale, a parcel, a patient): either may be meant, as "nm" may be two lengths —
    // unless the words around say which: "costs 200 pounds", "200 pounds sterling", "30 pounds per square inch".
    const weighs = (next.lower === 'pounds' || next.lower === 'pound') && mayWeigh(tokens, phrase.from, last.to);
    const take = (p: NumberPhrase, to: number): void =>
      takeMoney(scan, p.from, to, currency.code, currency.cents ? p.value / 100 : p.value, precisionOf(p, tokens) / (currency.cents ? 100 : 1), weighs ? canonical(p.value, { quantity: 'lb' })?.key : undefined);
    if (range) take(phrase, phrase.to);
    // "seventeen pounds thirty", "five euros fifty": the cents said after the currency word, a number under a hundred in words.
    const cents = !range && !currency.cents ? centsAfter(tokens, last.to + 1) : undefined;
    if (cents) takeMoney(scan, last.from, cents.to, currency.code, last.value + cents.value / 100, 0.005);
    else take(last, last.to + 1);
  }
}

/**
 * Whether an amount from token `from` in "pounds" (token `word`) may be a weight: no price word in the
 * two before it, no "sterling" or "per square" after.
 */
function mayWeigh(tokens: readonly Token[], from: number, word: number): boolean {
  if (PRICED.has(tokens[from - 1]?.lower ?? '') || PRICED.has(tokens[from - 2]?.lower ?? '')) return false;
  const next = tokens[word + 1]?.lower ?? '';
  return !NOT_WEIGHT_AFTER.has(next) && !(next === 'per' && tokens[word + 2]?.lower === 'square');
}

/** Words before an amount that make "pounds" money: "costs 200 pounds", "a fee of 50 pounds". */
const PRICED: ReadonlySet<string> = new Set(['cost', 'costs', 'costing', 'price', 'priced', 'fee', 'fees', 'charge', 'charges', 'charged', 'pay', 'pays', 'paid', 'paying', 'spend', 'spent', 'refund', 'refunded', 'deposit', 'fine', 'worth', 'earn', 'earns', 'salary', 'rent']);
/** Words after "pounds" that say it is no weight: "pounds sterling", "pounds-force" (and "per square inch", a pressure). */
const NOT_WEIGHT_AFTER: ReadonlySet<string> = new Set(['sterling', 'force']);

/** A number under a hundred in words right after a currency word, and no unit or noun after it: its cents. */
function centsAfter(tokens: readonly Token[], j: number): { to: number; value: number } | undefined {
  const t = tokens[j];
  if (t?.gap !== ' ' || t.kind !== 'word') return undefined;
  const cents = numberAt(tokens, j);
  if (!cents?.words || cents.value < 1 || cents.value >= 100 || !Number.isInteger(cents.value)) return undefined;
  const after = tokens[cents.to];
  // "ten pounds two times a week", "five euros fifty per cent" are no cents.
  if (after && after.gap === ' ' && after.kind === 'word' && (nounAt(tokens, cents.to, false) || unitAt(tokens, cents.to, false))) return undefined;
  return { to: cents.to, value: cents.value };
}

/** An upper-case code of the currencies CURRENCIES names, or of those only written as codes ("ISK 3,500", "3,500 THB"). */
function upperCode(text: string): string | undefined {
  if (!/^[A-Z]{3}$/.test(text)) return undefined;
  const lower = text.toLowerCase();
  return CURRENCIES[lower] ?? (CURRENCY_CODES.has(lower) ? lower : undefined);
}

/** A currency symbol or code right before token `i`'s number. */
function currencyBefore(tokens: readonly Token[], i: number): { from: number; to: number; code: string } | undefined {
  const t = tokens[i]!;
  if (t.kind === 'symbol' && CURRENCIES[t.text]) return { from: i, to: i + 1, code: CURRENCIES[t.text]! };
  // "US$", "A$", "C$".
  if (t.kind === 'word' && tokens[i + 1]?.text === '$' && tokens[i + 1]!.gap === '' && CURRENCIES[`${t.lower}$`]) return { from: i, to: i + 2, code: CURRENCIES[`${t.lower}$`]! };
  // "EUR 35", "GBP1,000", "ISK 3,500": an upper-case code.
  const code = t.kind === 'word' && tokens[i + 1]?.kind === 'number' ? upperCode(t.text) : undefined;
  if (code) return { from: i, to: i + 1, code };
  return undefined;
}

/** The amount after a currency symbol: "35", "1,000.50", "2.4 million", "2.4m", "10k". */
function amountAt(tokens: readonly Token[], i: number): { value: number; to: number; precision: number } | undefined {
  const t = tokens[i];
  if (!t || t.gap === '\n') return undefined;
  if (t.kind === 'mixed') {
    const m = /^(\d[\d,]*(?:\.\d+)?)(k|m|mn|bn)$/i.exec(t.text);
    const n = m ? digitsValue(m[1]!) : undefined;
    return n !== undefined ? { value: n * SCALE_SUFFIXES[m![2]!.toLowerCase()]!, to: i + 1, precision: 0 } : undefined;
  }
  if (t.kind !== 'number') return undefined;
  const phrase = numberAt(tokens, i);
  return phrase ? { value: phrase.value, to: phrase.to, precision: precisionOf(phrase, tokens) } : undefined;
}

/** `weight`: the key of the mass the amount's word may state instead ("200 pounds"), supported and supporting alike. */
function takeMoney(scan: Scan, from: number, to: number, code: string, value: number, precision: number, weight?: string): void {
  const period = PERIOD_OF(scan.tokens, to);
  const rate = period ? `/${period.key}` : '';
  const key = `money:${code}:${numberKey(value)}${rate}`;
  const per = period ? perBase(code, value, period.key) : undefined;
  // A price by the period states its frequency too: "$499/month" supports a "monthly fee".
  const provides = [key, ...(period ? [`every:${period.key.replace(/^dur:/, '')}`, `money:${code}:${numberKey(value)}`] : []), ...(per ? [per] : [])];
  const also = weight && !period ? [weight] : [];
  scan.take(from, period ? period.to : to, { kind: 'money', keys: [key, ...(per ? [per] : []), ...also], provides: [...provides, ...also], value, unit: `money:${code}${rate}`, dimension: `money:${code}${rate}`, precision });
}

/**
 * A rate said per one base period, whatever period it was written for: "30p a minute" and "£18 an
 * hour" are one rate, as are "£10 a month" and "£120 a year". A month is no fixed number of minutes.
 */
function perBase(code: string, value: number, period: string): string | undefined {
  // Per minute or hour, per month or year only: "£48 a day" is a daily cap as often as 24 hours at £2.
  const m = /^dur:(min:(?:1|60)|mon:(?:1|12))$/.exec(period);
  if (!m) return undefined;
  const [base, size] = m[1]!.split(':') as [string, string];
  return `rate:${code}:${numberKey(value / Number(size))}/${base}`;
}

export function percentages(scan: Scan): void {
  const { tokens } = scan;
  for (let i = 0; i < tokens.length; i++) {
    if (scan.isHeld(i)) continue;
    const ends = chunkRange(tokens[i]!);
    if (ends && percentAt(tokens, i + 1)) {
      for (const end of ends) scan.takeChars(end.start, end.end, percentFound(end.value, end.precision));
      continue;
    }
    const phrase = numberAt(tokens, i);
    if (!phrase) {
      sharesInWords(scan, i);
      continue;
    }
    const after = percentAt(tokens, phrase.to);
    if (after) {
      takePercent(scan, i, after, phrase.value, precisionOf(phrase, tokens));
      continue;
    }
    // "4-7%", "3 to 5 percent": the sign belongs to both ends — not to a label's number ("from 5% on Tier 1 to 18% on Tier 4").
    const range = rangeAt(tokens, phrase.to);
    const end = range ? percentAt(tokens, range.phrase.to) : 0;
    if (range && end && !labelWord(tokens, i - 1)) {
      takePercent(scan, i, phrase.to, phrase.value, precisionOf(phrase, tokens));
      takePercent(scan, range.phrase.from, end, range.phrase.value, precisionOf(range.phrase, tokens));
    }
  }
}

/**
 * "a full refund", "half price", "half-price tickets": a share said in words, as "100%" or "50%" is.
 * Weak: "full" and "half" are said loosely too. Not "refunded in full": read as a value, it cut
 * the words of the value after it ("refunded in full within 14 days") and found nothing more.
 */
function sharesInWords(scan: Scan, i: number): void {
  const { tokens } = scan;
  const [word, amount] = tokens[i]!.lower.split('-');
  const share = SHARE_WORDS[word ?? ''];
  // Not a count's modifier: "500 full charge cycles", "a full price ticket".
  if (share === undefined || tokens[i - 1]?.kind === 'number') return;
  const weakShare = (to: number): void => void scan.take(i, to, { kind: 'percentage', keys: [`pct:${share}`], value: share, unit: 'pct', dimension: 'pct', precision: 0, weak: true });
  // "a full refund policy", "half price tickets": the amount word then names something else (the hyphened "half-price" still reads).
  const modifies = (j: number): boolean => tokens[j]?.kind === 'word' && tokens[j]!.gap === ' ' && !FUNCTION_WORDS.has(tokens[j]!.lower);
  if (amount !== undefined && SHARED_AMOUNTS.has(amount)) weakShare(i + 1);
  else if (amount === undefined && tokens[i + 1]?.gap === ' ' && SHARED_AMOUNTS.has(tokens[i + 1]!.lower) && !modifies(i + 2)) weakShare(i + 2);
}

/** The token after "%", "percent", "per cent", "pct" at `j`, or 0. */
function percentAt(tokens: readonly Token[], j: number): number {
  const t = tokens[j];
  if (!t || t.gap === '\n') return 0;
  if (t.text === '%') return j + 1;
  if (t.gap !== ' ') return 0;
  if (PERCENT_WORDS.has(t.lower)) return j + 1;
  // "12.5 percentage points": a difference of percentages is compared as one.
  if (t.lower === 'percentage' && /^points?$/.test(tokens[j + 1]?.lower ?? '')) return j + 2;
  return t.lower === 'per' && tokens[j + 1]?.lower === 'cent' ? j + 2 : 0;
}

function takePercent(scan: Scan, from: number, to: number, value: number, precision: number): void {
  // "2% a month", "5% per year": a share by the period, as a price by the period is ("£15 a month"); it states the bare share too.
  const period = PERIOD_OF(scan.tokens, to);
  if (!period) {
    scan.take(from, to, percentFound(value, precision));
    return;
  }
  const key = `pct:${numberKey(value)}/${period.key}`;
  scan.take(from, period.to, { kind: 'percentage', keys: [key], provides: [key, `pct:${numberKey(value)}`, `every:${period.key.replace(/^dur:/, '')}`], value, unit: `pct/${period.key}`, dimension: `pct/${period.key}`, precision });
}

const percentFound = (value: number, precision: number): Found => ({ kind: 'percentage', keys: [`pct:${numberKey(value)}`], value, unit: 'pct', dimension: 'pct', precision });

/** A range written as one chunk ("4-7", "2-8"): its two ends with their own spans. */
function chunkRange(t: Token): { value: number; start: number; end: number; precision: number }[] | undefined {
  if (t.kind !== 'mixed') return undefined;
  const m = /^(\d+(?:\.\d+)?)[-\u2010\u2011](\d+(?:\.\d+)?)$/u.exec(t.text);
  if (!m) return undefined;
  const precision = (n: string): number => 0.5 * 10 ** -(n.split('.')[1]?.length ?? 0);
  const second = t.start + m[1]!.length + 1;
  return [
    { value: Number(m[1]), start: t.start, end: t.start + m[1]!.length, precision: precision(m[1]!) },
    { value: Number(m[2]), start: second, end: t.end, precision: precision(m[2]!) },
  ];
}

/**
 * "10, 20 and 20 working days": numbers listed with commas and a last "and" or "or" share the unit
 * written after the last, each its own value (a range of two is read by `rangeAt`).
 */
function sharedUnitList(scan: Scan, first: NumberPhrase): boolean {
  const { tokens } = scan;
  const members = [first];
  for (let j = first.to; tokens[j]?.text === ',' && members.length < MOST_LISTED; ) {
    const next = tokens[j + 1]?.kind === 'number' ? numberAt(tokens, j + 1) : undefined;
    if (!next) return false;
    members.push(next);
    j = next.to;
  }
  const join = tokens[members.at(-1)!.to];
  const last = members.length > 1 && (join?.lower === 'and' || join?.lower === 'or') && tokens[members.at(-1)!.to + 1]?.kind === 'number' ? numberAt(tokens, members.at(-1)!.to + 1) : undefined;
  if (!last) return false;
  const read = unitAt(tokens, last.to, tokens[last.to]?.gap === '');
  if (!read) return false;
  for (const m of members) takeQuantity(scan, { from: m.from, to: m.to, value: m.value, precision: precisionOf(m, tokens), shared: true }, read.unit);
  takeQuantity(scan, { from: last.from, to: read.to, value: last.value, precision: precisionOf(last, tokens) }, read.unit);
  return true;
}

/** Numbers one unit is shared across at most: a bound on what a hostile list costs. */
const MOST_LISTED = 12;

/** "to 5", "- 5", "– 5", "or 5", "and 5" (after "between"): the second number of a range. */
function rangeAt(tokens: readonly Token[], j: number): { phrase: NumberPhrase } | undefined {
  const t = tokens[j];
  if (!t || t.gap === '\n') return undefined;
  // A spaced em dash opens an aside, no range: "Stage 3 — 30% of the contract value".
  const aside = t.text === '—' && t.gap === ' ' && tokens[j + 1]?.gap === ' ';
  const joined = (t.text === '-' || t.text === '–' || t.text === '—' || t.lower === 'to' || t.lower === 'or' || t.lower === 'and') && !aside;
  if (!joined) return undefined;
  // "over 20 and up to 30 miles", "5 to under 10 kg": the second end may say it is a bound.
  const bound = RANGE_BOUNDS.find((words) => words.every((w, k) => tokens[j + 1 + k]?.lower === w));
  const phrase = numberAt(tokens, j + 1 + (bound?.length ?? 0));
  return phrase ? { phrase } : undefined;
}

const RANGE_BOUNDS: readonly (readonly string[])[] = [['up', 'to'], ['under'], ['below'], ['less', 'than'], ['at', 'most']];

/**
 * A measure per so much of another, written with the other's number: "80 mg/100 mL", "107 mg per
 * 100 mL", "80 milligrams of alcohol per 100 millilitres of blood", "6 g per 100 g". Read as the
 * measure per one unit of the other (0.8 mg/mL), the same however it is written. Before codes, which
 * would take "mg/100" for one.
 */
export function concentrations(scan: Scan): void {
  const { tokens } = scan;
  for (let i = 0; i < tokens.length; i++) {
    // A unit comes next, as a word or glued to a slash ("mg/100"): most numbers are read no further.
    const next = tokens[i + 1]?.kind;
    if (scan.isHeld(i) || tokens[i]!.kind !== 'number' || (next !== 'word' && next !== 'mixed')) continue;
    const amount = numberAt(tokens, i);
    if (!amount) continue;
    const measure = { value: amount.value, precision: precisionOf(amount, tokens) };
    // "mg/100" is one token: its unit and the other's number.
    const glued = SLASHED.exec(tokens[amount.to]?.text ?? '');
    if (glued) {
      const over = unitAt([{ ...tokens[amount.to]!, text: glued[1]!, lower: glued[1]!.toLowerCase(), kind: 'word' }], 0, false);
      const base = Number(glued[2]!.replaceAll(',', ''));
      const under = base > 0 ? unitAt(tokens, amount.to + 1, false) : undefined;
      if (over && under) takeConcentration(scan, i, under.to, { ...measure, unit: over.unit }, { value: base, unit: under.unit });
      continue;
    }
    const over = unitAt(tokens, amount.to, tokens[amount.to]?.gap === '');
    if (!over || !('quantity' in over.unit)) continue;
    // "of alcohol" may stand between the measure and its "per".
    const of = tokens[over.to]?.lower === 'of' && tokens[over.to + 1]?.kind === 'word' ? over.to + 2 : over.to;
    const joined = tokens[of]?.text === '/' && tokens[of]!.gap === '' && of === over.to ? 1 : PER_JOINS.has(`${tokens[of]?.lower} ${tokens[of + 1]?.lower}`) ? 2 : PER_JOINS.has(tokens[of]?.lower ?? '') ? 1 : 0;
    const base = joined > 0 && tokens[of + joined]?.kind === 'number' ? numberAt(tokens, of + joined) : undefined;
    const under = base && base.value > 0 ? unitAt(tokens, base.to, tokens[base.to]?.gap === '') : undefined;
    if (!base || !under) continue;
    // "of blood" after the other measure is what it is of: part of the phrase.
    const end = tokens[under.to]?.lower === 'of' && tokens[under.to + 1]?.kind === 'word' ? under.to + 2 : under.to;
    if (takeConcentration(scan, i, end, { ...measure, unit: over.unit }, { value: base.value, unit: under.unit })) i = end - 1;
  }
}

const SLASHED = /^(\p{L}+)\/(\d[\d,]*(?:\.\d+)?)$/u;
/** Words between a measure and how much of another it is in: "per 100 mL", "in 100 ml", "in every 100 ml". */
const PER_JOINS: ReadonlySet<string> = new Set(['per', 'in', 'in every', 'in each', 'for every', 'for each']);

/**
 * Takes tokens [from, to) as a measure per so much of another: keyed by the measure per one unit of
 * the other, and stating each of its two parts too ("80 mg in 100 ml" says 80 mg and 100 ml).
 */
function takeConcentration(scan: Scan, from: number, to: number, measure: { value: number; unit: Unit; precision: number }, per: { value: number; unit: Unit }): boolean {
  if (!('quantity' in measure.unit) || !('quantity' in per.unit) || !PER_MEASURE.test(per.unit.quantity)) return false;
  const value = canonical(measure.value / per.value, { quantity: `${measure.unit.quantity}/${per.unit.quantity}` });
  if (!value) return false;
  const found = quantityFound(value, 'number', measure.precision / per.value);
  const parts = [canonical(measure.value, measure.unit)?.key, canonical(per.value, per.unit)?.key].filter((k): k is string => k !== undefined);
  scan.take(from, to, { ...found, provides: [...(found.provides ?? found.keys), ...parts] });
  return true;
}

/**
 * "30 in" at the end of a table cell is thirty inches ("| Bed depth | 30 in |"): "in" there opens no
 * phrase. Anywhere else it is read as the preposition it mostly is ("ranked 30 in the region").
 */
export function inchesAtCellEnd(scan: Scan): void {
  const { tokens } = scan;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const [t, unit, after] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]];
    if (t.kind !== 'number' || unit.lower !== 'in' || unit.gap !== ' ' || scan.isHeld(i)) continue;
    if (after && after.text !== ';' && after.text !== '|' && after.gap !== '\n') continue;
    const phrase = numberAt(tokens, i);
    const value = phrase && phrase.to === i + 1 ? canonical(phrase.value, { quantity: 'in' }) : undefined;
    if (value) scan.take(i, i + 2, { kind: 'number', keys: [value.key], value: value.value, unit: value.unit, dimension: value.dimension, precision: precisionOf(phrase!, tokens) });
  }
}

/**
 * Measures, durations and counts: a number (or a range), then its unit or counted noun, maybe a
 * rate ("per hour"). Also "72-hour", "1.5kg", "10GB" written as one chunk, and "half an hour",
 * "a year and a half".
 */
export function quantities(scan: Scan): void {
  const { tokens } = scan;
  for (let i = 0; i < tokens.length; i++) {
    if (scan.isHeld(i)) continue;
    const t = tokens[i]!;
    if (t.kind === 'mixed') {
      if (!countdown(scan, i) && !rangeChunk(scan, i) && !unitsRange(scan, i)) glued(scan, i);
      continue;
    }
    // Everything below starts at a number, in digits or words ("a", "half", "one-hour" too).
    if (!mayStartNumber(t)) continue;
    if (fractionOfUnit(scan, i) || wordUnit(scan, i) || dimensions(scan, i)) continue;
    const phrase = numberAt(tokens, i, true);
    if (!phrase || (phrase.words && capitalisedInName(tokens, i))) continue;
    if (!phrase.words && sharedUnitList(scan, phrase)) continue;
    const range = rangeAt(tokens, phrase.to);
    // "five or more staff", "18 and over years": a bound between the number and what it counts.
    const bounded = range ? range.phrase.to : phrase.to;
    const unitFrom = BOUND_AFTER.has(`${tokens[bounded]?.lower} ${tokens[bounded + 1]?.lower}`) && tokens[bounded + 2]?.kind === 'word' ? bounded + 2 : bounded;
    const glue = tokens[unitFrom]?.gap === '';
    const read = unitAt(tokens, unitFrom, glue);
    // "a year and a half": the half comes after the unit.
    const half = read && tokens[read.to]?.lower === 'and' && tokens[read.to + 1]?.lower === 'a' && tokens[read.to + 2]?.lower === 'half' ? 3 : 0;
    // "an hour and three-quarters", "a year and a quarter": another fraction after the unit.
    const fraction = read && !half && !range ? fractionAfter(tokens, read.to) : undefined;
    if (read) {
      // "Zone 2 day tickets", "a Tier 3 day rate": a number after a name is that name's label, and a unit
      // in the singular after it is a noun's modifier, no length of time ("a 2-day course" is one; in
      // "Malt Whisky 12 Year Old" the capitalised unit goes on the name, and the number is its own).
      if (!range && !phrase.words && labelWord(tokens, i - 1) && 'time' in read.unit && tokens[read.to - 1]?.lower === tokens[unitFrom]?.lower && singularUnit(tokens[unitFrom]!) && !capitalised(tokens[unitFrom]!)) continue;
      // "a half day" is a morning or an afternoon, no twelve hours (as "a half-day course" is not).
      if (phrase.value === 0.5 && phrase.words && 'time' in read.unit && read.unit.time.base === 'minutes' && read.unit.time.size === DAY) {
        scan.hold(i, read.to);
        continue;
      }
      const article = phrase.words && (t.lower === 'a' || t.lower === 'an');
      // "40 a month": the period of the number before it, a rate, not a month of anything.
      if (article && tokens[i - 1]?.kind === 'number' && !scan.isHeld(i - 1) && t.gap === ' ' && 'time' in read.unit) continue;
      // "a second lost hi-vis": with an article, "second" counts the next one more often than it times anything.
      if (article && (!('time' in read.unit) || tokens[read.to - 1]?.lower === 'second')) continue;
      // "1 hour 10 minutes", "2 hours and 30 minutes": one length of time in two units.
      const more = !range && !half ? (fraction ?? smallerPart(tokens, read.to, read.unit)) : undefined;
      if (more) {
        const precision = 'precision' in more && typeof more.precision === 'number' ? more.precision : 0;
        takeQuantity(scan, { from: i, to: more.to, value: phrase.value + more.value, precision }, read.unit);
        continue;
      }
      // A range's first end shares the unit written after the second: its span is its number alone.
      takeQuantity(scan, { from: i, to: range ? phrase.to : read.to + half, value: phrase.value + (half && !range ? 0.5 : 0), precision: precisionOf(phrase, tokens), shared: range !== undefined }, read.unit);
      if (range) takeQuantity(scan, { from: range.phrase.from, to: read.to + half, value: range.phrase.value + (half ? 0.5 : 0), precision: precisionOf(range.phrase, tokens) }, read.unit);
      continue;
    }
    if (t.lower === 'a' || t.lower === 'an') continue;
    if (!range && partOfPeriod(scan, phrase)) continue;
    if (multiplier(scan, phrase)) continue;
    // "four of our panels": a count of the noun after "of" and its determiner.
    const partOf = tokens[unitFrom]?.lower === 'of' && DETERMINERS.has(tokens[unitFrom + 1]?.lower ?? '') ? unitFrom + 2 : unitFrom;
    // "15°" with no scale after it is an angle, counted in degrees as "fifteen degrees" is.
    const angle = tokens[unitFrom]?.text === '°' && tokens[unitFrom]!.gap === '' && !/^[cfk]$/i.test(tokens[unitFrom + 1]?.text ?? '') ? { noun: 'degree', to: unitFrom + 1 } : undefined;
    const noun = angle ?? nounAt(tokens, partOf, !range && phrase.value === 1 && !phrase.words);
    if (noun) {
      // "two minimums", "three options": a small count in words is as often how a reply talks as a fact it states.
      const weak = phrase.words && phrase.value <= 3;
      takeCount(scan, i, range ? phrase.to : noun.to, phrase.value, noun.noun, precisionOf(phrase, tokens), weak);
      if (range) takeCount(scan, range.phrase.from, noun.to, range.phrase.value, noun.noun, precisionOf(range.phrase, tokens), weak);
    } else if (phrase.words && !range) countBeforeMeasure(scan, i, phrase);
  }
}

/**
 * "its best 3 of the last 5 years", "two of the next four weeks", "3 out of the last 5 years": a part of a period is counted in the period's unit, as "3 years"
 * (its span the number alone, as a range's first end).
 */
function partOfPeriod(scan: Scan, phrase: NumberPhrase): boolean {
  const { tokens } = scan;
  // ("3 out of the last 5 years" too.)
  const j = phrase.to + (tokens[phrase.to]?.lower === 'out' ? 1 : 0);
  if (tokens[j]?.lower !== 'of' || tokens[j + 1]?.lower !== 'the' || !PERIOD_EDGES.has(tokens[j + 2]?.lower ?? '')) return false;
  const whole = numberAt(tokens, j + 3);
  const read = whole && whole.value > phrase.value ? unitAt(tokens, whole.to, false) : undefined;
  if (!read || !('time' in read.unit)) return false;
  takeQuantity(scan, { from: phrase.from, to: phrase.to, value: phrase.value, precision: precisionOf(phrase, tokens), shared: true }, read.unit);
  return true;
}

const PERIOD_EDGES: ReadonlySet<string> = new Set(['last', 'past', 'next', 'first', 'previous', 'final', 'coming']);

/**
 * "Five 2.5 MW diesel generators", "three 40 ft containers": a count in words, then a measure of
 * each, then what is counted. The count is the word alone (the measure is read on its own).
 */
function countBeforeMeasure(scan: Scan, i: number, phrase: NumberPhrase): void {
  const { tokens } = scan;
  const each = tokens[phrase.to]?.kind === 'number' ? numberAt(tokens, phrase.to) : undefined;
  const unit = each && !each.words ? unitAt(tokens, each.to, tokens[each.to]?.gap === '') : undefined;
  const noun = unit && !('time' in unit.unit) ? nounAt(tokens, unit.to, false) : undefined;
  if (noun) takeCount(scan, i, phrase.to, phrase.value, noun.noun, precisionOf(phrase, tokens), phrase.value <= 3);
}

/** A label word that a number after it labels: "Zone", "Route", "Tier" — not a product's name nor an acronym ("the RPO 4 hour target"). */
const labelWord = (tokens: readonly Token[], i: number): boolean => {
  const t = tokens[i];
  // A label word only: "the Premium 5 year warranty" is a product's five years.
  return t !== undefined && t.kind === 'word' && capitalised(t) && LABEL_WORDS.has(t.lower);
};

/** Minutes in each time unit a compound unit may be per. */
const PER_MINUTES: Readonly<Record<string, number>> = { s: 1 / 60, min: 1, h: 60, day: 1440 };
/** Units of volume and mass a concentration may be per: "5 g/L" states 5 grams of it. */
const PER_MEASURE = /^(?:l|ml|cl|dl|kg|g|m\^3)$/i;

/**
 * A measure per a unit, two ways of writing one thing. Per a time: the rate as a period says it
 * ("36 l/h" is "36 litres an hour"), and per day its amount too, daily ("capped at 1,500 ml per
 * day": "under the 1,500 ml daily cap"). Per a volume or a mass: its amount ("5 g/L of residual
 * sugar": "under 5 grams of sugar per litre"). Never a speed's distance: "5 km/h" states no 5 km.
 */
function perOf(value: number, quantity: string): { keys: string[]; provides: string[] } | undefined {
  const slash = quantity.lastIndexOf('/');
  if (slash <= 0) return undefined;
  const [num, den] = [quantity.slice(0, slash), quantity.slice(slash + 1)];
  const amount = canonical(value, { quantity: num });
  if (!amount || amount.dimension === 'q:length') return undefined;
  const minutes = PER_MINUTES[den];
  if (minutes !== undefined) {
    const rate = `${amount.key}/dur:min:${numberKey(minutes)}`;
    return { keys: [rate], provides: den === 'day' ? [amount.key, 'every:min:1440'] : [] };
  }
  return PER_MEASURE.test(den) ? { keys: [], provides: [amount.key] } : undefined;
}

/** Minutes in a day: the size of the day unit. */
const DAY = 1440;

/** A unit word in the singular: "day", "hour", "km", not "days". */
const singularUnit = (t: Token): boolean => !/s$/.test(t.lower) || t.lower.length <= 3;

/** "and a quarter", "and three-quarters", "and three quarters" after a unit: the fraction and where it ends ("and a half" is read apart). */
function fractionAfter(tokens: readonly Token[], at: number): { to: number; value: number } | undefined {
  if (tokens[at]?.lower !== 'and') return undefined;
  const one = tokens[at + 1]?.lower;
  if (one === 'a' && tokens[at + 2]?.lower === 'quarter') return { to: at + 3, value: 0.25 };
  if (one === 'three-quarters') return { to: at + 2, value: 0.75 };
  if (one === 'three' && (tokens[at + 2]?.lower === 'quarters' || tokens[at + 2]?.lower === 'quarter')) return { to: at + 3, value: 0.75 };
  return undefined;
}

/**
 * The rest of a length of time written in two units, right after the first: "1 hour 10 minutes",
 * "2 hours and 30 minutes", "1 hr, 10 min" — a smaller unit of the same base, its number in the
 * first unit's terms (10 minutes is 1/6 of an hour). Not "1 hour or 10 minutes", nor a list.
 */
function smallerPart(tokens: readonly Token[], at: number, unit: Unit): { to: number; value: number; precision?: number } | undefined {
  if ('quantity' in unit) return smallerMeasure(tokens, at, unit.quantity);
  if (!('time' in unit)) return undefined;
  let j = at;
  if (tokens[j]?.lower === 'and') j++;
  const phrase = numberAt(tokens, j);
  if (!phrase || phrase.value <= 0) return undefined;
  const next = unitAt(tokens, phrase.to, tokens[phrase.to]?.gap === '');
  if (!next || !('time' in next.unit) || next.unit.time.base !== unit.time.base || next.unit.time.size >= unit.time.size) return undefined;
  // Only what the first unit does not already count whole: "1 hour 90 minutes" is no way to write a time.
  const part = (phrase.value * next.unit.time.size) / unit.time.size;
  if (part >= 1) return undefined;
  // "5 days 8 hours per day" is two things: a period after the second part is its own.
  if (PERIOD_OF(tokens, next.to)) return undefined;
  // Not a rate or a range of its own after it: "1 hour 10 minutes per day" keeps its period on the whole.
  return { to: next.to, value: part };
}

/**
 * "31 stone 7 pounds", "5 ft 11 in", "1 m 20 cm": a measure in two units of one kind, the second the
 * smaller and less than one of the first. Read as one measure, in the first unit.
 */
function smallerMeasure(tokens: readonly Token[], at: number, quantity: string): { to: number; value: number; precision: number } | undefined {
  let j = at;
  // "5 ft and 3 in", "2 lb and 4 oz" — but a metric measure is written whole ("1.2 m"): "60 m and 23 cm" lists two.
  const and = tokens[j]?.lower === 'and';
  if (and && !IMPERIAL.has(quantity)) return undefined;
  if (and) j++;
  const phrase = numberAt(tokens, j);
  if (!phrase || phrase.words || phrase.value <= 0) return undefined;
  // "pounds" after "stone" weighs: a unit of mass here, never money.
  const next = tokens[phrase.to]?.lower === 'pounds' || tokens[phrase.to]?.lower === 'pound' ? { unit: { quantity: 'lb' } as Unit, to: phrase.to + 1 } : unitAt(tokens, phrase.to, tokens[phrase.to]?.gap === '');
  if (!next || !('quantity' in next.unit) || next.unit.quantity === quantity) return undefined;
  const part = convert(phrase.value, `q:${next.unit.quantity}`, `q:${quantity}`);
  if (part === undefined || part <= 0 || part >= 1 || PERIOD_OF(tokens, next.to)) return undefined;
  // As precise as the smaller unit is written: "7 pounds" is to the half pound, in stone.
  return { to: next.to, value: part, precision: convert(precisionOf(phrase, tokens), `q:${next.unit.quantity}`, `q:${quantity}`) ?? 0 };
}

/** The units of the imperial measures, whose two parts may be joined by "and" ("5 ft and 3 in", "31 stone and 7 pounds"). */
const IMPERIAL: ReadonlySet<string> = new Set(['mi', 'yd', 'ft', 'in', 'stone', 'lb', 'oz', 'gal', 'pt']);

/**
 * "L-45 days", "T-30 minutes": a countdown to a launch or a take-off states a length of time before
 * it, as "45 days before launch" does, and is the code "L-45" too ("at L-45" in a vault is it). Only
 * L and T, and whole units of time: "Room B-2 hours", "Building C-2 second floor" are codes and words.
 */
function countdown(scan: Scan, i: number): boolean {
  const m = COUNTDOWN.exec(scan.tokens[i]!.text);
  const unit = m ? countdownUnit(scan.tokens, i) : undefined;
  const value = m && unit ? canonical(Number(m[2]), unit) : undefined;
  if (!m || !value) return false;
  const found = quantityFound(value, 'duration', 0);
  const code = `code:${m[1]}.${Number(m[2])}`;
  scan.take(i, i + 2, { ...found, keys: [...found.keys, code], provides: [...(found.provides ?? found.keys), code] });
  return true;
}

interface Amount {
  readonly from: number;
  readonly to: number;
  readonly value: number;
  readonly precision: number;
  /** The first end of a range, whose unit is written after the second: its span is the number alone. */
  readonly shared?: boolean;
}

function takeQuantity(scan: Scan, amount: Amount, unit: Unit): void {
  const direct = PERIOD_OF(scan.tokens, amount.to);
  const measured = direct || !('quantity' in unit) ? undefined : measuredPeriod(scan.tokens, amount.to);
  const period = direct ?? measured;
  // "40 °C an hour": a temperature per a time is a change of it, as "40 °C per hour" is.
  const value = canonical(amount.value, period && 'quantity' in unit ? { quantity: changeOf(unit.quantity) } : unit);
  if (!value) return;
  const rate = quantityFound(value, 'time' in unit ? 'duration' : 'number', amount.precision, period?.key);
  // "2 kg of milk a day" states the 2 kg and how often too: a reply may say it "daily", or "of fresh milk", which is no rate the reader joins.
  const bare = measured ? canonical(amount.value, unit) : undefined;
  const found = bare ? { ...rate, provides: [...(rate.provides ?? rate.keys), ...(quantityFound(bare, 'number', amount.precision).provides ?? []), `every:${measured!.key.replace(/^dur:/, '')}`] } : rate;
  const per = 'quantity' in unit ? perOf(amount.value, unit.quantity) : undefined;
  scan.take(amount.from, period && !amount.shared ? period.to : amount.to, per ? { ...found, keys: [...found.keys, ...per.keys], provides: [...(found.provides ?? found.keys), ...per.keys, ...per.provides] } : found);
}

/**
 * "8 kg of coffee a week", "500 litres of water per day": a measure's period after what it measures.
 * Not a duration's ("16 hours of light a day" is a photoperiod as often as a rate).
 */
function measuredPeriod(tokens: readonly Token[], at: number): { key: string; to: number } | undefined {
  const what = tokens[at + 1];
  // Not "5 kg of coffee/week": a slash after a word is read as "or" as often as "per".
  if (tokens[at]?.lower !== 'of' || what?.kind !== 'word' || FUNCTION_WORDS.has(what.lower) || tokens[at + 2]?.text === '/') return undefined;
  return PERIOD_OF(tokens, at + 2);
}

/** A unit's first spelling in its table ("hour" for "hrs"): the word a count of it is keyed by. */
function unitName(unit: Unit): string {
  if (!('time' in unit)) return 'quantity' in unit ? unit.quantity : unit.scale;
  return TIME_UNIT_NAMES.get(`${unit.time.base}:${unit.time.size}`) ?? unit.time.base;
}

/** Each time unit's first spelling, by its base and size: the table read once, not per count. */
const TIME_UNIT_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries(TIME_UNITS)
    .reverse()
    .flatMap(([name, u]) => ('time' in u ? [[`${u.time.base}:${u.time.size}`, name] as const] : [])),
);

function quantityFound(value: Canonical, kind: 'duration' | 'number', precision: number, period?: string): Found {
  const speed = period && value.dimension === 'q:length' ? speedOf(Number(value.key.slice('q:length:'.length)), period) : undefined;
  if (speed) return speed;
  const rate = period ? `/${period}` : '';
  const key = `${value.key}${rate}`;
  // "nm" is a nanometre to a chip maker and a nautical mile at sea ("within 20 nm of a safe haven"): either may be meant.
  const nautical = value.unit === 'q:nm' && !period ? canonical(value.value, { quantity: 'nmi' })?.key : undefined;
  if (nautical) return { kind, keys: [key, nautical], provides: [key, nautical], value: value.value, unit: value.unit, dimension: value.dimension, precision };
  // A duration a frequency states: "a 90-day rotation" is what "every 90 days" supports, and the reverse.
  const provides = kind === 'duration' && !period ? [key, `every:${value.key.slice(4)}`] : [key];
  return { kind, keys: [key], provides, value: value.value, unit: `${value.unit}${rate}`, dimension: `${value.dimension}${rate}`, precision };
}

/** A length per hour, minute or second is a speed, however written: "five miles an hour" is "5 mph" (metres per second, as js-quantities keys speeds). */
function speedOf(metres: number, period: string): Found | undefined {
  const minutes = /^dur:min:(\d+(?:\.\d+)?)$/.exec(period)?.[1];
  // Per hour at most: "60 miles a day" is an allowance of miles, not a speed.
  if (!minutes || Number(minutes) > 60) return undefined;
  const key = `q:speed:${sig(metres / (Number(minutes) * 60))}`;
  return { kind: 'number', keys: [key], provides: [key], value: metres / (Number(minutes) * 60), unit: 'q:speed', dimension: 'q:speed', precision: 0 };
}

function takeCount(scan: Scan, from: number, to: number, value: number, counted: string, precision: number, weak = false): void {
  // "400 operating hrs" and "400 operating hours" count one thing: a unit is counted under its one name.
  const unit = unitAt(scan.tokens, to - 1, false);
  const noun = unit && unit.to === to ? unitName(unit.unit) : counted;
  const period = PERIOD_OF(scan.tokens, to);
  const rate = period ? `/${period.key}` : '';
  const key = `n:${numberKey(value)}${rate}`;
  const temperature = noun === 'degree' && !rate ? temperaturesOf(value) : [];
  // "8,000 operating hours" is a length of time too, as a table's "8,000 h" under "Operating hours" is. Hours only: "10
  // free days" and "5 model years" name a benefit or a count, not the days of any period the vault gives.
  const time = unit && unit.to === to && noun === 'hour' && !rate ? [canonical(value, unit.unit)?.key ?? []].flat() : [];
  const found = { kind: 'number' as const, keys: [key, ...temperature, ...time], provides: [key, `n:${numberKey(value)}`, ...time, ...timesPer(value, period?.key)], value, unit: `n:${noun}${rate}`, dimension: `n:${noun}${rate}`, precision, ...(weak ? { weak: true as const } : {}) };
  // "6 monthly instalments": a word between, read already (a frequency), keeps its own reading; the count is the number alone.
  if (!scan.take(from, period ? period.to : to, found) && !period && !scan.isHeld(from)) scan.take(from, from + 1, found);
}

/**
 * "below fifteen degrees": degrees with no scale are a temperature as often as an angle, and the
 * scale is the reader's own — Celsius or Fahrenheit. Keyed as each, so "15°C" supports it.
 */
function temperaturesOf(value: number): string[] {
  return ['tempC', 'tempF'].flatMap((scale) => canonical(value, { quantity: scale })?.key ?? []);
}

/** "3 collections per week" is how often they happen too, as "three times a week" says it: once every 3,360 minutes. */
function timesPer(count: number, period: string | undefined): string[] {
  const [, base, size] = period?.split(':') ?? [];
  if (!base || !size || !Number.isInteger(count) || count < 1) return [];
  return [`every:${base}:${numberKey(Number(size) / count)}`];
}

/** "one and a half times the size", "three times as long": a multiple, the same as the percentage ("150%"). */
function multiplier(scan: Scan, phrase: NumberPhrase): boolean {
  const { tokens } = scan;
  if (tokens[phrase.to]?.lower !== 'times' || !['the', 'as', 'more', 'longer', 'larger', 'higher', 'bigger', 'what', 'that', 'your'].includes(tokens[phrase.to + 1]?.lower ?? '')) return false;
  const value = phrase.value * 100;
  return scan.take(phrase.from, phrase.to + 1, { kind: 'percentage', keys: [`pct:${numberKey(value)}`], value, unit: 'pct', dimension: 'pct', precision: 0, weak: true }) !== undefined;
}

/** "3-5 business days", "2-8 °C": a range in one chunk, its two ends sharing the unit after it. */
function rangeChunk(scan: Scan, i: number): boolean {
  const ends = chunkRange(scan.tokens[i]!);
  if (!ends) return false;
  const read = unitAt(scan.tokens, i + 1, scan.tokens[i + 1]?.gap === '');
  if (!read) return false;
  for (const [k, end] of ends.entries()) {
    const value = canonical(end.value, read.unit);
    if (!value) return false;
    const stop = k === 0 ? end.end : scan.tokens[read.to - 1]!.end;
    scan.takeChars(end.start, stop, quantityFound(value, 'time' in read.unit ? 'duration' : 'number', end.precision));
  }
  return true;
}

/** "the 48-hours-to-6-days band": a range in one chunk, each end with its own unit. */
function unitsRange(scan: Scan, i: number): boolean {
  const t = scan.tokens[i]!;
  const m = /^(\d[\d,]*(?:\.\d+)?)-(\p{L}+)-to-(\d[\d,]*(?:\.\d+)?)-(\p{L}+)$/u.exec(t.text);
  if (!m) return false;
  const ends = [
    { written: m[1]!, unit: unitOf(m[2]!, t), at: t.start },
    { written: m[3]!, unit: unitOf(m[4]!, t), at: t.start + m[1]!.length + m[2]!.length + 5 },
  ];
  const values = ends.map((e) => (e.unit ? canonical(digitsValue(e.written)!, e.unit) : undefined));
  if (values.some((v) => !v)) return false;
  ends.forEach((e, k) => {
    const length = e.written.length + 1 + (k === 0 ? m[2]! : m[4]!).length;
    scan.takeChars(e.at, e.at + length, quantityFound(values[k]!, 'time' in e.unit! ? 'duration' : 'number', 0.5));
  });
  return true;
}

/**
 * A number and its unit in one chunk: "72-hour", "30-day", "1.5kg", "10GB"; a range, "2-to-12-week";
 * after a word, "over-20 kg", "under-16s".
 */
function glued(scan: Scan, i: number): void {
  const t = scan.tokens[i]!;
  const m = /^(?:(\p{L}+)-)?(\d[\d,]*(?:\.\d+)?)(?:-(?:to-)?(\d[\d,]*(?:\.\d+)?))?-?([\p{L}°µ][\p{L}°µ/-]*)?$/u.exec(t.text);
  if (!m || (m[1] === undefined && m[3] === undefined && m[4] === undefined)) return;
  // "60k miles", "a 40k-mile warranty", "2.5k members", "2bn visits": a scale suffix, the unit after it or joined
  // to it. "m" is metres ("25m", "a 25m pool", "three 12m yachts") but before a unit of another kind or what is
  // counted in millions: "148m litres", "3m visitors".
  const scaled = !m[1] && !m[3] ? /^(k|mn|bn|m)(?:-(\p{Ll}.*))?$/iu.exec(m[4] ?? '') : null;
  if (scaled && (scaled[1]!.toLowerCase() !== 'm' || (scaled[2] === undefined && m[4] === 'm' && millionsBefore(scan.tokens, i + 1)))) {
    const value = digitsValue(m[2]!);
    const scale = SCALE_SUFFIXES[scaled[1]!.toLowerCase()]!;
    // As precise as written: "36.4k" to the hundred, "40k" to the thousand.
    if (value !== undefined) thousandsOf(scan, i, value * scale, 0.5 * 10 ** -(m[2]!.split('.')[1]?.length ?? 0) * scale, scaled[2]);
    return;
  }
  // "a 20-dollar fee", "a 50-euro deposit": money, as "20 dollars" is.
  if (m[4] && !m[1] && !m[3] && CURRENCY_WORDS.has(m[4].toLowerCase())) {
    const value = digitsValue(m[2]!);
    if (value !== undefined) takeMoney(scan, i, i + 1, CURRENCIES[m[4].toLowerCase()]!, value, 0);
    return;
  }
  // "1990s", "under-16s": a plural, never seconds.
  const spelling = m[4] === 's' ? '' : (m[4] ?? '');
  if (m[4] === 's' && !m[1]) return;
  const unit = spelling ? unitOf(spelling, t) : unitAt(scan.tokens, i + 1, false)?.unit;
  const after = spelling ? i + 1 : (unitAt(scan.tokens, i + 1, false)?.to ?? i + 1);
  const ends = [m[2]!, ...(m[3] ? [m[3]] : [])];
  let at = t.start + (m[1] ? m[1].length + 1 : 0);
  for (const [k, written] of ends.entries()) {
    at = t.text.indexOf(written, at - t.start) + t.start;
    const value = digitsValue(written);
    if (value === undefined) return;
    const precision = 0.5 * 10 ** -(written.split('.')[1]?.length ?? 0);
    const last = k === ends.length - 1;
    const stop = last ? scan.tokens[after - 1]!.end : at + written.length;
    if (unit) {
      const v = canonical(value, unit);
      if (v) scan.takeChars(at, stop, quantityFound(v, 'time' in unit ? 'duration' : 'number', precision));
    } else if (/^(?:st|nd|rd|th)$/.test(spelling) && !m[1] && !m[3]) {
      // "the 14th", "24th, 25th and 26th": a position (a day of a month said before), never an amount of anything.
      const key = `n:${numberKey(value)}`;
      // "the 15th of each month", "the 10th of the following month": a day of any month, a date another day contradicts.
      const monthly = value >= 1 && value <= 31 && DAY_OF_MONTH.test(scan.text.slice(t.end, t.end + DAY_OF_MONTH_REACH));
      if (monthly) scan.takeChars(at, t.end, { kind: 'date', keys: [`dom:${value}`], provides: [`dom:${value}`, key], unit: 'dom', dimension: 'date:dom' });
      else scan.takeChars(at, t.end, { kind: 'number', keys: [key], value, unit: 'n:', dimension: 'n:', precision, weak: true });
    } else if (spelling && /^\p{Ll}[\p{Ll}-]*$/u.test(spelling) && last) {
      // "a 14-character minimum", "a two-page summary": a count of its noun.
      const noun = spelling.split('-').at(-1)!;
      const key = `n:${numberKey(value)}`;
      // "a 17-year-old": an age, which vaults write many ways ("aged 17", "17 or over", "under 18"): weak.
      const age = /year-olds?$/.test(spelling);
      scan.takeChars(at, t.end, { kind: 'number', keys: [key], provides: [key], value, unit: `n:${noun}`, dimension: `n:${noun}`, precision, ...(age ? { weak: true as const } : {}) });
    } else if (m[1] && !spelling) {
      const key = `n:${numberKey(value)}`;
      scan.takeChars(at, at + written.length, { kind: 'number', keys: [key], value, unit: 'n:', dimension: 'n:', precision, weak: true });
    }
    at += written.length;
  }
}

/**
 * A day of every month written in words: "on the twentieth day of each month", "the first of the month", "day 10 of every
 * month" — the day "the 20th of each month" names (read where the ordinal is written in figures, in glued()).
 */
export function daysOfMonth(scan: Scan): void {
  for (const m of scan.text.matchAll(DAY_IN_WORDS)) {
    const day = m[1] !== undefined ? DAY_ORDINALS[m[1].toLowerCase()] : Number(m[2]);
    if (day === undefined || day < 1 || day > 31) continue;
    const key = `dom:${day}`;
    scan.takeChars(m.index, m.index + m[0].length - m[3]!.length, { kind: 'date', keys: [key], provides: [key, `n:${day}`], unit: 'dom', dimension: 'date:dom' });
  }
}

const DAY_IN_WORDS = new RegExp(
  String.raw`\b(?:(${Object.keys(DAY_ORDINALS).join('|')})(?:\s+day)?|day\s+(\d{1,2}))(\s+of\s+(?:the|each|every|a)\s+(?:(?:following|next|calendar)\s+)?month\b)`,
  'gi',
);

/** After a day's ordinal, that it is of every month or of a month said by its place: "of each month", "of the month after". */
const DAY_OF_MONTH = /^\s+of\s+(?:the|each|every|a)\s+(?:(?:following|next|calendar)\s+)?month\b(?:\s+after\b)?/i;
const DAY_OF_MONTH_REACH = 48;

/** After "148m": a unit that is no length, or what is counted in millions ("people", "visitors"). */
function millionsBefore(tokens: readonly Token[], j: number): boolean {
  const unit = unitAt(tokens, j, false);
  if (unit) return canonical(1, unit.unit)?.dimension !== 'q:length';
  const noun = nounAt(tokens, j, false);
  return noun !== undefined && COUNTED_IN_MILLIONS.has(noun.noun);
}

/** What is counted in millions, so that "3m visitors" is no three metres of them. */
const COUNTED_IN_MILLIONS: ReadonlySet<string> = new Set(['person', 'people', 'visitor', 'user', 'customer', 'member', 'passenger', 'viewer', 'subscriber', 'listener', 'resident', 'household', 'follower', 'download', 'stream', 'view', 'journey', 'trip', 'visit', 'call', 'transaction', 'record', 'ticket', 'reader', 'player', 'fan', 'pupil', 'student', 'patient']);

/** A number written with a thousands suffix: a measure in the unit after it, a count of the noun joined to it, or a bare number. */
function thousandsOf(scan: Scan, i: number, value: number, precision: number, joined: string | undefined): void {
  const t = scan.tokens[i]!;
  const next = joined === undefined ? unitAt(scan.tokens, i + 1, false) : undefined;
  const unit = joined !== undefined ? unitOf(joined, t) : next?.unit;
  const v = unit ? canonical(value, unit) : undefined;
  const key = `n:${numberKey(value)}`;
  // "8k litres per day" is read as "8,000 litres per day" is: its period and what it measures with it.
  if (v) {
    if (next) takeQuantity(scan, { from: i, to: next.to, value, precision }, unit!);
    else scan.takeChars(t.start, t.end, quantityFound(v, 'time' in unit! ? 'duration' : 'number', precision));
    return;
  }
  // "2.4k members": a count of the noun after it. A noun joined to it is as often a race as a count ("a 5k-run"): weak.
  const noun = joined === undefined ? nounAt(scan.tokens, i + 1, false) : undefined;
  const counted = noun?.noun ?? joined?.split('-').at(-1);
  scan.takeChars(t.start, t.end, { kind: 'number', keys: [key], provides: [key], value, unit: `n:${counted ?? ''}`, dimension: `n:${counted ?? ''}`, precision, ...(noun ? {} : { weak: true as const }) });
}

/** "1,722 × 1,134 mm", "40 x 30 x 20 cm": each length of a size takes the unit written after the last. */
function dimensions(scan: Scan, i: number): boolean {
  const { tokens } = scan;
  // Read from a chain's head only: a chain of a thousand "1 x" is walked once, not once per number.
  const before = tokens[i - 1];
  if (before && (before.text === '×' || before.lower === 'x') && tokens[i - 2]?.kind === 'number') return false;
  const ends: NumberPhrase[] = [];
  let j = i;
  for (let phrase = numberAt(tokens, j); phrase && !phrase.words; phrase = numberAt(tokens, j)) {
    ends.push(phrase);
    const times = tokens[phrase.to];
    if (!times || (times.text !== '×' && times.lower !== 'x') || times.gap === '\n') break;
    j = phrase.to + 1;
  }
  const last = ends.at(-1);
  const read = last && ends.length >= 2 ? unitAt(tokens, last.to, tokens[last.to]?.gap === '') : undefined;
  // A size is lengths; "18 × 435 W" is a count times a measure, worked out, not two measures.
  if (!read || canonical(1, read.unit)?.dimension !== 'q:length') return false;
  for (const [k, end] of ends.entries()) {
    const final = k === ends.length - 1;
    takeQuantity(scan, { from: end.from, to: final ? read.to : end.to, value: end.value, precision: precisionOf(end, tokens), shared: !final }, read.unit);
  }
  return true;
}

const DETERMINERS = new Set(['our', 'the', 'my', 'your', 'their', 'its', 'these', 'those', 'his', 'her']);

const BOUND_AFTER = new Set(['or more', 'or fewer', 'or less', 'or over', 'or above', 'or under', 'or below', 'and over', 'and above', 'and under', 'or longer', 'or later']);

/** Currencies written as a word, singular, as they are inside a compound: "pound", "euro", "dollar", "quid". */
const CURRENCY_WORDS: ReadonlySet<string> = new Set(Object.keys(CURRENCIES).filter((w) => /^\p{Ll}{4,}$/u.test(w) && !w.endsWith('s')));

/** A unit written inside a chunk ("hour" in "72-hour", "kg" in "1.5kg"), or undefined. */
function unitOf(spelling: string, t: Token): Unit | undefined {
  const lower = spelling.toLowerCase().replace(/-/g, ' ');
  return TIME_UNITS[lower] ?? TIME_UNITS[lower.replace(/s$/, '')] ?? unitAt([{ ...t, text: spelling, lower, gap: ' ' }], 0, true)?.unit;
}

/** "a one-hour stand-down", "a thirty-day window", "two-week": a number word and its unit in one word. */
function wordUnit(scan: Scan, i: number): boolean {
  const t = scan.tokens[i]!;
  // "thirty-five" is a number of its own, read with what follows it.
  // (Nor one that opens a longer number: "twenty-one thousand five hundred".)
  if (t.kind !== 'word' || !t.lower.includes('-') || (numberAt(scan.tokens, i)?.to ?? 0) > i) return false;
  const cut = t.lower.lastIndexOf('-');
  const head = t.lower.slice(0, cut);
  // "a half-hour call", "a quarter-hour": a fraction of an hour, as "half an hour" is ("a half-day course"
  // is a morning or an afternoon, no twelve hours).
  const fraction = t.lower.endsWith('-hour') ? FRACTION_WORDS[head] : undefined;
  const phrase = numberAt([{ ...t, text: t.text.slice(0, cut), lower: head }], 0) ?? (fraction !== undefined ? { value: fraction } : undefined);
  if (!phrase) return false;
  const rest = t.lower.slice(cut + 1);
  // "a fifty-pound upgrade", "a three-hundred-pound deposit": money, as "fifty pounds" is.
  if (CURRENCY_WORDS.has(rest)) {
    takeMoney(scan, i, i + 1, CURRENCIES[rest]!, phrase.value, 0);
    return true;
  }
  const unit = unitOf(rest, t);
  if (unit && 'time' in unit) {
    takeQuantity(scan, { from: i, to: i + 1, value: phrase.value, precision: 0 }, unit);
    return true;
  }
  // "twenty-first", "thirty-second" as an ordinal: the number itself.
  const ordinal = ORDINAL_WORDS[rest];
  if (ordinal !== undefined && phrase.value >= 20 && phrase.value % 10 === 0) {
    const value = phrase.value + ordinal;
    return scan.take(i, i + 1, { kind: 'number', keys: [`n:${value}`], value, unit: 'n:', dimension: 'n:', precision: 0 }) !== undefined;
  }
  // "a four-digit code", "a two-page summary": a count of its noun.
  if (unit || rest.length < 3 || phrase.value < 2) return false;
  return scan.take(i, i + 1, { kind: 'number', keys: [`n:${numberKey(phrase.value)}`], value: phrase.value, unit: `n:${rest}`, dimension: `n:${rest}`, precision: 0 }) !== undefined;
}

/** "half an hour", "a quarter of an hour", "three quarters of a day", "two-thirds of a millilitre". */
function fractionOfUnit(scan: Scan, i: number): boolean {
  const { tokens } = scan;
  let j = i;
  let part: number | undefined;
  if (tokens[j]?.lower === 'a' && FRACTION_WORDS[tokens[j + 1]?.lower ?? ''] !== undefined) {
    part = FRACTION_WORDS[tokens[j + 1]!.lower];
    j += 2;
  } else {
    const phrase = numberAt(tokens, j);
    if (phrase?.words && phrase.value < 1) {
      part = phrase.value;
      j = phrase.to;
    } else if (FRACTION_WORDS[tokens[j]?.lower ?? ''] !== undefined && tokens[j]!.lower === 'half') {
      part = 0.5;
      j += 1;
    }
  }
  if (part === undefined) return false;
  if (tokens[j]?.lower === 'of') j++;
  if (tokens[j]?.lower !== 'a' && tokens[j]?.lower !== 'an') return partOfWhole(scan, i, j, part);
  const read = unitAt(tokens, j + 1, false);
  if (!read) return false;
  // "half a day" is a morning or an afternoon: read as nothing, as "a half day" is.
  if (part === 0.5 && 'time' in read.unit && read.unit.time.base === 'minutes' && read.unit.time.size === DAY) {
    scan.hold(i, read.to);
    return true;
  }
  takeQuantity(scan, { from: i, to: read.to, value: part, precision: 0 }, read.unit);
  return true;
}

/**
 * "a quarter of the normal amount", "half the dose", "two-thirds of claims": a share, the same as
 * the percentage ("about 25%"). Weak: "half" and "a third" are said loosely.
 */
function partOfWhole(scan: Scan, i: number, j: number, part: number): boolean {
  const next = scan.tokens[j];
  // "a quarter off the price", "a third off": a share taken off, "25% off" — weak as the rest, since a vault's "half price" is
  // read as no value, and "cut a third off the stems" is no discount.
  if (next?.lower === 'off' && scan.tokens[j - 1]?.lower !== 'of') {
    const value = part * 100;
    return scan.take(i, j + 1, { kind: 'percentage', keys: [`pct:${numberKey(value)}`], value, unit: 'pct', dimension: 'pct', precision: 0.5, weak: true }) !== undefined;
  }
  if (next?.kind !== 'word' || !(next.lower === 'the' || next.lower === 'your' || next.lower === 'its' || next.lower === 'their' || next.lower === 'all' || scan.tokens[j - 1]?.lower === 'of')) return false;
  const value = part * 100;
  return scan.take(i, j, { kind: 'percentage', keys: [`pct:${numberKey(value)}`], value, unit: 'pct', dimension: 'pct', precision: 0, weak: true }) !== undefined;
}

/** "Capital One", "Formula One": a capitalised number word inside a sentence belongs to a name. */
const capitalisedInName = (tokens: readonly Token[], i: number): boolean => capitalised(tokens[i]!) && !opensSentence(tokens, i);

/**
 * Ages: "aged 16", "from the age of 17", "ages 5 to 15": a number the words before it say is an
 * age, so another age the vault states about the same thing contradicts it (a bare "16" is weak).
 * Keyed as the bare number is, so a vault that writes "17 or over" still states "the age of 17".
 */
export function ages(scan: Scan): void {
  const { tokens } = scan;
  let chain = -1;
  tokens.forEach((t, i) => {
    if (t.kind !== 'number' || scan.isHeld(i) || tokens[i + 1]?.gap === '' && /^[\p{L}]/u.test(tokens[i + 1]?.text ?? '')) return;
    const before = tokens[i - 1]?.lower ?? '';
    const aged = before === 'aged' || before === 'ages' || before === 'age' || (before === 'of' && tokens[i - 2]?.lower === 'age') || ageIsBefore(tokens, i);
    // "aged 16 or 17", "ages 5 to 15": the rest of the list is ages too.
    const listed = chain === i - 2 && AGE_JOINS.has(before);
    if (!aged && !listed) return;
    const value = digitsValue(t.text)!;
    if (!Number.isInteger(value) || value > 120) return;
    const key = `n:${numberKey(value)}`;
    // "up to age 3" is what "3 years" old says (support.ts takes a vault's years as an age's).
    const years = `dur:mon:${numberKey(value * 12)}`;
    if (scan.take(i, i + 1, { kind: 'number', keys: [key, years], provides: [key, years], value, unit: 'n:age', dimension: 'n:age', precision: 0.5 })) chain = i;
  });
}

const AGE_JOINS = new Set(['or', 'to', 'and', '-', '–']);

/** "the minimum age for e-scooters is 18": "age" a few words back in its clause, then "is" right before the number. */
function ageIsBefore(tokens: readonly Token[], i: number): boolean {
  if (tokens[i - 1]?.lower !== 'is') return false;
  for (let j = i - 2; j >= Math.max(0, i - AGE_IS_REACH); j--) {
    const t = tokens[j]!;
    // Not a group named by age: "each age group's class size is 12".
    if (t.lower === 'age') return !AGE_GROUPS.has(tokens[j + 1]?.lower.replace(/['’]s$/, '') ?? '');
    if (t.kind === 'number' || (t.kind === 'symbol' && t.text !== '-')) return false;
  }
  return false;
}

const AGE_GROUPS: ReadonlySet<string> = new Set(['group', 'groups', 'band', 'bands', 'bracket', 'brackets', 'category', 'categories', 'class', 'classes']);

/** How far back "age" may stand from "is N": "the minimum age for e-scooter riders is 18". */
const AGE_IS_REACH = 6;

/** A scale word of a thousand or more right after a number, in lower case ("15 million"): its factor, else 0. */
function scaleAt(tokens: readonly Token[], j: number): number {
  const t = tokens[j];
  const scale = t && t.gap === ' ' && t.text === t.lower ? (SCALE_WORDS[t.lower] ?? 0) : 0;
  return scale >= 1000 ? scale : 0;
}

/** The scale after a range's second end: "2–3 million", "2 to 3 million", "between 2 and 3 million". */
function rangeScale(tokens: readonly Token[], j: number): number {
  const join = tokens[j]?.lower;
  return (join === '-' || join === '–' || join === 'to' || join === 'and') && tokens[j + 1]?.kind === 'number' ? scaleAt(tokens, j + 2) : 0;
}

/**
 * Numbers no other reader took: "12", "3.5". Weak: vouch cannot tell what a bare number counts, so
 * one the vault does not state is a warning, never a failure. A list item's own number ("3)", "2.")
 * is no number at all.
 */
export function bareNumbers(scan: Scan): void {
  const { tokens } = scan;
  tokens.forEach((t, i) => {
    if (t.kind !== 'number' || scan.isHeld(i)) return;
    const next = tokens[i + 1];
    if (next && next.gap === '' && (next.text === ')' || next.text === '.') && (i === 0 || t.gap === '\n')) return;
    // "15 million" with nothing counted after it (a table cell, a sentence's end): the scale is the number's, and in
    // "2–3 million", "between 2 and 3 million" the first end's too. (A scale word in lower case: "3 Thousand Islands" is a name.)
    const own = scaleAt(tokens, i + 1);
    const scale = own || rangeScale(tokens, i + 1);
    const end = own ? i + 2 : i + 1;
    const value = digitsValue(t.text)! * (scale || 1);
    const key = `n:${numberKey(value)}`;
    const precision = 0.5 * 10 ** -(t.text.split('.')[1]?.length ?? 0) * (scale || 1);
    // "at 40 a month": a count by the period, its period no duration of its own.
    const period = PERIOD_OF(tokens, end);
    if (period && tokens[end]?.gap === ' ') {
      const rate = `${key}/${period.key}`;
      if (scan.take(i, period.to, { kind: 'number', keys: [rate], provides: [rate, key], value, unit: `n:/${period.key}`, dimension: `n:/${period.key}`, precision, weak: true }) !== undefined) return;
    }
    // A whole number may be a code too ("ext. 4312", "x4312", "Room 4312").
    const provides = !scale && !t.text.includes('.') ? [key, `code:${numberKey(value)}`] : [key];
    scan.take(i, end, { kind: 'number', keys: [key], provides, value, unit: 'n:', dimension: 'n:', precision, weak: true });
  });
}
