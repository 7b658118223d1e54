// Sentences of a message or an answer, cut by the Unicode sentence rules that vouch's vault
// reader also uses for vault prose, so both sides of a comparison are split the same way.
const SEGMENTER = new Intl.Segmenter('en', { granularity: 'sentence' });

/** The sentences of `text` that have a word or number in them, trimmed, in order. */
export function splitSentences(text: string): string[] {
  return [...SEGMENTER.segment(text)].map(({ segment }) => segment.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
}
