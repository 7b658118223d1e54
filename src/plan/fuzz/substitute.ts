// Character-level rewriting shared by the Unicode and leetspeak transforms.
import type { Rng } from './rng.js';

/**
 * Rewrites each character `eligible` accepts with probability `p` — and always at least one when
 * any is eligible, so a variant never equals its base by chance. Works on code points, so
 * surrogate pairs stay whole. `rewrite` runs only on the chosen characters, in text order.
 */
export function substitute(
  text: string,
  eligible: (ch: string) => boolean,
  rewrite: (ch: string) => string,
  rng: Rng,
  p: number,
): string {
  const chars = [...text];
  const candidates = chars.flatMap((ch, i) => (eligible(ch) ? [i] : []));
  if (candidates.length === 0) return text;
  const chosen = new Set(candidates.filter(() => rng.chance(p)));
  if (chosen.size === 0) chosen.add(rng.pick(candidates));
  return chars.map((ch, i) => (chosen.has(i) ? rewrite(ch) : ch)).join('');
}

/** `substitute` driven by a lookup table. */
export function substituteFrom(text: string, table: Readonly<Record<string, string>>, rng: Rng, p: number): string {
  return substitute(text, (ch) => Object.hasOwn(table, ch), (ch) => table[ch] as string, rng, p);
}
