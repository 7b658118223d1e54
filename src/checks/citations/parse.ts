// Finding citations in a reply (design §2): each bracket group of a "based on" clause, which runs
// to the next colon outside brackets (or the end of the line). Prose mentions are not citations.
// One left-to-right pass: a reply is hostile input, so no character is scanned twice.
import { matchAll } from '../regex.js';

export interface Citation {
  /** The bracket group as written, e.g. `[SOC 2 Type II Report, Logical Access]`. */
  readonly raw: string;
  readonly label: string;
  readonly section?: string;
}

const BASED_ON = /\bbased\s+on\b/giu;
// The same clause without the u flag, which V8 matches about ten times faster. The two differ only
// on the two characters Unicode case folding maps into ASCII here: ſ (folds to s) and the Kelvin
// sign K (folds to k, and counts as a word character for \b).
const BASED_ON_ASCII = /\bbased\s+on\b/gi;
const FOLDS_INTO_ASCII = /[\u017f\u212a]/;

/**
 * All citations in `text`, in order. `pattern` (a suite's `citation.pattern`: a regular expression
 * read case-insensitively, run on the linear-time engine) replaces the default syntax; its first
 * capture group is one citation's "LABEL, SECTION" text.
 */
export function parseCitations(text: string, pattern?: string): Citation[] {
  return pattern ? byPattern(text, pattern) : byBasedOnClause(text);
}

function byBasedOnClause(text: string): Citation[] {
  const found: Citation[] = [];
  let scanned = 0;
  for (const m of text.matchAll(FOLDS_INTO_ASCII.test(text) ? BASED_ON : BASED_ON_ASCII)) {
    // A "based on" inside a clause already read belongs to that clause.
    if (m.index < scanned) continue;
    scanned = clause(text, m.index + m[0].length, found);
  }
  return found;
}

/** Reads the clause from `from` to the first colon outside brackets or the line's end; returns where it stopped. */
function clause(text: string, from: number, found: Citation[]): number {
  let i = from;
  while (i < text.length) {
    const ch = text.charCodeAt(i);
    if (ch === 0x3a || ch === 0x0a) return i; // ':' or newline
    if (ch !== 0x5b) {
      i++;
      continue;
    }
    const close = closingBracket(text, i + 1);
    if (close < 0) return -close; // broken group: the clause ends where it broke
    found.push(toCitation(text.slice(i, close + 1), text.slice(i + 1, close)));
    i = close + 1;
  }
  return i;
}

/** The index of the `]` closing a group opened just before `from`, or minus where the group broke (`[` or a newline first). */
function closingBracket(text: string, from: number): number {
  for (let j = from; j < text.length; j++) {
    const ch = text.charCodeAt(j);
    if (ch === 0x5d) return j;
    if (ch === 0x5b || ch === 0x0a) return -j;
  }
  return -text.length;
}

/** Flags a citation pattern is read with. */
export const CITATION_PATTERN_FLAGS = 'iu';

function byPattern(text: string, pattern: string): Citation[] {
  return [...matchAll(pattern, CITATION_PATTERN_FLAGS, text)].map((m) => toCitation(m.whole, m.group ?? m.whole));
}

function toCitation(raw: string, inner: string): Citation {
  const comma = inner.indexOf(',');
  const label = (comma < 0 ? inner : inner.slice(0, comma)).trim();
  const section = comma < 0 ? undefined : inner.slice(comma + 1).trim() || undefined;
  return section === undefined ? { raw, label } : { raw, label, section };
}
