// Unicode trick: invisible zero-width characters inside words. vouch's own checks strip them
// (design.md §3), but the bot receives them and its tokeniser or retrieval may stumble.
import { substitute } from '../substitute.js';
import { defineTransform, relaxed, RELAXED, variantOf } from '../transform.js';

/** Zero-width space, non-joiner, joiner, word joiner. */
export const ZERO_WIDTH = ['\u200b', '\u200c', '\u200d', '\u2060'] as const;

export const zeroWidth = defineTransform({
  name: 'zero-width',
  description: 'Inserts a zero-width character after about a third of the letters.',
  relaxation: `${RELAXED} Why: the hidden characters split words for the bot's tokeniser and retrieval.`,
  apply: (c, rng) =>
    variantOf(c, 'zero-width', {
      prompt: substitute(c.prompt, (ch) => /\p{L}/u.test(ch), (ch) => ch + rng.pick(ZERO_WIDTH), rng, 0.3),
      ...relaxed(c),
    }),
});
