// Codes: identifiers ("CC6.1", "SOP-CHEM-014", "A.8.1.1", "eu-west-1"), versions ("TLS 1.2", "v4.0",
// "Quillstone Server 4.0", "AES-256"), labels ("Tier 1", "Step 4", "P2") and phone numbers. One
// canonical form for all: the code's letter and digit runs, upper case, joined by dots, so
// "AES-256", "AES 256" and "AES256" are one code, and "TLS v1.2" is "TLS 1.2".
import { FOREIGN_LABEL_WORDS, LABEL_SHORT_FORMS, LABEL_WORDS } from '../tables/labels.js';
import { BOUNDING_SHORT_FORMS } from '../tables/courtesy.js';
import { LOWER_BOUND_BEFORE, UPPER_BOUND_BEFORE } from '../tables/bounds.js';
import { MONTHS, WEEKDAYS, YEAR_DIGITS } from '../tables/calendar.js';
import { isCommonWord } from '../words.js';
import { FUNCTION_WORDS } from '../tables/function-words.js';
import { PER_WORDS } from '../tables/frequency.js';
import { MEASURES } from '../tables/units.js';
import { capitalised, opensSentence, type Token } from '../tokens.js';
import type { Found, Scan } from './scan.js';
import type { Specific } from '../types.js';
import { COUNTDOWN, countdownUnit, nounAt, unitAt } from './units.js';

/** A code's letter and digit runs, upper case, dotted; digit runs without leading zeros ("SOP-CHEM-014" → SOP.CHEM.14). */
export function codeKey(written: string): string {
  const runs = written.toUpperCase().match(/\p{L}+|\p{N}+/gu) ?? [];
  return runs.map((r) => (/^\d+$/.test(r) ? String(Number(r)) : r)).join('.');
}

/** The series a code belongs to, whose other members are its rivals: the code without its last number ("TLS.1.2" → TLS, "NF.SEC.14" → NF.SEC). */
const seriesOf = (key: string): string => key.replace(/(?:\.\d+)+[A-Z]?$/, '');

/**
 * A version or labelled code with the name before it: claimed and provided by its whole name and
 * each shorter ending ("Quillstone Server 4.0" is also "Server 4.0"); "ISO/IEC 27001" also as
 * "ISO 27001" and "IEC 27001".
 */
function codeFound(kind: 'version' | 'identifier', nameWords: readonly string[], number: string, label: boolean): Found {
  const name = nameWords.map((w) => codeKey(w)).filter(Boolean);
  const num = codeKey(number);
  const endings = name.length > 0 ? name.map((_, i) => [...name.slice(i), num].join('.')) : [num];
  const joint = name.at(-1)?.includes('.') ? name.at(-1)!.split('.').map((part) => `code:${part}.${num}`) : [];
  const keys = endings.map((e) => `code:${e}`);
  // "Priority 1" is what "P1" abbreviates, "Tier 2" what "T2" does.
  const short = label && name.length === 1 && /^[A-Z]{2,}$/.test(name[0]!) ? [`code:${name[0]![0]}.${num}`] : [];
  // "SnowNet 3.1" states version 3.1 of what the passage is about: a reply's "v3.1" there is it.
  const bare = kind === 'version' && !label && name.length > 0 && num.includes('.') ? [`code:${num}`] : [];
  // "ΔE CMC 0.8" is also "ΔE 0.8", "Castellan Metro 10.8" also "Castellan 10.8": the name's head and its number.
  const head = kind === 'version' && !label && name.length >= 2 ? [`code:${name[0]}.${num}`] : [];
  return {
    kind,
    keys,
    provides: [...keys, ...joint, ...short, ...bare, ...head],
    dimension: `code:${seriesOf(endings.at(-1)!)}`,
    ...(label ? { label: true as const } : {}),
  };
}

