// Unicode trick: Latin letters swapped for Cyrillic and Greek look-alikes. NFKC does not fold
// these, so the text the bot receives genuinely differs while reading the same to a person.
import { wordTable } from '../../../core/index.js';
import { substituteFrom } from '../substitute.js';
import { defineTransform, relaxed, RELAXED, variantOf } from '../transform.js';

/** Latin letter → a visually identical letter from another script. */
export const HOMOGLYPHS = wordTable<string>({
  a: '\u0430', c: '\u0441', e: '\u0435', i: '\u0456', j: '\u0458', o: '\u043e', p: '\u0440',
  s: '\u0455', x: '\u0445', y: '\u0443', A: '\u0391', B: '\u0392', C: '\u0421', E: '\u0395',
  H: '\u0397', I: '\u0399', K: '\u039a', M: '\u039c', N: '\u039d', O: '\u039f', P: '\u03a1',
  T: '\u03a4', X: '\u03a7', Y: '\u03a5',
});

export const homoglyph = defineTransform({
  name: 'homoglyph',
  description: 'Replaces about half of the replaceable Latin letters with Cyrillic or Greek look-alikes.',
  relaxation: `${RELAXED} Why: a bot or its retrieval may not recognise the disguised words.`,
  apply: (c, rng) => variantOf(c, 'homoglyph', { prompt: substituteFrom(c.prompt, HOMOGLYPHS, rng, 0.5), ...relaxed(c) }),
});
