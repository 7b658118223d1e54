// Proper names on the tokens no other reader took: capitalised words in a row ("Thales Luna",
// "Bank of Ireland"), acronyms ("KPMG"), CamelCase ("YubiKey"), and lower-case words English does
// not know ("zendesk"). A capitalised word that opens a sentence is a name only when it is no
// common English word; interjections, courtesy and "I'm" never are (design §3a). How sure vouch is
// that a name is one is part of the reading: a phrase of common words ("Emergency Team") or an
// unknown lower-case word is weak.
import { ABBREVIATIONS, NAME_JOINERS, NEVER_NAMES, ORGANISATION_WORDS, TITLES } from '../tables/courtesy.js';
import { FUNCTION_WORDS } from '../tables/function-words.js';
import { NUMERAL_SERIES } from '../tables/labels.js';
import { MONTHS, WEEKDAYS } from '../tables/calendar.js';
import { CURRENCIES } from '../tables/units.js';
import { capitalised, opensSentence, type Token } from '../tokens.js';
import { numberAt } from '../numbers.js';
import { isCommonWord } from '../words.js';
import type { Scan } from './scan.js';

/** A currency's name in the plural, as a country's adjective goes before it: "dollars", "francs", "yen". */
const CURRENCY_NAMES = /^(?:\p{L}+s|yen)$/u;

/**
 * A common word, or common words joined by hyphens, which the lists hold only in part: "Arena-sized",
 * "Self-catering". Capitalised after a hyphen, the parts make a name: "Coca-Cola", "Green-Leaf".
 */
const commonWords = (word: string): boolean => isCommonWord(word) || (word.includes('-') && /^[^-]+(?:-\p{Ll}[^-]*)+$/u.test(word) && word.split('-').every((part) => part.length > 1 && isCommonWord(part)));

/** Whether a word is a short form of a common word: "Max", "Approx.". */
const shortForm = (word: string): boolean => ABBREVIATIONS.has(word.toLowerCase().replace(/\.$/, ''));

/** "Max riders", "Min. age 16": a short form before a lower-case word or a number, no name. */
function abbreviation(scan: Scan, start: number, to: number): boolean {
  if (!shortForm(scan.tokens[start]!.text)) return false;
  let next = scan.tokens[to];
  if (next?.text === '.') next = scan.tokens[to + 1];
  // "Max will help you", "ask Max at the desk": before a function word it is someone's name.
  return next !== undefined && ((/^\p{Ll}/u.test(next.text) && !FUNCTION_WORDS.has(next.lower)) || /^\d/.test(next.text));
}

/**
 * "the Full Experience Day I calculate as £124.50": "I" before a verb in its plain form is the
 * speaker, not a numeral of the name before it ("Grade I listed", "Phase I trials", "Charles I ruled"
 * keep theirs). A plain form after a name's numeral would be ungrammatical, so the shape decides:
 * an auxiliary ("I would", "I can"), or a lower-case word with no -s, -ed, -ing or -ly ending —
 * unless a series word comes before ("the Stage I trial", "Level I centre").
 */
function pronounI(tokens: readonly Token[], i: number): boolean {
  // "the Adult Castle I just pay": an adverb may stand between the speaker and the verb.
  const verbAt = PRE_VERB_ADVERBS.has(tokens[i + 1]?.text ?? '') && tokens[i + 2]?.gap === ' ' ? i + 2 : i + 1;
  const next = tokens[verbAt];
  if (tokens[i]!.text !== 'I' || !next || next.gap !== ' ' || !/^\p{Ll}+$/u.test(next.text)) return false;
  // After a word that names a series by its number, "I" is its numeral: "the Stage I trial", "World War I gallery".
  if (NUMERAL_SERIES.has(tokens[i - 1]?.lower ?? '')) return false;
  return AUXILIARIES.has(next.text) || (!FUNCTION_WORDS.has(next.text) && !/(?:s|ed|ing|ly)$/.test(next.text));
}

const PRE_VERB_ADVERBS: ReadonlySet<string> = new Set(['just', 'only', 'also', 'still', 'already', 'always', 'never', 'usually', 'often', 'really', 'simply', 'normally']);