export function codes(scan: Scan): void {
  phones(scan);
  letterCodes(scan);
  pluralLabels(scan);
  namedNumbers(scan);
}

/** A telephone number, as `phones` read it: like an e-mail address, a contact point for a purpose (support.ts). */
export const isPhone = (s: Specific): boolean => s.provides.some((k) => k.startsWith(PHONE_KEY));

const PHONE_KEY = 'phone:';

/** A bracket inside a number only as a trunk prefix ("+44 (0)20 …"): "extension 4400 (0113 496 0400 from outside)" is two numbers. */
const trunkPrefix = (tokens: readonly Token[], j: number): boolean => /^\d$/.test(tokens[j + 1]?.text ?? '') && tokens[j + 2]?.text === ')';

/** "+44 20 7946 0958", "024 555 3199", "(212) 555-0142": three or more digit groups, eight digits or more. */
function phones(scan: Scan): void {
  const { tokens } = scan;
  for (let i = 0; i < tokens.length; i++) {
    const start = tokens[i]!.text === '+' || tokens[i]!.text === '(' ? i + 1 : i;
    if (tokens[start]?.kind !== 'number' || scan.isHeld(start)) continue;
    let digits = '';
    let groups = 0;
    let j = start;
    // After a "+" the number is international, and its country code or area may be one digit: "+1 415 555 0100", "+31 6 5530 1187"
    // (only those two: "+44 20 7946 0958 7 days a week" ends at the 0958).
    const international = start === i + 1 && tokens[i]!.text === '+';
    while (j < tokens.length && groups < 6) {
      const t = tokens[j]!;
      if (t.kind === 'number' && (international && groups < 2 ? /^\d{1,6}$/ : /^\d{2,6}$/).test(t.text) && (j === start || t.gap !== '\n')) {
        digits += t.text;
        groups++;
        j++;
      } else if ((t.text === '-' || t.text === '.' || t.text === ')' || (t.text === '(' && trunkPrefix(tokens, j))) && tokens[j + 1]?.kind === 'number') j++;
      else break;
    }
    // A country or scheme prefix in capitals ("GB 318 4420 67", a VAT number; "NN 452 871", a grid reference) is part of the code.
    const prefix = start === i && i > 0 && /^[A-Z]{2,3}$/.test(tokens[i - 1]!.text) && tokens[i]!.gap === ' ' && !scan.isHeld(i - 1) ? tokens[i - 1]!.text : undefined;
    const prefixed = prefix !== undefined && groups >= 2 && digits.length >= 6 && tokens.slice(start, j).every((t) => t.kind !== 'number' || t.text.length >= 3);
    // Three groups or more ("020 7946 0958"), or two making a national number ("01632 960418").
    if (prefixed || ((groups >= 3 || (groups === 2 && /^0/.test(digits) && digits.length >= 10)) && digits.length >= 8 && digits.length <= 15)) {
      const code = prefix ? [`code:${codeKey(prefix + digits)}`] : [];
      scan.take(prefix ? i - 1 : i, j, { kind: 'identifier', keys: [`code:${digits}`], provides: [`code:${digits}`, ...code, ...(prefix ? [] : [`${PHONE_KEY}${digits}`])] });
      i = j - 1;
    }
  }
}

