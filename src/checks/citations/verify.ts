// The seed's citation levels (design.md §2): 1 the label resolves, 2 the file is in the vault,
// 3 the section's significant words occur in the file. Level 4 (the required source) is per case.
import { significantWords } from '../../core/index.js';
import { resolveCitation, type Vault } from '../../vault/index.js';
import type { Citation } from './parse.js';

export type CitationProblem = 'unknown source' | 'cited file not in vault' | 'section not supported by content';

export interface CitationVerdict {
  readonly citation: Citation;
  /** The vault file the label resolved to. */
  readonly file?: string;
  /** What failed, or undefined when levels 1–3 hold. */
  readonly problem?: CitationProblem;
  /** Level 3 detail: the significant words of the section found in the file, out of all of them. */
  readonly support?: { readonly found: readonly string[]; readonly missing: readonly string[] };
}

/** Share of a section's significant words that must occur in the file (the seed's ≥ 50%). */
export const SECTION_SUPPORT = 0.5;

export function verifyCitation(
  citation: Citation,
  vault: Vault,
  sources: Readonly<Record<string, string>>,
): CitationVerdict {
  const levels = memoFor(vault, sources);
  // Length-prefixed, so no label and section can pose as another pair.
  const key = `${citation.label.length}:${citation.label}${citation.section ?? ''}`;
  let found = levels.get(key);
  if (!found) {
    found = checkLevels(citation, vault, sources);
    if (levels.size < MEMO_LIMIT) levels.set(key, found);
  }
  return { citation, ...found };
}

type Levels = Omit<CitationVerdict, 'citation'>;

/**
 * Levels 1–3 depend only on the label, the section, the vault and the extra sources, and bots cite
 * the same few documents over and over: each is worked out once per vault. Bounded, so a bot
 * inventing endless labels costs time, not memory.
 */
const MEMO_LIMIT = 10_000;
const memo = new WeakMap<Vault, WeakMap<object, Map<string, Levels>>>();

function memoFor(vault: Vault, sources: object): Map<string, Levels> {
  let bySources = memo.get(vault);
  if (!bySources) memo.set(vault, (bySources = new WeakMap()));
  let levels = bySources.get(sources);
  if (!levels) bySources.set(sources, (levels = new Map()));
  return levels;
}

function checkLevels(citation: Citation, vault: Vault, sources: Readonly<Record<string, string>>): Levels {
  const { file, doc, section } = resolveCitation(vault, citation.label, citation.section, sources);
  if (!file) return { problem: 'unknown source' };
  if (!doc) return { file, problem: 'cited file not in vault' };
  const words = [...new Set(significantWords(section ?? ''))];
  if (words.length === 0) return { file };
  const found = words.filter((w) => doc.lower.includes(w));
  const support = { found, missing: words.filter((w) => !found.includes(w)) };
  return found.length / words.length >= SECTION_SUPPORT ? { file, support } : { file, support, problem: 'section not supported by content' };
}