const AUXILIARIES: ReadonlySet<string> = new Set(['am', 'was', 'have', 'had', 'do', 'did', 'can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);

/** A word shaped like a name whatever the dictionary says: an acronym, CamelCase, or with a digit. */
const NAME_SHAPED = /\p{Lu}{2}|\p{Ll}\p{Lu}|\d/u;

const nameKey = (words: readonly string[]): string => `name:${words.join(' ').toLowerCase().replace(/['’]s$/, '')}`;

/** A token that can be part of a name: a capitalised word or chunk not taken by another reader. */
function nameToken(scan: Scan, i: number): boolean {
  const t = scan.tokens[i]!;
  return !scan.isHeld(i) && (t.kind === 'word' || t.kind === 'mixed') && capitalised(t) && /\p{L}/u.test(t.text);
}

export function names(scan: Scan, english: boolean): void {
  const { tokens } = scan;
  for (let i = 0; i < tokens.length; i++) {
    if (!nameToken(scan, i)) continue;
    let to = i + 1;
    // Runs of name words, with "of", "&", "van der" inside: "Bank of Ireland", "Smith & Co".
    for (;;) {
      // A possessive ends a name: "Prof. Renshaw's Deep-Sea Microbiology Group" names two things.
      if (/['’]s$/.test(tokens[to - 1]!.text)) break;
      if (to < tokens.length && tokens[to]!.gap === ' ' && nameToken(scan, to) && !pronounI(tokens, to)) to++;
      else if (NAME_JOINERS.has(tokens[to]?.lower ?? '') && tokens[to]!.gap === ' ' && tokens[to + 1]?.gap === ' ' && to + 1 < tokens.length && nameToken(scan, to + 1)) to += 2;
      else break;
    }
    takeName(scan, i, to, english);
    i = to - 1;
  }
  if (english) unknownWords(scan);
}

function takeName(scan: Scan, from: number, to: number, english: boolean): void {
  const { tokens } = scan;
  let start = from;
  // A sentence's first word is capitalised anyway: a name only when it is no common word.
  // So is a number in words there ("Forty-eight across all lines"), which no word list holds.
  if (opensSentence(tokens, start) && (commonWords(tokens[start]!.text) || !english || numberAt(tokens, start)?.to === start + 1) && !NAME_SHAPED.test(tokens[start]!.text)) start++;
  while (start < to && (NAME_JOINERS.has(tokens[start]!.lower) || NEVER_NAMES.has(tokens[start]!.lower))) start++;
  if (start >= to) return;
  // "US dollars", "Swiss francs", "Hong Kong dollars": the country names the currency, as "$" or "CHF" would; no name of its own.
  // (A currency's name in lower case and in the plural only: "Sarah Connor GBP 250", "Barclays euro accounts" keep their names.)
  const next = tokens[to];
  if (next?.kind === 'word' && next.gap === ' ' && next.text === next.lower && CURRENCY_NAMES.test(next.lower) && CURRENCIES[next.lower] !== undefined) return;
  const words = tokens.slice(start, to).map((t) => t.text);
  const own = words.filter((w, k) => !(k === 0 && TITLES.has(w.toLowerCase().replace(/\.$/, ''))));
  if (own.length === 0 || (own.length === 1 && (NEVER_NAMES.has(own[0]!.toLowerCase()) || calendarName(own[0]!) || abbreviation(scan, start, to)))) return;
  // "Monday-Thursday Orangery": a leading range of days is when, not part of the name.
  if (own.length > 1 && own[0]!.includes('-') && calendarName(own[0]!)) {
    takeName(scan, from + 1, to, english);
    return;
  }
  // Outside English a capitalised word is no sign of a name (German nouns, sentence openers): only what is shaped like one is.
  if (!english && !own.some((w) => NAME_SHAPED.test(w))) return;
  // Common words capitalised are a name when several stand together inside a sentence ("World
  // Courier", "Iron Mountain"); alone ("Capacity"), or opening a line (a heading, a table's header,
  // "Opening Hours:"), they are as often emphasis.
  // A short form before another word ("Max Riders", "Min Age", "Approx Duration") is as common as the word it stands for (alone, "Max" is a name).
  const common = own.every((w, k) => !NAME_SHAPED.test(w) && (commonWords(w) || NAME_JOINERS.has(w.toLowerCase()) || (k === 0 && own.length > 1 && shortForm(w))));
  const weak = (common && ((own.length === 1 && (!afterLowerWord(tokens, start) || ORGANISATION_WORDS.has(own[0]!.toLowerCase()))) || opensLine(tokens, start) || tokens[to]?.text === ':' || tokens[to]?.text === '|')) || (own.length === 1 && letterCompound(own[0]!));
  // "UKAS-accredited", "NHS-funded", "Ofsted-registered": the name is what comes before the hyphen, the rest says what it did.
  const done = DONE_BY.exec(own.at(-1)!);
  if (done && !WITHOUT.has(done[2]!.slice(1)) && (NAME_SHAPED.test(done[1]!) || !opensSentence(tokens, to - 1))) {
    const end = tokens[to - 1]!.end - done[2]!.length;
    scan.takeChars(tokens[start]!.start, end, { kind: 'name', keys: [nameKey([...own.slice(0, -1), done[1]!])], ...(weak ? { weak: true as const } : {}) });
    return;
  }
  scan.take(start, to, { kind: 'name', keys: [nameKey(own)], ...(weak ? { weak: true as const } : {}) });
}

/**
 * A letter and a common word ("X-ray", "T-shirt", "A-frame", "A-weighted"): the capital is the
 * letter's, no sign of a name, so vouch is not sure it is one.
 */
const letterCompound = (word: string): boolean => {
  const m = /^\p{Lu}-(\p{Ll}{2,})$/u.exec(word);
  return m !== null && isCommonWord(m[1]!);
};

/** A name, a hyphen and a lower-case word: "UKAS-accredited" (the name, and what follows it). */
const DONE_BY = /^(\p{Lu}[\p{L}\d]+)(-\p{Ll}+)$/u;
/** …unless the word after the hyphen says it is without the name: "VAT-free", "VAT-exempt". */
const WITHOUT: ReadonlySet<string> = new Set(['free', 'exempt', 'less', 'proof']);

/** Whether token `i` follows a lower-case word in its sentence: "paid through Stripe", "the Slack channel" — capitalised there, a common word is named. */
function afterLowerWord(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  return before !== undefined && tokens[i]!.gap === ' ' && before.kind === 'word' && /^\p{Ll}/u.test(before.text);
}

/** Whether only markup ("#", "*", "|", "-", a number) stands between the start of its line and token `i`. */
function opensLine(tokens: readonly Token[], i: number): boolean {
  for (let j = i; j >= Math.max(0, i - 6); j--) {
    if (tokens[j]!.gap === '\n' || j === 0) return true;
    const t = tokens[j - 1]!;
    if (!(t.kind === 'symbol' || t.kind === 'number')) return false;
  }
  return false;
}

// "July-December", "Monday-Thursday": a range of months or weekdays written as one word names no one.
const calendarName = (w: string): boolean => w.split(/[-\u2010\u2011\u2013]/).every((part) => MONTHS[part.toLowerCase()] !== undefined || WEEKDAYS[part.toLowerCase().replace(/s$/, '')] !== undefined);

/**
 * Lower-case words English does not know ("zendesk", "bravecto"): a vendor or a product named the
 * way people type it. A technical word reads the same, but the vault that uses it says it: one the
 * vault (in any inflection) and the question never use is a name the reply brought in.
 */
function unknownWords(scan: Scan): void {
  scan.tokens.forEach((t: Token, i) => {
    if (scan.isHeld(i) || t.kind !== 'word' || capitalised(t) || t.text.length < 4 || t.text.includes('-') || FUNCTION_WORDS.has(t.lower)) return;
    if (isCommonWord(t.text)) return;
    scan.take(i, i + 1, { kind: 'name', keys: [nameKey([t.text])], ...(t.text.length < 6 ? { weak: true as const } : {}) });
  });
}