/** Codes that start with a letter: "CC6.1", "AES-256", "v4.0", "P2", "eu-west-1", "SOP-CHEM-014". */
function letterCodes(scan: Scan): void {
  scan.tokens.forEach((t, i) => {
    if (t.kind !== 'mixed' || !/^\p{L}/u.test(t.text) || !/\d/.test(t.text)) return;
    // "180,000 m3", "5 km2": a unit after its amount (NFKC writes m³ as m3), read by the quantities after.
    if (MEASURES[t.lower] !== undefined && scan.tokens[i - 1]?.kind === 'number') return;
    // "240 g/m2" (NFKC writes m² as m2): a unit per a unit after its amount, read by the quantities too.
    if (t.text.includes('/') && scan.tokens[i - 1]?.kind === 'number' && unitAt(scan.tokens, i, t.gap === '') !== undefined) return;
    // "£20 per m2", "a price a km2": a unit of area or volume in lower case, after "per" or "a", is no code.
    if (MEASURES[t.lower] !== undefined && t.text === t.lower && PER_WORDS.has(scan.tokens[i - 1]?.lower ?? '')) return;
    // "over-20 kg", "under-16s": a word and a number, read by the quantities after.
    // "up-to-10 m²": common words joined to the number by hyphens, as well.
    const prefix = /^((?:\p{L}+-)+)\d/u.exec(t.text)?.[1];
    // (A capital letter alone is a series' name, no word: "B-28", "A-2".)
    if (prefix && prefix.split('-').filter(Boolean).every((w) => isCommonWord(w) && !/\p{Lu}{2}/u.test(w) && !/^\p{Lu}$/u.test(w))) return;
    // "pre-1920", "post-2000", "mid-1990s": a year said with where it falls, as "before 1920" is — no code.
    const year = /^(?:pre|post|mid)-(\d{4})s?$/i.exec(t.text);
    if (year) {
      const y = Number(year[1]);
      scan.take(i, i + 1, { kind: 'date', keys: [`year:${y}`], provides: [`year:${y}`], dimension: 'date:year', value: y, unit: 'year' });
      return;
    }
    // "R1-R4", "B2-B6": a run of one series, its two ends, as "R1 to R4" is.
    const run = /^(\p{Lu}{1,3})(\d{1,4})[-\u2010\u2011](\p{Lu}{1,3})(\d{1,4})$/u.exec(t.text);
    if (run !== null && run[1] === run[3]) {
      const first = run[1]!.length + run[2]!.length;
      scan.takeChars(t.start, t.start + first, codeFound('identifier', [], t.text.slice(0, first), false));
      scan.takeChars(t.start + first + 1, t.end, codeFound('identifier', [], t.text.slice(first + 1), false));
      return;
    }
    // "L-45 days": a countdown to an event, a length of time the quantities read.
    if (COUNTDOWN.test(t.text) && countdownUnit(scan.tokens, i)) return;
    const version = /^v(\d+(?:\.\d+)*)$/i.exec(t.text);
    if (version) {
      const name = nameBefore(scan, i);
      scan.take(name.from, i + 1, codeFound('version', name.words, version[1]!, false));
      return;
    }
    // "x4312", "ext4312": a telephone extension, the number itself.
    const extension = /^(?:x|ext)(\d{2,6})$/i.exec(t.text);
    if (extension) {
      scan.take(i, i + 1, { kind: 'identifier', keys: [`code:${Number(extension[1])}`] });
      return;
    }
    // "P2", "T0", "B4": a priority, tier or band named by a letter and a digit.
    if (/^[A-Z]{1,2}\d$/.test(t.text)) {
      scan.take(i, i + 1, { kind: 'identifier', keys: [`code:${codeKey(t.text)}`], dimension: `code:${t.text.replace(/\d$/, '')}`, label: true });
      return;
    }
    // "AES-256", "SHA-256", "ISO-27001": a name and its number, the same code as "AES 256".
    const named = /^(\p{L}+)[-\u2010\u2011]?(\d+(?:\.\d+)*)$/u.exec(t.text);
    if (named && /^\p{Lu}/u.test(t.text)) {
      scan.take(i, i + 1, codeFound('version', [named[1]!], named[2]!, false));
      return;
    }
    // "P11Ds", "SOP-14s": a code's plural is the code.
    const key = codeKey(/[\p{Lu}\d]s$/u.test(t.text) ? t.text.slice(0, -1) : t.text);
    scan.take(i, i + 1, { kind: 'identifier', keys: [`code:${key}`], dimension: `code:${seriesOf(key)}` });
  });
}

