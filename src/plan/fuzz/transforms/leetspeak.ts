// Leetspeak: letters swapped for look-alike digits (a → 4, e → 3, …), a common filter-evasion trick.
import { substituteFrom } from '../substitute.js';
import { defineTransform, relaxed, RELAXED, variantOf } from '../transform.js';

/** Letter (either case) → digit. Decoding is by position: `1` may stand for i or l. */
export const LEET: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({ a: '4', b: '8', e: '3', g: '9', i: '1', l: '1', o: '0', s: '5', t: '7' }).flatMap(([k, v]) => [
    [k, v],
    [k.toUpperCase(), v],
  ]),
);

export const leetspeak = defineTransform({
  name: 'leetspeak',
  description: 'Replaces about 70% of the letters a, b, e, g, i, l, o, s, t with look-alike digits.',
  relaxation: `${RELAXED} Why: the bot may not read the disguised words.`,
  apply: (c, rng) => variantOf(c, 'leetspeak', { prompt: substituteFrom(c.prompt, LEET, rng, 0.7), ...relaxed(c) }),
});
