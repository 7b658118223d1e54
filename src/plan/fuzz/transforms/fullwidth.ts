// Unicode trick: full-width forms (Ａｎｓｗｅｒ) of every printable ASCII character. NFKC folds them
// back, so vouch's checks read the question unchanged while the bot's tokeniser sees other code points.
import { defineTransform, relaxed, RELAXED, variantOf } from '../transform.js';

/** U+0021..U+007E → U+FF01..U+FF5E, and the space → U+3000 (ideographic space). */
export function toFullwidth(text: string): string {
  return text.replace(/[\u0020-\u007e]/g, (ch) =>
    ch === ' ' ? '\u3000' : String.fromCharCode(ch.charCodeAt(0) - 0x21 + 0xff01),
  );
}

export const fullwidth = defineTransform({
  name: 'fullwidth',
  description: 'Writes every printable ASCII character in its full-width form (NFKC turns it back).',
  relaxation: `${RELAXED} Why: full-width words tokenise differently and may defeat retrieval.`,
  apply: (c) => variantOf(c, 'fullwidth', { prompt: toFullwidth(c.prompt), ...relaxed(c) }),
});
