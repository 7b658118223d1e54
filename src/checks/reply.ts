// A bot reply prepared once for every check: normalised, lower-cased, citations parsed and the
// fallback phrase looked for on first use.
import { foldText, normalizeText } from '../core/index.js';
import { parseCitations, type Citation } from './citations/parse.js';

export interface ReplyOptions {
  readonly fallbackPhrases: readonly string[];
  /** A suite's `citation.pattern` (see parseCitations). */
  readonly citationPattern?: string;
}

export interface Reply {
  /** As the bot sent it. */
  readonly raw: string;
  /** NFKC, invisible characters removed, quotes made plain: what checks compare and spans point into. */
  readonly text: string;
  readonly lower: string;
  readonly citations: readonly Citation[];
  /** The first fallback phrase the reply contains, if any (design §3). */
  readonly fallback: string | undefined;
  /**
   * Work several checks share on this reply, done by the first that asks: `key` names the work
   * (a constant the checks share), `compute` does it. The grounding read is asked for twice. A
   * reply is checked in one context (its trial's history and the run's settings), so work that
   * depends on the context may be shared too; a reply read in another context needs a new Reply.
   */
  once<T>(key: object, compute: () => T): T;
}

/** @example makeReply('**My current security clearance … protocol!**', { fallbackPhrases }).fallback // the phrase */
export function makeReply(raw: string, opts: ReplyOptions): Reply {
  const text = normalizeText(raw);
  const lower = text.toLowerCase();
  let citations: readonly Citation[] | undefined;
  let fallback: { value: string | undefined } | undefined;
  let shared: Map<object, unknown> | undefined;
  return {
    raw,
    text,
    lower,
    get citations() {
      return (citations ??= parseCitations(text, opts.citationPattern));
    },
    get fallback() {
      fallback ??= { value: findFallback(lower, opts.fallbackPhrases) };
      return fallback.value;
    },
    once<T>(key: object, compute: () => T): T {
      shared ??= new Map();
      if (!shared.has(key)) shared.set(key, compute());
      return shared.get(key) as T;
    },
  };
}

// Markdown emphasis a bot may wrap the phrase in: `**…**`, `_…_`, `` `…` ``.
const EMPHASIS = /[*_`]+/g;
const TRAILING_PUNCTUATION = /[\s.!?…]+$/u;
/** Whitespace the collapse would change: any but a lone space. */
const UNCOLLAPSED = /[^\S ]| {2}/;

function findFallback(lower: string, phrases: readonly string[]): string | undefined {
  if (phrases.length === 0) return undefined;
  const plain = lower.replace(EMPHASIS, '');
  // Rebuilding a reply whose spaces are already single ones was a fifth of the checks' time.
  const folded = UNCOLLAPSED.test(plain) ? plain.replace(/\s+/g, ' ') : plain;
  return phrases.find((p) => {
    const wanted = foldedPhrase(p);
    return wanted !== '' && folded.includes(wanted);
  });
}

/** Phrases are a suite setting, the same for every trial: fold each once. */
const foldedPhrases = new Map<string, string>();

function foldedPhrase(phrase: string): string {
  let folded = foldedPhrases.get(phrase);
  if (folded === undefined) {
    // The phrase's own final punctuation is optional: "…protocol", "…protocol." and "…protocol!" all count.
    folded = foldText(phrase.replace(EMPHASIS, '')).replace(TRAILING_PUNCTUATION, '');
    if (foldedPhrases.size < 1024) foldedPhrases.set(phrase, folded);
  }
  return folded;
}