/** The capitalised name right before token `i` ("Quillstone Desk" in "Quillstone Desk v2.8"), or none. */
function nameBefore(scan: Scan, i: number): { from: number; words: string[] } {
  const words: string[] = [];
  let from = i;
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    const t = scan.tokens[j]!;
    if (scan.tokens[j + 1]!.gap !== ' ' || t.kind === 'symbol' || scan.isHeld(j) || !nameWord(t)) break;
    if (opensSentence(scan.tokens, j) && isCommonWord(t.text) && !/\p{Lu}{2}|\p{Ll}\p{Lu}/u.test(t.text)) break;
    words.unshift(t.text);
    from = j;
  }
  return { from, words };
}

/** A word a product or standard name is made of: capitalised, all capitals, CamelCase, or with a slash ("ISO/IEC"). */
const nameWord = (t: Token): boolean =>
  (t.kind === 'word' || t.kind === 'mixed') && capitalised(t) && MONTHS[t.lower] === undefined && WEEKDAYS[t.lower] === undefined;

/**
 * "Tiers 1, 2 and 3", "steps 4 to 6": a plural label word names each number of the list after it,
 * each one label of the series ("Tier 2"), never a version of something called "Tiers".
 */
function pluralLabels(scan: Scan): void {
  const { tokens } = scan;
  tokens.forEach((t, i) => {
    if (t.kind !== 'word' || scan.isHeld(i)) return;
    // "question 1, 2 or 3" names three questions as "questions 1, 2 and 3" does: a singular label word before a list that closes with "and" or "or".
    const one = LABEL_WORDS.has(labelWord(t.lower));
    const label = one ? t.text : /s$/.test(t.lower) ? [t.text.slice(0, -1), t.text.slice(0, -2)].find((w) => LABEL_WORDS.has(w.toLowerCase())) : undefined;
    // "Cellars 2 and 5", "Gates 3 and 4": a capitalised plural before a list names each as its singular does ("Cellar 4").
    // (Not one capitalised only as its sentence's first word: "Tickets 5 and 10 are for children".)
    const named = !label && capitalised(t) && /[^s]s$/.test(t.text) && !opensSentence(tokens, i) ? t.text.slice(0, /(?:ch|sh|x)es$/.test(t.text) ? -2 : -1) : undefined;
    const singular = label ?? named;
    if (!singular) return;
    // A list of numbers, or a capitalised word: "Studio 2 seats 90" is a verb and its count.
    const numbers: number[] = [];
    for (let j = i + 1; j < tokens.length && tokens[j]!.gap !== '\n'; j++) {
      const x = tokens[j]!;
      if (x.kind === 'number' && !scan.isHeld(j) && !unitAt(tokens, j + 1, tokens[j + 1]?.gap === '')) numbers.push(j);
      else if (!LIST_JOINS.has(x.lower) || numbers.length === 0) break;
    }
    // Lower case, a verb reads the same ("the hall seats 300 to 350"): a label word has a preposition or determiner before it.
    if (numbers.length === 0 || (!capitalised(t) && (numbers.length === 1 || !LABEL_LEADS.has(tokens[i - 1]?.lower ?? '')))) return;
    // …and none counts a noun after it: "60 bikes for Tier 2 and 150 bikes for Tier 1" lists no Tier 150.
    // (A range joined by a bare dash is the labels' whatever follows: "Stage 1–3 pupils" are pupils of Stages 1 to 3.)
    if (one && !(SEQUENCE_LABELS.has(labelWord(t.lower)) && dashedRange(tokens, numbers)) && (numbers.length < 2 || !CLOSING_JOINS.has(tokens[numbers.at(-1)! - 1]?.lower ?? '') || numbers.some((j) => nounAt(tokens, j + 1, false)))) return;
    // …and a plural name only before a list, not a range ("Ages 18 to 64").
    if (named && (numbers.length < 2 || !LIST_CLOSERS.has(tokens[numbers.at(-1)! - 1]?.lower ?? '') || numbers.some((j) => nounAt(tokens, j + 1, false)))) return;
    // The first label takes the plural word with it ("Tiers 1"), so no name is read in it.
    // (A plural name's numbers state the bare numbers too: "target 7" in lower case is one of "Targets 7 and 19".)
    for (const [k, j] of numbers.entries()) scan.take(k === 0 ? i : j, j + 1, named ? pluralNamed(named, tokens[j]!.text) : codeFound('identifier', [labelWord(singular)], tokens[j]!.text, true));
  });
}

