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

/**
 * Run with `exec` on the pattern itself, not `matchAll`: matchAll copies the pattern on every call,
 * and under a run's frequent collections each copy was compiled again (30 µs a reply, 5% of a run's
 * CPU). `lastIndex` is set before each use; nothing else runs in between.
 */
function byBasedOnClause(text: string): Citation[] {
  const found: Citation[] = [];
  const pattern = FOLDS_INTO_ASCII.test(text) ? BASED_ON : BASED_ON_ASCII;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    // A "based on" inside the clause just read belongs to that clause: the search goes on after it.
    pattern.lastIndex = Math.max(pattern.lastIndex, clause(text, m.index + m[0].length, found));
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

/** A bracket group's text as a citation: LABEL and SECTION split at the first comma (design §2). */
export function toCitation(raw: string, inner: string): Citation {
  const comma = inner.indexOf(',');
  const label = (comma < 0 ? inner : inner.slice(0, comma)).trim();
  const section = comma < 0 ? undefined : inner.slice(comma + 1).trim() || undefined;
  return section === undefined ? { raw, label } : { raw, label, section };
}
