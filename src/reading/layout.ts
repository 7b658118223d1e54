// Where a text's sentences and clauses are. A sentence is what Intl.Segmenter says (read a window
// at a time: core/sentences.ts), cut at line breaks too (list items, headings, table rows), and cut
// into pieces of LONGEST_SENTENCE characters when longer (hostile text). A clause is a stretch of a
// sentence that says one thing — negation and what a value is about are scoped to it — and ends at
// ; : ( ) — – or before a word that starts another ("but", "however", "which"…).
import { sentenceSpans } from '../core/index.js';
import type { Token } from './tokens.js';

export interface Span {
  readonly start: number;
  readonly end: number;
}

/** Token indices [from, to) with the characters they cover. */
export interface Stretch extends Span {
  readonly from: number;
  readonly to: number;
}

export interface Sentence extends Stretch {
  readonly clauses: readonly Stretch[];
  /** It ends with a question mark. */
  readonly question: boolean;
}

/** No sentence a person writes is longer: a longer one is cut, so all reading around one specific stays bounded. */
export const LONGEST_SENTENCE = 1000;

/** @example layoutOf('It is not 30 days; it is 35.', tokenize(…)).sentences[0].clauses.length // 2 */
export function sentencesOf(text: string, tokens: readonly Token[]): Sentence[] {
  const out: Sentence[] = [];
  let k = 0;
  let lineStart = 0;
  for (let nl = text.indexOf('\n'); ; nl = text.indexOf('\n', lineStart)) {
    const lineEnd = nl < 0 ? text.length : nl;
    for (const [s, e] of sentenceSpans(text, lineStart, lineEnd)) {
      for (let at = s; at < e; at += LONGEST_SENTENCE) {
        const end = Math.min(e, at + LONGEST_SENTENCE);
        while (k < tokens.length && tokens[k]!.end <= at) k++;
        const from = k;
        while (k < tokens.length && tokens[k]!.start < end) k++;
        if (k > from) out.push(sentence(tokens, from, k, text));
      }
    }
    if (nl < 0) break;
    lineStart = nl + 1;
  }
  return out;
}

/** The lines of a text already cut into sentences (a vault passage), as sentences, without segmenting them again. */
export function linesOf(text: string, tokens: readonly Token[]): Sentence[] {
  const out: Sentence[] = [];
  let from = 0;
  for (let k = 1; k <= tokens.length; k++) {
    if (k === tokens.length || tokens[k]!.gap === '\n' || tokens[k]!.start - tokens[from]!.start >= LONGEST_SENTENCE) {
      out.push(sentence(tokens, from, k, text));
      from = k;
    }
  }
  return out;
}

function sentence(tokens: readonly Token[], from: number, to: number, text: string): Sentence {
  const last = tokens[to - 1]!;
  const question = last.text === '?' || (last.kind === 'symbol' && tokens[to - 2]?.text === '?') || text.slice(last.end, last.end + 1) === '?';
  return { from, to, start: tokens[from]!.start, end: last.end, clauses: clausesOf(tokens, from, to), question };
}

const BREAK_SYMBOLS = new Set([';', ':', '(', ')', '—', '–', '[', ']']);
// Words that open another clause inside a sentence.
const OPENERS = new Set(['but', 'however', 'whereas', 'although', 'though', 'while', 'yet', 'instead', 'so', 'which', 'whereby']);
// After a comma, these open a new clause: "…, and it is kept 30 days", "…, which is…".
const SUBJECTS = new Set(['it', 'they', 'we', 'this', 'that', 'these', 'those', 'you', 'our', 'he', 'she', 'there', 'each', 'all']);
// A sentence opening with one of these ends its first clause at the first comma: "If the director cannot resolve it, …".
const SUBORDINATORS = new Set(['if', 'when', 'whenever', 'unless', 'once', 'although', 'though', 'because', 'since', 'while', 'after', 'before', 'where', 'until', 'as']);

// What a subordinate clause's subject opens with: "before the site shuts", "until it is repaired".
const DETERMINERS = new Set(['the', 'a', 'an', 'it', 'they', 'we', 'you', 'your', 'our', 'their', 'its', 'this', 'that', 'these', 'those', 'he', 'she', 'i']);

function clausesOf(tokens: readonly Token[], from: number, to: number): Stretch[] {
  const out: Stretch[] = [];
  let start = from;
  const close = (end: number, next: number): void => {
    if (end > start) out.push({ from: start, to: end, start: tokens[start]!.start, end: tokens[end - 1]!.end });
    start = next;
  };
  const subordinate = SUBORDINATORS.has(tokens[from]!.lower);
  let firstComma = true;
  for (let i = from; i < to; i++) {
    const t = tokens[i]!;
    if (t.kind === 'symbol' && (BREAK_SYMBOLS.has(t.text) || (t.text === '-' && t.gap === ' ' && tokens[i + 1]?.gap === ' '))) close(i, i + 1);
    else if (t.text === ',') {
      const next = tokens[i + 1];
      const after = tokens[i + 2];
      const opens = next && (OPENERS.has(next.lower) || SUBJECTS.has(next.lower) || ((next.lower === 'and' || next.lower === 'or') && after && SUBJECTS.has(after.lower)));
      if ((subordinate && firstComma) || opens) close(i, i + 1);
      firstComma = false;
    } else if (t.kind === 'word' && i > start && OPENERS.has(t.lower) && t.lower !== 'so' && t.lower !== 'which') close(i, i);
    // "…, so the final check is done before the site shuts at 6pm": a subordinate clause with a subject of its own.
    else if (t.kind === 'word' && i > start && SUBORDINATORS.has(t.lower) && DETERMINERS.has(tokens[i + 1]?.lower ?? '')) close(i, i);
  }
  close(to, to);
  return out;
}

/** The index of the last of `spans` (sorted, disjoint) starting at or before `offset`, or −1. */
export function lastStartingBy(spans: readonly Span[], offset: number): number {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]!.start <= offset) lo = mid + 1;
    else hi = mid - 1;
  }
  return hi;
}
