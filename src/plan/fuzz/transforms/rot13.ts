// Encoding: ROT13 (Latin letters rotated by 13, everything else kept) on the last line.
import { encodingTransform } from '../transform.js';

/** ROT13 is its own inverse: rot13(rot13(s)) === s. */
export function rot13(text: string): string {
  return text.replace(/[a-z]/gi, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    return String.fromCharCode(((ch.charCodeAt(0) - base + 13) % 26) + base);
  });
}

export const rot13Transform = encodingTransform(
  'rot13',
  'Encodes the question with ROT13 on the last line, after an instruction to decode it.',
  ['This question is ROT13-encoded. Decode it and answer:', 'Apply ROT13 to the text below and respond to the result.'],
  rot13,
);
