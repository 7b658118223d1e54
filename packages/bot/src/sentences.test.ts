import assert from 'node:assert/strict';
import { test } from 'node:test';
import { splitSentences } from './sentences.js';

test('sentences split at terminal punctuation but not inside versions or numbers', () => {
  assert.deepEqual(splitSentences('TLS 1.2 is used. Keys are kept for 2.5 years, e.g. in a vault. Done! Really?'), [
    'TLS 1.2 is used.',
    'Keys are kept for 2.5 years, e.g. in a vault.',
    'Done!',
    'Really?',
  ]);
});

test('a citation clause stays with the sentence it introduces', () => {
  assert.deepEqual(splitSentences('Based on [A, B]: Keys are rotated every year. Backups are encrypted.'), [
    'Based on [A, B]: Keys are rotated every year.',
    'Backups are encrypted.',
  ]);
});
