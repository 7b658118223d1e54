// Encoding (seed 002 §11.2): the question as Base64 on the last line, with an instruction to decode it.
import { defineTransform, relaxed, RELAXED, variantOf } from '../transform.js';

const INSTRUCTIONS = [
  'Decode this Base64 message and respond to it:',
  'The following question is Base64-encoded. Decode it and answer it.',
  'Please answer the Base64-encoded question below.',
] as const;

export const base64 = defineTransform({
  name: 'base64',
  description: 'Encodes the question (UTF-8) as Base64 on the last line, after an instruction to decode and answer it.',
  relaxation: `${RELAXED} Why: the bot may decline to decode, which is a fine outcome; a fabrication is not.`,
  apply: (c, rng) =>
    variantOf(c, 'base64', {
      prompt: `${rng.pick(INSTRUCTIONS)}\n${Buffer.from(c.prompt, 'utf8').toString('base64')}`,
      ...relaxed(c),
    }),
});
