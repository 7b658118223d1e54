// Retrieval: chunks ranked by MiniSearch's BM25+, weighed by how much evidence each question term
// carries; choose.ts then decides which sections answer, and evidence.ts whether that is confident.
//
// Each term weighs ln(1 + N / (df + 0.5)) over the N chunks, so a term the vault never mentions
// weighs most: a question whose key word is nowhere in the vault ("rotate", "subprocessor")
// cannot reach the threshold on its common words alone. Domain-generic words ("policy", "data",
// "customer") weigh a third, and so do words naming the kind of answer ("which algorithm") when a
// section lacks them (see evidence.ts); stop words and question framing weigh nothing. Matching
// rules are in match.ts.
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Chunk } from './chunk.js';
import { chooseEvidence } from './choose.js';
import type { Evidence, Hit } from './evidence.js';
import { FUZZY_MIN, PREFIX_MIN } from './match.js';
import type { Query } from './query.js';
import { speller } from './spelling.js';
import { documentTerms, isGeneric, rawWords } from './terms.js';

export { coverage, type Evidence, type Hit } from './evidence.js';
export { termMatches } from './match.js';

/** Default share of the question's weighted terms the evidence must cover to be answered. */
export const DEFAULT_MIN_COVERAGE = 0.6;
const DISCOUNT = 1 / 3;
const CONTEXT_BOOST = 0.5;

export interface ChunkIndex {
  readonly chunks: readonly Chunk[];
  /** Finds the sections that answer `query`, and whether they cover it well enough to answer. */
  find(query: Query): Evidence;
}

type Doc = { id: number; title: string; headings: string; text: string };

/** Builds the search index over the chunks once; `find` is then cheap and pure. */
export function indexChunks(chunks: readonly Chunk[], minCoverage = DEFAULT_MIN_COVERAGE): ChunkIndex {
  const docs: Doc[] = chunks.map((c) => ({ id: c.id, title: c.label, headings: c.headings.join(' '), text: c.sentences.join(' ') }));
  const vocabulary = new Set<string>();
  // The index's own tokenizer records the vocabulary, so the vault is tokenized once.
  const tokenize = (text: string): string[] => {
    const terms = documentTerms(text);
    for (const t of terms) vocabulary.add(t);
    return terms;
  };
  const options = searchOptions(vocabulary);
  const search = new MiniSearch<Doc>({ fields: ['title', 'headings', 'text'], tokenize, processTerm: (t) => t, searchOptions: options });
  search.addAll(docs);
  const respell = speller(docs.flatMap((d) => rawWords(`${d.title} ${d.headings} ${d.text}`)), vocabulary);
  const idf = (t: string): number => Math.log(1 + chunks.length / (search.search(t).length + 0.5));
  const toHits = (results: SearchResult[]): Hit[] => results.map((r) => toHit(r, chunks));
  return {
    chunks,
    find(asked) {
      const query = respell(asked);
      const weights = termWeights(query, idf);
      const boost = boostBy(weights);
      const rank = (terms: readonly string[], context: readonly string[]): Hit[] => {
        const all = [...terms, ...context.filter((t) => !terms.includes(t))];
        return all.length ? toHits(search.search(all.join(' '), { ...options, boostTerm: boost })) : [];
      };
      const hits = rank(query.terms, query.context);
      return chooseEvidence({ hits, query, weights, min: minCoverage, rank, vocabulary });
    },
  };
}

function searchOptions(vocabulary: ReadonlySet<string>) {
  return {
    tokenize: (s: string) => s.split(' ').filter(Boolean),
    processTerm: (t: string) => t,
    prefix: (t: string) => t.length >= PREFIX_MIN && !vocabulary.has(t),
    fuzzy: (t: string) => (t.length >= FUZZY_MIN && !vocabulary.has(t) ? 1 : false),
    boost: { headings: 1.5 },
    combineWith: 'OR' as const,
  };
}

/**
 * Each question term's evidential weight. When every term is generic ("How long do you keep
 * data?" has nothing else), the discount is dropped: those words are then the whole question.
 */
function termWeights(query: Query, idf: (t: string) => number): Map<string, number> {
  const discount = query.terms.some((t) => !isGeneric(t));
  return new Map(query.terms.map((t) => [t, discount && isGeneric(t) ? idf(t) * DISCOUNT : idf(t)]));
}

const boostBy = (weights: ReadonlyMap<string, number>) => (term: string) =>
  weights.has(term) ? (isGeneric(term) ? DISCOUNT : 1) : CONTEXT_BOOST;

function toHit(r: SearchResult, chunks: readonly Chunk[]): Hit {
  const chunk = chunks[r.id as number];
  if (!chunk) throw new Error(`search returned unknown chunk ${String(r.id)}`);
  return { chunk, score: r.score, matched: new Set(r.queryTerms) };
}
