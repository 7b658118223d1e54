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
import { normalizeText } from '../core/text.js';
import type { Finding, PinTolerance } from '../core/types.js';
import { fail, pass, type Check } from './check.js';
import { pinDiff } from './pin-diff.js';

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

export const pin: Check = {
  name: 'pin',
  applies: (c) => c.pinnedResponse !== undefined,
  run(c, reply): Finding {
    const pinned = c.pinnedResponse ?? '';
    const tolerance = c.pinnedTolerance ?? DEFAULT_PIN_TOLERANCE;
    if (!isValidTolerance(tolerance)) {
      return fail('pin', 'pin', `pinnedTolerance ${JSON.stringify(tolerance)} is not "exact", "normalized" or a number in (0, 1]`);
    }
    const { match, similarity: s } = comparePin(reply.raw, pinned, tolerance);
    const data = { tolerance, similarity: round(s) };
    return match
      ? pass('pin', 'pin', `matches its pin (${describe(tolerance)}${s < 1 ? `: ${round(s)}` : ''})`, { data })
      : fail('pin', 'pin', `drifted from its pin (${describe(tolerance)}): similarity ${round(s)}`, {
          evidence: pinDiff(pinned, reply.raw),
          data,
        });
  },
};

const round = (x: number): number => Math.floor(x * 1000) / 1000;
