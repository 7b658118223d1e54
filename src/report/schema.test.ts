import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { SCHEMA_FILE, schemaText } from './write-schema.js';

test('the published JSON Schema matches the zod schema (run `npm run schema` after changing RunResult)', () => {
  assert.equal(readFileSync(SCHEMA_FILE, 'utf8'), schemaText());
});
