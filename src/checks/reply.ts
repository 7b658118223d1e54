// A bot reply prepared once for every check: normalised, lower-cased, citations parsed on first use.
import { foldText, normalizeText } from '../core/text.js';
import { parseCitations, type Citation } from './citations/parse.js';

export interface ReplyOptions {
  readonly fallbackPhrases: readonly string[];
  readonly citationPattern?: RegExp;
}

export interface Reply {
  /** As the bot sent it. */
  readonly raw: string;
  /** NFKC with invisible characters removed: what checks compare. */
  readonly text: string;
  readonly lower: string;
  readonly citations: readonly Citation[];
  /** The first fallback phrase the reply contains, if any. */
  readonly fallback: string | undefined;
}

export function makeReply(raw: string, opts: ReplyOptions): Reply {
  const text = normalizeText(raw);
  const lower = text.toLowerCase();
  let citations: readonly Citation[] | undefined;
  let fallback: { value: string | undefined } | undefined;
  return {
    raw,
    text,
    lower,
    get citations() {
      return (citations ??= parseCitations(text, opts.citationPattern));
    },
    get fallback() {
      fallback ??= { value: findFallback(text, lower, opts.fallbackPhrases) };
      return fallback.value;
    },
  };
}

function findFallback(text: string, lower: string, phrases: readonly string[]): string | undefined {
  const folded = foldReply(text, lower);
  return phrases.find((p) => folded.includes(foldedPhrase(p)));
}

// ASCII is its own NFKC form and holds no invisible characters: folding it needs only the case
// (already done in `lower`) and the spaces. Other text takes the full foldText.
const ASCII = /^[\x00-\x7f]*$/;
// Whitespace that folding would change: a run of two, or any that is not a plain space.
const UNFOLDED_SPACE = /\s\s|[^\S ]/;

function foldReply(text: string, lower: string): string {
  if (!ASCII.test(text)) return foldText(text);
  return UNFOLDED_SPACE.test(lower) ? lower.replace(/\s+/g, ' ').trim() : lower.trim();
}

/** Phrases are a suite setting, the same for every trial: fold each once. */
const foldedPhrases = new Map<string, string>();

function foldedPhrase(phrase: string): string {
  let folded = foldedPhrases.get(phrase);
  if (folded === undefined) {
    folded = foldText(phrase);
    if (foldedPhrases.size < 1024) foldedPhrases.set(phrase, folded);
  }
  return folded;
}
