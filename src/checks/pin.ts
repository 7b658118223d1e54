// Regression pinning (seed 002 §11.3): the reply must match the case's pinned response within
// its tolerance; drift is reported with the similarity and a readable diff.
//
// Tolerances, from strictest to loosest:
// - `exact` (the default): equal after normalizeText (NFKC, invisible characters removed).
// - `normalized`: equal after also ignoring case, whitespace and punctuation (canonicalText).
// - a number t in (0, 1]: similarity(canonicalText(reply), canonicalText(pin)) ≥ t, where
//   similarity = 1 − Levenshtein distance / length of the longer text (fastest-levenshtein,
//   counted in UTF-16 code units). So 0.9 allows one edit per ten characters, and a reply that
//   matches `normalized` always has similarity 1.
import { distance } from 'fastest-levenshtein';
import * as z from 'zod/mini';
import { normalizeText, type Finding } from '../core/index.js';
import { defineCheck, findingsOf } from './define.js';
import { pinDiff } from './pin-diff.js';

/** How close a reply must stay to its pin: `exact`, `normalized`, or a similarity in (0, 1]. */
export type PinTolerance = 'exact' | 'normalized' | number;

declare module '../core/types.js' {
  interface CaseFields {
    /** The reply this case must keep giving (seed 002 §11.3). */
    readonly pinnedResponse?: string;
    readonly pinnedTolerance?: PinTolerance;
  }
  interface TurnFields {
    readonly pinnedResponse?: string;
  }
}

export const DEFAULT_PIN_TOLERANCE: PinTolerance = 'exact';

/**
 * Above this many differing characters (after the common prefix and suffix are set aside) the
 * exact distance is too slow to compute (quadratic); the size of the differing middle is used
 * instead. That over-counts edits, so the similarity reported is a lower bound: strict, never lenient.
 */
export const MAX_EXACT_DISTANCE_CHARS = 20_000;

/** The text `normalized` compares: normalised, lower-cased, without whitespace or punctuation. */
export function canonicalText(text: string): string {
  return normalizeText(text).toLowerCase().replace(/[\s\p{P}]+/gu, '');
}

/**
 * 1 − Levenshtein distance / length of the longer text: 1 for equal texts, 0 for nothing in common.
 * @example similarity('kitten', 'sitting') // 1 - 3/7 ≈ 0.571
 */
export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

function editDistance(a: string, b: string): number {
  // A common prefix or suffix never changes the Levenshtein distance; dropping it makes the
  // usual case (a reply that changed in one place) cheap.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const middle = Math.max(endA - start, endB - start);
  return middle > MAX_EXACT_DISTANCE_CHARS ? middle : distance(a.slice(start, endA), b.slice(start, endB));
}

export interface PinComparison {
  readonly match: boolean;
  /** On the texts the tolerance compares: normalizeText for `exact`, canonicalText otherwise. */
  readonly similarity: number;
}

export function comparePin(response: string, pinned: string, tolerance: PinTolerance = DEFAULT_PIN_TOLERANCE): PinComparison {
  if (tolerance === 'exact') {
    const [a, b] = [normalizeText(response), normalizeText(pinned)];
    return { match: a === b, similarity: a === b ? 1 : similarity(a, b) };
  }
  const [a, b] = [canonicalText(response), canonicalText(pinned)];
  const s = a === b ? 1 : similarity(a, b);
  return { match: tolerance === 'normalized' ? a === b : s >= tolerance, similarity: s };
}

export const isValidTolerance = (t: unknown): t is PinTolerance =>
  t === 'exact' || t === 'normalized' || (typeof t === 'number' && t > 0 && t <= 1);

const describe = (t: PinTolerance): string => (typeof t === 'number' ? `similarity ≥ ${t}` : t);

const tolerance = z.union([
  z.enum(['exact', 'normalized']),
  z.number().check(z.gt(0, 'a similarity threshold is above 0'), z.lte(1, 'a similarity threshold is at most 1')),
]);

const { pass, fail } = findingsOf('pin', 'pin');

export const pin = defineCheck({
  name: 'pin',
  fields: { pinnedResponse: z.optional(z.string()), pinnedTolerance: z.optional(tolerance) },
  turnFields: { pinnedResponse: z.optional(z.string()) },
  fromTurn: (turn, conversation) =>
    turn.pinnedResponse === undefined ? {} : { pinnedResponse: turn.pinnedResponse, pinnedTolerance: conversation.pinnedTolerance ?? 'exact' },
  // A pin records the answer to the base prompt, not to a transformed one.
  fuzz: 'omit',
  applies: (c) => c.pinnedResponse !== undefined,
  run(reply, c): Finding {
    const pinned = c.pinnedResponse ?? '';
    const t = c.pinnedTolerance ?? DEFAULT_PIN_TOLERANCE;
    if (!isValidTolerance(t)) {
      return fail(`pinnedTolerance ${JSON.stringify(t)} is not "exact", "normalized" or a number in (0, 1]`);
    }
    const { match, similarity: s } = comparePin(reply.raw, pinned, t);
    const data = { tolerance: t, similarity: round(s) };
    return match
      ? pass(`matches its pin (${describe(t)}${s < 1 ? `: ${round(s)}` : ''})`, { data })
      : fail(`drifted from its pin (${describe(t)}): similarity ${round(s)}`, { evidence: pinDiff(pinned, reply.raw), data });
  },
});

const round = (x: number): number => Math.floor(x * 1000) / 1000;
