// Where a text's sentences and clauses are, worked out once per text: every specific asks.
//
// A sentence is what Intl.Segmenter says, cut at line breaks too (lists, headings). A clause is a
// stretch of a sentence that says one thing: negation and subjects are scoped to it.
import { sentenceSpans } from '../../core/index.js';

export interface Clause {
  readonly start: number;
  readonly end: number;
}

export interface Layout {
  readonly text: string;
  readonly sentences: readonly Clause[];
  /** The sentence and the clause that hold an offset. */
  at(offset: number): { readonly sentence: Clause; readonly clause: Clause };
  /** The index in `sentences` of the sentence that holds an offset (−1 outside every sentence). */
  sentenceAt(offset: number): number;
}


/**
 * No sentence a person writes is longer: a longer one (hostile text, a run-on list) is cut into
 * pieces this long, so everything read around one specific stays bounded and a reply is read in
 * linear time.
 */
export const LONGEST_SENTENCE = 1000;

/** @example layoutOf('It is not 30 days; it is 35.').at(20).clause // the clause "it is 35." */
export function layoutOf(text: string): Layout {
  const list = sentences(text);
  const split = new Map<Clause, readonly Clause[]>();
  const whole: Clause = { start: 0, end: text.length };
  const sentenceAt = (offset: number): number => {
    const i = lastStartingBy(list, offset);
    return i >= 0 && offset < list[i]!.end ? i : -1;
  };
  return {
    text,
    sentences: list,
    sentenceAt,
    at(offset) {
      const i = sentenceAt(offset);
      const sentence = i >= 0 ? list[i]! : whole;
      let parts = split.get(sentence);
      if (!parts) split.set(sentence, (parts = clauses(text, sentence)));
      const j = lastStartingBy(parts, offset);
      const clause = j >= 0 && offset < parts[j]!.end ? parts[j]! : sentence;
      return { sentence, clause };
    },
  };
}

/** The index of the last of `spans` (sorted, disjoint) starting at or before `offset`, or −1. */
function lastStartingBy(spans: readonly Clause[], offset: number): number {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]!.start <= offset) lo = mid + 1;
    else hi = mid - 1;
  }
  return hi;
}

function sentences(text: string): Clause[] {
  const out: Clause[] = [];
  let from = 0;
  for (const line of text.split('\n')) {
    sentencesOfLine(text, from, from + line.length, out);
    from += line.length + 1;
  }
  return out;
}

function sentencesOfLine(text: string, start: number, end: number, out: Clause[]): void {
  for (const [from, to] of sentenceSpans(text, start, end)) push(out, from, to, text);
}

/** A sentence without its surrounding blanks, in pieces of at most LONGEST_SENTENCE. */
function push(out: Clause[], start: number, end: number, text: string): void {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  for (let at = start; at < end; at += LONGEST_SENTENCE) out.push({ start: at, end: Math.min(end, at + LONGEST_SENTENCE) });
}

// Where a new clause begins inside a sentence: ; : — – ( ), "but", "however", "whereas",
// "although", "instead", and a comma or "and" before a new subject.
const CLAUSE_BREAK =
  /\s*[;:()—–]\s*|\s+-\s+|,?\s+(?:but|however|whereas|although|though|while|yet|instead|rather,|so)\b|,\s+(?=(?:it|they|we|this|that|these|those|which|who|you|our|the policy|the vault)\b)|\s+and\s+(?=(?:it|they|we|this|you|our)\b)/gi;

// A sentence opening with a subordinate clause ("If the director cannot resolve it, …") ends it at its first comma.
const SUBORDINATE = /^\s*(?:if|when|whenever|unless|once|although|though|because|since|while|after|before|where|as soon as|until)\b[^,;]*,/i;

/** The clauses of the sentence [start, end) of `text`. */
function clauses(text: string, s: Clause): Clause[] {
  const out: Clause[] = [];
  const sentence = text.slice(s.start, s.end);
  let from = 0;
  const subordinate = SUBORDINATE.exec(sentence);
  if (subordinate) {
    out.push({ start: s.start, end: s.start + subordinate[0].length - 1 });
    from = subordinate[0].length;
  }
  CLAUSE_BREAK.lastIndex = 0;
  for (let m = CLAUSE_BREAK.exec(sentence); m; m = CLAUSE_BREAK.exec(sentence)) {
    if (m.index < from) continue;
    if (m.index > from) out.push({ start: s.start + from, end: s.start + m.index });
    from = m.index + m[0].length;
    if (m[0].length === 0) CLAUSE_BREAK.lastIndex++;
  }
  if (from < sentence.length) out.push({ start: s.start + from, end: s.end });
  return out;
}

