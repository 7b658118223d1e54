// What retrieval is asked for: the question's terms, the parts the question asks one by one, the
// answer shape each part wants, and the words that only name the kind of answer wanted.
import { normalizeText } from 'vouch';
import { STOP_WORDS } from './lexicon.js';
import { splitParts } from './question.js';
import { askedShape, type Shape } from './shapes.js';
import { isGeneric, questionTerms, questionWords, term } from './terms.js';

export interface QueryPart {
  readonly terms: readonly string[];
  readonly shape?: Shape;
}

export interface Query {
  /** Every term of the question, in order. */
  readonly terms: readonly string[];
  /** One entry per thing the question asks; at least one. */
  readonly parts: readonly QueryPart[];
  /**
   * Terms that name the kind of answer wanted ("which algorithm", "what TLS version"): a source
   * answers with an instance ("AES-256", "TLS 1.2") and rarely repeats the category word, so a
   * section lacking one is not held to it in full (see evidence.ts), nor is it a topic word.
   */
  readonly typed: ReadonlySet<string>;
  /** Terms from around the question (premises, earlier turns): ranking only. */
  readonly context: readonly string[];
  /** Each term's word as the question spelt it, for correcting typos against the vault. */
  readonly spelling: ReadonlyMap<string, string>;
}

/** A query of bare terms, one part, for callers that have no question text (claims, tests). */
export function termsQuery(terms: readonly string[], context: readonly string[] = []): Query {
  return { terms, parts: [{ terms }], typed: new Set(), context, spelling: new Map() };
}

/**
 * @example
 * buildQuery('How is access granted, and how often are risks assessed?').parts.length; // → 2
 */
export function buildQuery(question: string, context: readonly string[] = []): Query {
  const typed = typedTerms(question);
  const texts = splitParts(question);
  const parts = mergeElliptical(withAntecedents(texts.map(toPart), texts), typed);
  const spelling = questionWords(question);
  const terms = [...spelling.keys()];
  return { terms, parts: parts.length ? parts : [{ terms }], typed, context, spelling };
}

// "…, and who can access them?": the part is about what an earlier part named.
const REFERS_BACK = /\b(?:it|they|them|those|these)\b/i;

/**
 * A part that points back with a pronoun also carries the previous part's terms, so "How are keys
 * handled, and who can access them?" looks for access to keys, not for access in general.
 */
function withAntecedents(parts: readonly QueryPart[], texts: readonly string[]): QueryPart[] {
  return parts.map((part, i) => {
    const previous = parts[i - 1];
    return previous && REFERS_BACK.test(texts[i] ?? '') ? join(part, { terms: previous.terms }) : part;
  });
}

function toPart(text: string): QueryPart {
  const terms = questionTerms(text);
  const shape = askedShape(text);
  return shape ? { terms, shape } : { terms };
}

/**
 * A part with no topic word of its own ("…, and with which algorithm?") continues the part
 * before it (or, first, the one after it) rather than being asked alone.
 */
function mergeElliptical(parts: readonly QueryPart[], typed: ReadonlySet<string>): QueryPart[] {
  const out: QueryPart[] = [];
  let pending: QueryPart | undefined;
  for (const part of parts) {
    const own = part.terms.some((t) => !isGeneric(t) && !typed.has(t)) || part.shape !== undefined;
    const joined = pending ? join(pending, part) : part;
    const last = out.at(-1);
    if (own) {
      out.push(joined);
      pending = undefined;
    } else if (last) out[out.length - 1] = join(last, joined);
    else pending = joined;
  }
  if (pending) out.push(pending);
  return out.filter((p) => p.terms.length > 0 || p.shape !== undefined);
}

function join(a: QueryPart, b: QueryPart): QueryPart {
  const terms = [...new Set([...a.terms, ...b.terms])];
  const shape = a.shape ?? b.shape;
  return shape ? { terms, shape } : { terms };
}

const WORDS = /[\p{L}\p{N}][\p{L}\p{N}'-]*/gu;
const HEAD_MAX = 2;

/**
 * The head noun after "which"/"what" when it closes within two words ("which algorithm?",
 * "what TLS version do…" → "version"). "What is…" and "what kind of encryption…" name none:
 * there the next word is a stop word, and the topic follows.
 */
function typedTerms(question: string): Set<string> {
  const words = normalizeText(question).toLowerCase().match(WORDS) ?? [];
  const out = new Set<string>();
  words.forEach((w, i) => {
    if (w !== 'which' && w !== 'what') return;
    let j = i + 1;
    while (j < words.length && j - i <= HEAD_MAX && !STOP_WORDS.has(words[j] ?? '')) j++;
    const head = words[j - 1];
    const closed = j === words.length || STOP_WORDS.has(words[j] ?? '');
    if (j > i + 1 && closed && head) out.add(term(head));
  });
  return out;
}