const pluralNamed = (name: string, number: string): Found => {
  const found = codeFound('version', [name], number, false);
  return { ...found, provides: [...(found.provides ?? found.keys), `n:${Number(number)}`] };
};

const LABEL_LEADS = new Set(['for', 'in', 'of', 'the', 'see', 'at', 'on', 'from', 'to', 'between', 'and', 'or', 'all', 'both', 'under', 'into']);
/** Label words that number a sequence (stages of a course, levels, tiers), never the size of a group as "Group 4–6 people" does. */
const SEQUENCE_LABELS: ReadonlySet<string> = new Set(['stage', 'level', 'tier', 'grade', 'phase', 'step', 'band', 'zone', 'year']);

/** Two numbers joined by a dash with no blank either side, the second a little larger: "1–3", a range of labels after a label word. */
function dashedRange(tokens: readonly Token[], numbers: readonly number[]): boolean {
  if (numbers.length !== 2 || numbers[1] !== numbers[0]! + 2) return false;
  const dash = tokens[numbers[0]! + 1]!;
  const [first, last] = [Number(tokens[numbers[0]!]!.text), Number(tokens[numbers[1]!]!.text)];
  // (A few steps of a sequence: "Tier 2–150 bikes" counts bikes.)
  return (dash.text === '–' || dash.text === '-') && dash.gap === '' && tokens[numbers[1]!]!.gap === '' && last > first && last - first <= LONGEST_LABEL_RANGE;
}

const LONGEST_LABEL_RANGE = 12;

const LIST_JOINS = new Set([',', 'and', 'or', '&', 'to', '-', '–', 'through']);
const CLOSING_JOINS = new Set(['and', 'or', '&', 'to', 'through']);
const LIST_CLOSERS = new Set(['and', 'or', '&']);

/**
 * A name or a label word before a number: "TLS 1.2", "Windows 11", "Quillstone Server 4.0",
 * "Tier 1", "step 4", "Level 2", "version 4.0". Not when a unit follows the number ("Premium 12
 * months" is a duration).
 */
