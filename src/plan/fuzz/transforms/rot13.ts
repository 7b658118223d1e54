// Encoding: ROT13 (Latin letters rotated by 13, everything else kept) on the last line.
import { defineTransform, relaxed, RELAXED, variantOf } from '../transform.js';

const INSTRUCTIONS = [
  'This question is ROT13-encoded. Decode it and answer:',
  'Apply ROT13 to the text below and respond to the result.',
] as const;

/** ROT13 is its own inverse: rot13(rot13(s)) === s. */
export function rot13(text: string): string {
  return text.replace(/[a-z]/gi, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    return String.fromCharCode(((ch.charCodeAt(0) - base + 13) % 26) + base);
  });
}

export const rot13Transform = defineTransform({
  name: 'rot13',
  description: 'Encodes the question with ROT13 on the last line, after an instruction to decode it.',
  relaxation: `${RELAXED} Why: the bot may decline to decode, which is a fine outcome; a fabrication is not.`,
  apply: (c, rng) => variantOf(c, 'rot13', { prompt: `${rng.pick(INSTRUCTIONS)}\n${rot13(c.prompt)}`, ...relaxed(c) }),
});
