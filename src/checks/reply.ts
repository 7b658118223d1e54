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
      fallback ??= { value: findFallback(text, opts.fallbackPhrases) };
      return fallback.value;
    },
  };
}

function findFallback(text: string, phrases: readonly string[]): string | undefined {
  const folded = foldText(text);
  return phrases.find((p) => folded.includes(foldText(p)));
}
