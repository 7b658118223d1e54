// Words as retrieval sees them: tokens, their stems, and the words that carry little
// evidence about what a question asks (stop words, question framing, domain-generic nouns).
import { stemmer } from 'stemmer';
import { normalizeText } from 'vouch';
import { GENERIC_WORDS, LEMMAS, STOP_WORDS as STOP, WHOLE_WORDS } from './lexicon.js';
import { rewritePhrases, synonymTable } from './synonyms.js';

/**
 * A word's stem, the same for the vault and the question, so "encrypted", "encrypts" and
 * "encryption" meet. The Porter stemmer does the suffixes; the bot's tables first map the forms
 * no suffix rule joins ("sent" → "send") and keep whole the words it would join wrongly
 * ("customer" is not "custom"). Words with digits are names, never inflected.
 */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (/\d/.test(w)) return w;
  return WHOLE_WORDS[w] ?? stemmer(LEMMAS[w] ?? w);
}

const SYNONYMS = synonymTable(stem);

/** A word as retrieval compares it: stemmed, then folded onto its synonym group's head. */
export function term(word: string): string {
  const stemmed = stem(word);
  return SYNONYMS.get(stemmed) ?? stemmed;
}

const GENERIC = new Set(GENERIC_WORDS.map((w) => term(w)));

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
const HYPHENATED = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/** Lower-cased words. Possessives go ("contractor's" → "contractor"); contractions stay whole for the stop list. */
export function rawWords(text: string): string[] {
  return (normalizeText(text).toLowerCase().match(WORD) ?? []).map((w) => w.replace(/['’]/g, "'").replace(/'s?$/, ''));
}

const keep = (w: string): boolean => /\d/.test(w) || w.length > 1;

/**
 * Every indexable term of a passage. "Sub-processor" also yields "subprocessor", and a phrase
 * such as "single sign-on" also yields its one-word meaning, so questions may use either.
 */
export function documentTerms(text: string): string[] {
  const lower = normalizeText(text).toLowerCase();
  const words = rawWords(lower).filter(keep).map(term);
  const joined = (lower.match(HYPHENATED) ?? []).map((h) => term(h.replace(/-/g, '')));
  const rewritten = rawWords(rewritePhrases(lower)).map(term);
  const phrases = rewritten.filter((t) => !words.includes(t));
  return [...words, ...joined, ...phrases];
}

/**
 * The terms of a question that carry its meaning, stemmed and de-duplicated, in order.
 * Hyphenated words are joined, since `documentTerms` indexes the joined form too.
 */
export function questionTerms(text: string): string[] {
  return [...questionWords(text).keys()];
}

/** Each question term with the word it came from (for spelling correction), in order. */
export function questionWords(text: string): Map<string, string> {
  const lower = rewritePhrases(normalizeText(text).toLowerCase());
  const out = new Map<string, string>();
  for (const w of rawWords(lower.replace(HYPHENATED, (h) => h.replace(/-/g, '')))) {
    if (STOP.has(w) || !keep(w)) continue;
    const s = term(w);
    if (!STOP.has(s) && !out.has(s)) out.set(s, w);
  }
  return out;
}

/** Whether a stemmed term is one of the words that say little about a topic. */
export const isGeneric = (term: string): boolean => GENERIC.has(term);
