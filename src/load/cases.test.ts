// Cases share the strings and lists a suite repeats, and stay exactly what was written.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toCase } from './cases.js';
import type { RawCase } from './schema.js';

test('repeated categories and signal lists are one shared, frozen copy; different lists stay apart', () => {
  const raw = (id: string, signals: string[]): RawCase => ({ id, category: `cat-${'x'.repeat(3)}`, prompt: 'q', requiredSignals: signals }) as RawCase;
  const a = toCase(raw('A', ['yes|ok', 'twice']));
  const b = toCase(raw('B', ['yes|ok', 'twice']));
  const empty = toCase(raw('C', []));
  const blank = toCase(raw('D', ['']));
  assert.equal(a.requiredSignals, b.requiredSignals, 'one list for both');
  assert.ok(Object.isFrozen(a.requiredSignals));
  assert.deepEqual(a.requiredSignals, ['yes|ok', 'twice']);
  assert.deepEqual(empty.requiredSignals, []);
  assert.deepEqual(blank.requiredSignals, [''], 'an empty list and a list of one empty string are not confused');
  assert.equal(a.category, 'cat-xxx');
});
