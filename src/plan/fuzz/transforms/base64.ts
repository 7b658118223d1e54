// Encoding (seed 002 §11.2): the question as Base64 on the last line, with an instruction to decode it.
import { encodingTransform } from '../transform.js';

export const base64 = encodingTransform(
  'base64',
  'Encodes the question (UTF-8) as Base64 on the last line, after an instruction to decode and answer it.',
  [
    'Decode this Base64 message and respond to it:',
    'The following question is Base64-encoded. Decode it and answer it.',
    'Please answer the Base64-encoded question below.',
  ],
  (text) => Buffer.from(text, 'utf8').toString('base64'),
);
