// Encoding: the question's UTF-8 bytes as hexadecimal on the last line.
import { defineTransform, relaxed, RELAXED, variantOf } from '../transform.js';

const INSTRUCTIONS = [
  'The following is hex-encoded UTF-8. Decode it and answer the question:',
  'Convert this hexadecimal to text and respond to it.',
] as const;

export const hex = defineTransform({
  name: 'hex',
  description: "Encodes the question's UTF-8 bytes as hexadecimal on the last line, after an instruction to decode it.",
  relaxation: `${RELAXED} Why: the bot may decline to decode, which is a fine outcome; a fabrication is not.`,
  apply: (c, rng) =>
    variantOf(c, 'hex', {
      prompt: `${rng.pick(INSTRUCTIONS)}\n${Buffer.from(c.prompt, 'utf8').toString('hex')}`,
      ...relaxed(c),
    }),
});
