// What retrieval found for a question, and the rules for judging it: how much of the question a
// set of sections covers, whether that is confident, and what a further section adds.
//
// Coverage is the weighted share of the question's terms that the chosen sections contain. The
// evidence is confident when coverage reaches the threshold (0.6 by default), or when one section
// matches at least three distinct topic words of the question and coverage is still above 0.4: a
// long, chatty question leaves incidental words unmatched even when a section is plainly about it,
// while a question about an absent topic rarely lands three topic words at once.
import type { Chunk } from './chunk.js';
import { termsIn } from './match.js';
import type { Query, QueryPart } from './query.js';
import { hasShape } from './shapes.js';
import { isGeneric } from './terms.js';

const CLUSTER_TERMS = 3;
const CLUSTER_MIN_COVERAGE = 0.4;
/** A further section must add two topic words, or one carrying this share of the question. */
const SECOND_SOURCE_SHARE = 0.3;
const MISSING_TYPED = 1 / 3;
const NONE: ReadonlySet<string> = new Set();

export interface Hit {
  readonly chunk: Chunk;
  /** BM25+ score from the index. */
  readonly score: number;
  /** The question terms this chunk contains (in any field). */
  readonly matched: ReadonlySet<string>;
}

/** A part of the question and the index in `hits` of the section answering it (-1: none). */
export interface PartAnswer extends QueryPart {
  readonly hit: number;
}

export interface Evidence {
  /** The sections quoted, in the order of the parts they answer. */
  readonly hits: readonly Hit[];
  /** Weighted share of question terms covered, 0..1. */
  readonly coverage: number;
  readonly confident: boolean;
  /** Term → weight, for sentence selection. */
  readonly weights: ReadonlyMap<string, number>;
  readonly parts: readonly PartAnswer[];
  /** Terms from around the question, which help pick sentences but are not required. */
  readonly context: readonly string[];
  /** Every term of the vault, for matching as the index does. */
  readonly vocabulary: ReadonlySet<string>;
}

export interface Choice {
  /** Every section matching any term of the whole question, best first. */
  readonly hits: readonly Hit[];
  readonly query: Query;
  readonly weights: ReadonlyMap<string, number>;
  readonly min: number;
  /** Ranks sections for some terms, with context terms as a lighter boost. */
  readonly rank: (terms: readonly string[], context: readonly string[]) => Hit[];
  readonly vocabulary: ReadonlySet<string>;
}

/**
 * Weighted share of `weights`' terms found in the union of `hits`. A term naming the kind of
 * answer wanted ("which algorithm") counts in full when found but only a third when missing:
 * sources state the instance ("AES-256") more often than the category.
 */
export function coverage(hits: readonly Hit[], weights: ReadonlyMap<string, number>, typed: ReadonlySet<string> = NONE): number {
  let total = 0;
  let found = 0;
  for (const [term, w] of weights) {
    const hit = hits.some((h) => h.matched.has(term));
    total += hit || !typed.has(term) ? w : w * MISSING_TYPED;
    if (hit) found += w;
  }
  return total === 0 ? 0 : found / total;
}

export const restrict = (weights: ReadonlyMap<string, number>, terms: readonly string[]): Map<string, number> =>
  new Map(terms.flatMap((t) => (weights.has(t) ? [[t, weights.get(t) ?? 0] as const] : [])));

/** The question's topic words: neither generic nor naming an answer kind (all terms when none is). */
function specific(weights: ReadonlyMap<string, number>, query: Query): string[] {
  const all = [...weights.keys()];
  const named = all.filter((t) => !isGeneric(t) && !query.typed.has(t));
  return named.length ? named : all;
}

/** The confidence rule described at the top of this file. */
export function isConfident(hits: readonly Hit[], weights: ReadonlyMap<string, number>, query: Query, min: number): boolean {
  const share = coverage(hits, weights, query.typed);
  const topics = specific(weights, query);
  const most = Math.max(0, ...hits.map((h) => topics.filter((t) => h.matched.has(t)).length));
  if (most === 0) return false;
  return share >= min || (most >= CLUSTER_TERMS && share >= Math.min(min, CLUSTER_MIN_COVERAGE));
}

/** Whether `other` brings topic words of `weights` none of `chosen` has: two, or one weighty one. */
export function addsTopic(chosen: readonly Hit[], other: Hit, weights: ReadonlyMap<string, number>, query: Query): boolean {
  const added = specific(weights, query).filter((t) => other.matched.has(t) && !chosen.some((h) => h.matched.has(t)));
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  const share = added.reduce((sum, t) => sum + (weights.get(t) ?? 0), 0) / total;
  return added.length >= 2 || share >= SECOND_SOURCE_SHARE;
}

/** Whether a section has a sentence of the asked shape that shares a word with what is asked. */
export function shaped(hit: Hit, part: QueryPart, c: Choice): boolean {
  const { shape } = part;
  if (!shape) return true;
  const words = [...part.terms, ...c.query.context];
  return hit.chunk.sentences.some((s) => hasShape(s, shape) && termsIn(s, words, c.vocabulary).size > 0);
}

