// A grounded answer from evidence: for each part of the question, the sentences of its section
// that cover that part, then further sentences on the question's topic up to a small cap, quoted
// verbatim under a `Based on [Title, Section]:` clause naming where they come from. Everything
// after the clause is vault text, so no number, name or identifier can be invented.
import { citationOf } from './chunk.js';
import type { Evidence, Hit } from './evidence.js';
import { termsIn } from './match.js';
import { hasShape, type Shape } from './shapes.js';
import { isGeneric } from './terms.js';

/** Sentences quoted from one section, and from several. */
const MAX_SENTENCES = 4;
const MAX_SENTENCES_SEVERAL = 5;
/** Sentences chosen to cover one part, before filling. */
const PART_SENTENCES = 2;
/** A further covering sentence must add this share of the part's weight, or score this near the best. */
const NEW_COVERAGE = 0.1;
const KEEP_RATIO = 0.75;
/** A filling sentence must share a topic word and score at least this share of the section's best. */
const FILL_RATIO = 1 / 3;

const weightOf = (terms: Iterable<string>, weights: ReadonlyMap<string, number>): number =>
  [...terms].reduce((sum, t) => sum + (weights.get(t) ?? 0), 0);

const asks = (s: string | undefined): boolean => s?.trim().endsWith('?') ?? false;

/**
 * Each sentence's question terms. A sentence that asks a question (an FAQ entry) lends its terms
 * to the sentence after it, which is where the answer is, and counts for less itself.
 */
function termsBySentence(hit: Hit, evidence: Evidence): Set<string>[] {
  const { sentences } = hit.chunk;
  const own = sentences.map((s) => termsIn(s, evidence.weights.keys(), evidence.vocabulary));
  return own.map((terms, i) => {
    if (asks(sentences[i])) return new Set([...terms].slice(0, Math.floor(terms.size / 2)));
    return i > 0 && asks(sentences[i - 1]) ? new Set([...terms, ...(own[i - 1] ?? [])]) : terms;
  });
}

/**
 * Up to `PART_SENTENCES` sentences covering a part: greedily the one adding the most uncovered
 * weight, so each half of "How long…, and how often…?" gets its sentence; then, when the part
 * asks for a shape ("how long") that none of them has, the best sentence that has it.
 */
function coverPart(terms: readonly Set<string>[], weights: ReadonlyMap<string, number>, shape: Shape | undefined, hit: Hit, evidence: Evidence): number[] {
  const scores = terms.map((t) => weightOf(t, weights));
  const best = Math.max(0, ...scores);
  // Matched on its heading or title only: the section's opening is its answer.
  if (best === 0 && !shape) return hit.chunk.sentences.slice(0, 2).map((_, i) => i);
  const total = weightOf(weights.keys(), weights);
  const picked: number[] = [];
  const covered = new Set<string>();
  const gainOf = (t: Set<string>, i: number) => (picked.includes(i) ? -1 : weightOf([...t].filter((x) => !covered.has(x)), weights));
  while (best > 0 && picked.length < PART_SENTENCES) {
    const gains = terms.map(gainOf);
    const next = gains.indexOf(Math.max(...gains));
    const gain = gains[next] ?? 0;
    const nearBest = (scores[next] ?? 0) >= best * KEEP_RATIO;
    if (next < 0 || gain <= 0 || (picked.length > 0 && gain < total * NEW_COVERAGE && !nearBest)) break;
    picked.push(next);
    for (const t of terms[next] ?? []) covered.add(t);
  }
  const shaped = shape ? shapeSentence(hit.chunk.sentences, scores, shape, picked, [...weights.keys(), ...evidence.context], evidence) : undefined;
  return shaped === undefined ? picked : [...picked, shaped];
}

/**
 * When none of `picked` has the asked shape, the sentence that has it and shares most with the
 * part (its terms first, then the context's), if any does.
 */
