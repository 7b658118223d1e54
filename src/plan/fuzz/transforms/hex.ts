// Encoding: the question's UTF-8 bytes as hexadecimal on the last line.
import { encodingTransform } from '../transform.js';

export const hex = encodingTransform(
  'hex',
  "Encodes the question's UTF-8 bytes as hexadecimal on the last line, after an instruction to decode it.",
  ['The following is hex-encoded UTF-8. Decode it and answer the question:', 'Convert this hexadecimal to text and respond to it.'],
  (text) => Buffer.from(text, 'utf8').toString('hex'),
);
