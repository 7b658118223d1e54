// Words as retrieval sees them: tokens, a light English stemmer, and the words that carry little
// evidence about what a question asks (stop words, question framing, domain-generic nouns).
import { normalizeText } from 'vouch';
import { GENERIC_WORDS, LEMMAS, STOP_WORDS as STOP } from './lexicon.js';
import { rewritePhrases, synonymTable } from './synonyms.js';

const SUFFIXES: readonly (readonly [string, string])[] = [
  ['abilities', 'able'], ['ability', 'able'], ['ibilities', 'ible'], ['ibility', 'ible'],
  ['ifications', 'ify'], ['ification', 'ify'], ['ational', 'ate'], ['isation', 'ize'], ['ization', 'ize'],
  ['ations', 'ate'], ['ation', 'ate'],
  ['ments', ''], ['ment', ''], ['ness', ''], ['ings', ''], ['ing', ''], ['ions', ''], ['ion', ''],
  ['ied', 'y'], ['ies', 'y'], ['edly', ''], ['ed', ''], ['ly', ''],
  ['sses', 'ss'], ['es', ''], ['s', ''], ['iest', 'y'], ['est', ''],
];

// Words ending in "est" that are not superlatives.
const NOT_SUPERLATIVE = /(qu|ter|dig|gg|nt|nif|ot|rv|v|rr|tt|od|on|or|lat|t)est$/;

/**
 * A light, consistent stemmer: both the vault and the question go through it, so "encrypted",
 * "encrypts" and "encryption" meet. It is deliberately crude; it only has to agree with itself.
 */
export function stem(word: string): string {
  const w = word.toLowerCase();
  const lemma = LEMMAS[w];
  // The base form is stemmed like any word, so "chose" meets "chooses".
  if (lemma && lemma !== w) return stem(lemma);
  // A second pass joins stacked suffixes: "provisioning" → "provision" → "provis".
  const once = stripSuffix(w);
  return once === w ? once : stripSuffix(once);
}

function stripSuffix(w: string): string {
  if (w.length <= 3 || /\d/.test(w)) return w;
  for (const [suffix, replacement] of SUFFIXES) {
    if (!w.endsWith(suffix) || w.length - suffix.length < 3) continue;
    if (suffix === 's' && /(ss|us|is)$/.test(w)) continue;
    if (suffix === 'es' && !/(ch|sh|x|ss|zz)es$/.test(w)) continue;
    if (suffix === 'ly' && (w.length - suffix.length < 4 || /[mp]ply$/.test(w))) continue; // comply, supply
    if (suffix === 'est' && NOT_SUPERLATIVE.test(w)) continue;
    const base = w.slice(0, -suffix.length) + replacement;
    return (VERB_ENDINGS.has(suffix) ? undouble(base) : base).replace(/e$/, '');
  }
  return w.replace(/e$/, '');
}

const VERB_ENDINGS = new Set(['ed', 'edly', 'ing', 'ings']);

/** "logged" → "logg" → "log", "planned" → "plan"; "passed", "filled" and "added" keep theirs. */
function undouble(base: string): string {
  return /([b-df-hj-kmnp-rtv-y])\1$/.test(base) && base.length > 3 ? base.slice(0, -1) : base;
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
