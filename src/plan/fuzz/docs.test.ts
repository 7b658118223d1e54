import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fromRoot } from '../../../test/support/repo.js';
import { TRANSFORM_NAMES } from './index.js';

test('docs/fuzzing.md documents every transform', () => {
  const doc = readFileSync(fromRoot('docs', 'fuzzing.md'), 'utf8');
  const missing = TRANSFORM_NAMES.filter((name) => !doc.includes(`| \`${name}\` |`));
  assert.deepEqual(missing, []);
});
