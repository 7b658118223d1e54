// When a question term counts as found in vault text. Matching is exact on stems first; only a
// term the vault never uses may match by prefix or by one typo. So a vault that says "contract"
// is not taken to mean "contractor" when asked about contracts, nor "interval" when asked about
// "internal", while a misspelt "certifcation" still finds its word.
import { distance } from 'fastest-levenshtein';
import { documentTerms } from './terms.js';

// Stems of eight letters or more may match longer words ("subprocess" → "subprocessor");
// shorter ones would join unrelated words ("custom" → "customer"). Stems of seven letters or
// more forgive one typo ("excercis" → "exercis").
export const PREFIX_MIN = 8;
export const FUZZY_MIN = 7;

/**
 * Whether a question term matches a vault term under the same rules the index searches with.
 * `vocabulary` is every term of the vault: a term in it matches only itself.
 */
export function termMatches(question: string, vault: string, vocabulary?: ReadonlySet<string>): boolean {
  if (question === vault) return true;
  if (vocabulary?.has(question)) return false;
  if (question.length >= PREFIX_MIN && vault.startsWith(question)) return true;
  return question.length >= FUZZY_MIN && Math.abs(question.length - vault.length) <= 1 && distance(question, vault) <= 1;
}

/** The question terms a passage contains. */
export function termsIn(text: string, terms: Iterable<string>, vocabulary?: ReadonlySet<string>): Set<string> {
  const found = [...new Set(documentTerms(text))];
  return new Set([...terms].filter((q) => found.some((t) => termMatches(q, t, vocabulary))));
}