function namedNumbers(scan: Scan): void {
  const { tokens } = scan;
  tokens.forEach((t, i) => {
    if (letterLabel(scan, i)) return;
    // "Metro 10.8s", "Boeing 737s": a model's plural is the model (after a name only: "under 18s" is an age band).
    const plural = t.kind === 'mixed' && /^\d+(?:\.\d+)*s$/.test(t.text) && !AGE_BANDS.has(tokens[i - 1]?.lower ?? '');
    if (scan.isHeld(i) || !(t.kind === 'number' || plural || (t.kind === 'mixed' && /^\d+(?:\.\d+)+$/.test(t.text)))) return;
    // "Concerto No. 21", "charity no. 1046218": "No." is the numero sign, so the number names one of a series.
    if (numeroAt(tokens, i)) {
      // The vault may write the number bare ("charity number 1094417"): either form supports it.
      const found = codeFound('identifier', ['number'], t.text, true);
      scan.take(i - 2, i + 1, { ...found, keys: [...found.keys, `n:${Number(t.text)}`] });
      return;
    }
    // "Rev. 4.1", "Dept. 12": a short form's full stop stands between it and its number.
    const at = tokens[i - 1]?.text === '.' && tokens[i - 1]!.gap === '' && LABEL_SHORT_FORMS[tokens[i - 2]?.lower ?? ''] !== undefined ? i - 2 : i - 1;
    const prev = tokens[at];
    if (!prev || t.gap !== ' ' || scan.isHeld(at) || prev.kind !== 'word') return;
    // "Max 2 bags", "Approx 40 minutes": a short form that bounds or rounds the number names nothing.
    // …nor does a word that bounds it, capitalised at a cell's start: "| Over 20 and up to 30 miles |".
    if (BOUNDING_SHORT_FORMS.has(prev.lower) || BOUND_WORDS.has(prev.lower)) return;
    // "Tier 1", "step 4", "version 4.0", in any case: the number names one of a series.
    if (!plural && (LABEL_WORDS.has(labelWord(prev.lower)) || VERSION_WORDS.has(prev.lower))) {
      if (unitAt(tokens, i + 1, tokens[i + 1]?.gap === '')) return;
      // "Autumn term 2025", "the 2026 season": a year after a lower-case word is the year, no label.
      if (prev.text === prev.lower && YEAR_DIGITS.test(t.text)) return;
      // A revision with a point is a version ("Rev. 3.2" is v3.2); a whole one is a label of its document ("revision 6").
      const versionWord = VERSION_WORDS.has(prev.lower) && (!REVISION_WORDS.has(prev.lower) || t.text.includes('.'));
      const name = versionWord ? nameBefore(scan, at) : { from: at, words: [labelWord(prev.text)] };
      const found = codeFound(versionWord ? 'version' : 'identifier', name.words, t.text, !versionWord);
      // "Launch Day 2026", "Class 2025": a label's year is the year too, as the vault may read it ("Launch Day 2026 will be…").
      const year = !versionWord && YEAR_DIGITS.test(t.text) ? [`year:${t.text}`] : [];
      scan.take(name.from, i + 1, { ...found, keys: [...found.keys, ...year], provides: [...(found.provides ?? found.keys), ...year] });
      return;
    }
    if (!nameWord(prev) || unitAt(tokens, i + 1, tokens[i + 1]?.gap === '')) return;
    // "Car Park B's 40 spaces": after a possessive the number counts what follows it, no version of the name.
    if (/['’]s$/.test(prev.text) && nounAt(tokens, i + 1, false)) return;
    const name = nameBefore(scan, i);
    if (name.words.length === 0 || (plural && LABEL_WORDS.has(labelWord(prev.lower)))) return;
    scan.take(name.from, i + 1, codeFound('version', name.words, plural ? t.text.slice(0, -1) : t.text, false));
  });
}

/**
 * "Group C", "Zone B", "Band A": a label word and a capital letter name one of a series, as a
 * number would. Not "I" (a pronoun), and "A" only after a capitalised label word ("the day A
 * lesson" reads otherwise).
 */
function letterLabel(scan: Scan, i: number): boolean {
  const t = scan.tokens[i]!;
  const prev = scan.tokens[i - 1];
  if (t.kind !== 'word' || !/^[A-HJ-Z](?:['’]s)?$/.test(t.text) || !prev || prev.kind !== 'word' || t.gap !== ' ' || scan.isHeld(i) || scan.isHeld(i - 1)) return false;
  // A capitalised common noun names a series by its letters too: "Timetable C", "Plan B", "Option D".
  // (Not a middle initial: "Harry S Truman".)
  const next = scan.tokens[i + 1];
  // (Not a plural either: "Groups E and F" lists two groups.)
  const plural = prev.lower.endsWith('s') && isCommonWord(prev.text.slice(0, -1));
  const series = LABEL_WORDS.has(prev.lower) || (capitalised(prev) && !plural && !FUNCTION_WORDS.has(prev.lower) && isCommonWord(prev.text) && !(next?.kind === 'word' && capitalised(next)));
  if (!series || (t.text === 'A' && !capitalised(prev))) return false;
  // "Zone B2"-like codes and a letter that starts a word ("Group C's") are read elsewhere; here the letter stands alone.
  if (scan.tokens[i + 1]?.gap === '' && /^[\p{L}\p{N}]/u.test(scan.tokens[i + 1]!.text)) return false;
  const found = codeFound('identifier', [labelWord(prev.text)], t.text[0]!, true);
  scan.take(i - 1, i + 1, { ...found, dimension: `code:${codeKey(labelWord(prev.text))}` });
  return true;
}

/** One-word bounds ("over", "under", "within", "maximum"): a limit on the number, never a name of it. */
const BOUND_WORDS: ReadonlySet<string> = new Set([...UPPER_BOUND_BEFORE, ...LOWER_BOUND_BEFORE].filter((w) => !/[\s.]/.test(w)));

/** Words before an age band's plural: "Under 12s", "Over 65s". */
const AGE_BANDS: ReadonlySet<string> = new Set(['under', 'over', 'aged', 'ages', 'age', 'u']);

/** Words that make the number after them a version of what is named before: a revision or an edition with a point is a version ("Rev. 3.2", "edition 2.1", "v3.2"). */
const VERSION_WORDS: ReadonlySet<string> = new Set(['version', 'release', 'v', 'revision', 'rev', 'ver', 'edition']);
const REVISION_WORDS: ReadonlySet<string> = new Set(['revision', 'rev', 'edition']);

/** "No." with its full stop and a whole number after it; never the answer "No." before a sentence that opens with a figure. */
function numeroAt(tokens: readonly Token[], i: number): boolean {
  const [no, stop, number] = [tokens[i - 2], tokens[i - 1], tokens[i]!];
  if (no?.lower !== 'no' || stop?.text !== '.' || stop.gap !== '' || number.gap !== ' ' || !/^\d+$/.test(number.text)) return false;
  const before = tokens[i - 3];
  // "the answer is no. 14 days is the limit", "no. 5 people": a unit or a counted noun after the number makes it an amount.
  return before !== undefined && (before.kind === 'word' || before.text === '(') && !unitAt(tokens, i + 1, false) && !nounAt(tokens, i + 1, false);
}

/** The label word a short form or another language stands for ("Sev" → "severity", "Zona" → "zone"), else the word as written. */
const labelWord = (word: string): string => LABEL_SHORT_FORMS[word.toLowerCase()] ?? FOREIGN_LABEL_WORDS[word.toLowerCase()] ?? word;

/** Codes left after quantities took theirs: "3.1.4", "2024-007", "1A", "24/7". */
export function digitCodes(scan: Scan): void {
  scan.tokens.forEach((t, i) => {
    if (t.kind !== 'mixed' || scan.isHeld(i) || !/^\d/.test(t.text)) return;
    // Ordinals ("21st") and ratios ("10:1") say nothing on their own.
    // Nor do decades and age bands ("the 1990s", "under 18s"): a group, not a code.
    if (/^\d+(?:st|nd|rd|th)$/i.test(t.text) || /^\d+:\d+$/.test(t.text) || /^\d+['’]?s$/.test(t.text)) return;
    // "the 26-to-50 band": a range of bare numbers, no code.
    if (/^\d+-to-\d+$/i.test(t.text)) return;
    // "2+3+4+6": a sum written out, working, no code (two terms may be one: "a 3+2 rota").
    if (/^\d+(?:\.\d+)?(?:\+\d+(?:\.\d+)?){2,}$/.test(t.text)) return;
    const dotted = /^\d+(?:\.\d+){2,}$/.test(t.text);
    const key = t.text === '24/7' ? '24/7' : codeKey(t.text);
    scan.take(i, i + 1, { kind: dotted ? 'version' : 'identifier', keys: [`code:${key}`], dimension: `code:${seriesOf(key)}` });
  });
}
