// Misspelt question words, corrected against the vault's own words before they are matched.
// Fuzzy matching on stems cannot help when a typo falls on a word the stemmer maps by table
// ("certifcation" stems to "certifc", "certification" by way of "certify" to "certifi");
// comparing the words as typed can. Only words of eight letters or more are corrected, by one
// edit, and only when the question's term is one the vault never uses: at that length a word one
// edit from another word of a different meaning is rare, so absent topics ("subprocessors",
// "insurance") stay absent.
import { distance } from 'fastest-levenshtein';
import type { Query } from './query.js';
import { term } from './terms.js';

const MIN_LENGTH = 8;

export type Speller = (query: Query) => Query;

/** A corrector for queries, built once over the vault's words. */
export function speller(vaultWords: Iterable<string>, vocabulary: ReadonlySet<string>): Speller {
  const byLength = new Map<number, string[]>();
  for (const w of new Set(vaultWords)) {
    if (w.length < MIN_LENGTH - 1 || !/^\p{L}+$/u.test(w)) continue;
    const bucket = byLength.get(w.length) ?? [];
    if (bucket.length === 0) byLength.set(w.length, bucket);
    bucket.push(w);
  }
  const near = (word: string): string | undefined =>
    [word.length, word.length - 1, word.length + 1]
      .flatMap((n) => byLength.get(n) ?? [])
      .find((v) => distance(v, word) <= 1);
  return (query) => {
    const fixes = new Map<string, string>();
    for (const [t, word] of query.spelling) {
      if (vocabulary.has(t) || word.length < MIN_LENGTH) continue;
      const found = near(word);
      const fixed = found === undefined ? undefined : term(found);
      if (fixed !== undefined && fixed !== t && vocabulary.has(fixed)) fixes.set(t, fixed);
    }
    return fixes.size ? respell(query, fixes) : query;
  };
}

function respell(query: Query, fixes: ReadonlyMap<string, string>): Query {
  const fix = (terms: readonly string[]) => [...new Set(terms.map((t) => fixes.get(t) ?? t))];
  return {
    ...query,
    terms: fix(query.terms),
    parts: query.parts.map((p) => ({ ...p, terms: fix(p.terms) })),
    typed: new Set(fix([...query.typed])),
  };
}