function shapeSentence(sentences: readonly string[], scores: readonly number[], shape: Shape, picked: readonly number[], related: readonly string[], evidence: Evidence): number | undefined {
  if (picked.some((i) => hasShape(sentences[i] ?? '', shape))) return undefined;
  const candidates = sentences
    .map((s, i) => ({ i, score: (scores[i] ?? 0) + termsIn(s, related, evidence.vocabulary).size / 100 }))
    .filter(({ i, score }) => hasShape(sentences[i] ?? '', shape) && score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i);
  return candidates[0]?.i;
}

/** Sentences on the question's topic not yet quoted, best first, for filling up to the cap. */
function fillers(terms: readonly Set<string>[], weights: ReadonlyMap<string, number>, taken: ReadonlySet<number>): number[] {
  const scores = terms.map((t) => ([...t].some((x) => !isGeneric(x)) ? weightOf(t, weights) : 0));
  const best = Math.max(0, ...scores);
  return scores
    .map((score, i) => ({ score, i }))
    .filter(({ score, i }) => !taken.has(i) && score > 0 && score >= best * FILL_RATIO)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ i }) => i);
}

// A sentence opening with "Such", "This", "They"… leans on the one before it.
const ANAPHOR = /^(such|this|these|that|those|it|its|they|their|there)\b/i;

/**
 * Keeps quotes self-contained: a picked sentence's continuation on the question's topic ("Such
 * transfers are protected by…") or, for a picked continuation, the sentence it continues, while
 * there is room.
 */
function withAntecedents(sentences: readonly string[], terms: readonly Set<string>[], picked: Set<number>, room: () => boolean): void {
  for (const i of [...picked]) {
    if (!room()) return;
    const onTopic = (terms[i + 1]?.size ?? 0) > 0;
    if (onTopic && ANAPHOR.test(sentences[i + 1] ?? '') && !picked.has(i + 1)) picked.add(i + 1);
    else if (ANAPHOR.test(sentences[i] ?? '') && i > 0 && !picked.has(i - 1)) picked.add(i - 1);
  }
}

/** For each section of the evidence, the indices of the sentences to quote, in document order. */
export function selectSentences(evidence: Evidence): number[][] {
  const cap = evidence.hits.length > 1 ? MAX_SENTENCES_SEVERAL : MAX_SENTENCES;
  const terms = evidence.hits.map((h) => termsBySentence(h, evidence));
  const picked = evidence.hits.map(() => new Set<number>());
  const count = () => picked.reduce((n, p) => n + p.size, 0);
  const add = (hit: number, indices: readonly number[]) => {
    for (const i of indices) if (count() < cap) picked[hit]?.add(i);
  };
  for (const part of evidence.parts) {
    const hit = evidence.hits[part.hit];
    if (!hit) continue;
    const weights = new Map(part.terms.map((t) => [t, evidence.weights.get(t) ?? 0]));
    add(part.hit, coverPart(terms[part.hit] ?? [], weights, part.shape, hit, evidence));
  }
  for (const [n, hit] of evidence.hits.entries()) withAntecedents(hit.chunk.sentences, terms[n] ?? [], picked[n] ?? new Set(), () => count() < cap);
  // Filling takes turns between sections, so each part's section says more than one thing.
  const queues = evidence.hits.map((_, n) => fillers(terms[n] ?? [], evidence.weights, picked[n] ?? new Set()));
  while (count() < cap && queues.some((q) => q.length > 0)) {
    queues.forEach((queue, n) => {
      const next = queue.shift();
      if (next !== undefined) add(n, [next]);
    });
  }
  return picked.map((p) => [...p].sort((a, b) => a - b));
}

const asSentence = (s: string): string => (/[.!?]["')]?$/.test(s) ? s : `${s}.`);

/** The answer text: `Based on [A, x]: …` or, for several sections, `Based on [A, x] and [B, y]: …`. */
export function composeAnswer(evidence: Evidence): string {
  const quoted: string[] = [];
  selectSentences(evidence).forEach((indices, n) => {
    for (const i of indices) {
      const sentence = evidence.hits[n]?.chunk.sentences[i];
      if (sentence !== undefined && !quoted.includes(sentence)) quoted.push(sentence);
    }
  });
  const sources = evidence.hits.map((h) => citationOf(h.chunk)).join(' and ');
  return `Based on ${sources}: ${quoted.map(asSentence).join(' ')}`;
}
