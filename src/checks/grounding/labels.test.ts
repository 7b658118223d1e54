// The labels a value is stated under, worked out for a whole passage in one pass (the vault index)
// and one value at a time (a reply's claims): the same answer for any list of specifics, and
// linear time on a passage of thousands.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { cpuMs } from '../../../test/support/cpu.js';
import { findSpecifics, type Specific, type SpecificKind } from './specifics.js';
import { labelsOf, labelsOfAll } from './vault-index.js';

const KINDS: readonly SpecificKind[] = ['name', 'number', 'duration', 'version', 'identifier', 'money', 'percentage', 'date'];

/** Specifics in start order, some overlapping (as nested matches can), over a text with "for" between some. */
const passage = fc
  .array(fc.record({ kind: fc.constantFrom(...KINDS), gap: fc.integer({ min: 0, max: 6 }), length: fc.integer({ min: 1, max: 8 }), back: fc.integer({ min: 0, max: 3 }), word: fc.constantFrom(' ', ' for ', ' of the ', ', and ') }), { maxLength: 60 })
  .map((parts) => {
    let text = '';
    const specifics: Specific[] = [];
    for (const p of parts) {
      text += p.word + 'x'.repeat(p.gap);
      const start = Math.max(0, text.length - p.back);
      text += 'y'.repeat(p.length);
      specifics.push({ kind: p.kind, text: text.slice(start), start, end: text.length, keys: [] });
    }
    specifics.sort((a, b) => a.start - b.start);
    return { specifics, text };
  });

test('labelsOfAll gives what labelsOf gives for each specific', () => {
  fc.assert(
    fc.property(passage, ({ specifics, text }) => {
      assert.deepEqual(labelsOfAll(specifics, text), specifics.map((s) => labelsOf(s, specifics, text)));
    }),
    { numRuns: 500 },
  );
});

test('a passage of thousands of values is labelled in linear time (one value at a time took 7 s for 8,000)', async () => {
  for (const text of ['1 '.repeat(8000), 'Tier 1 Okta 90 days '.repeat(2000)]) {
    const specifics = findSpecifics(text);
    assert.ok(specifics.length >= 4000, `${specifics.length} specifics`);
    const ms = await cpuMs(() => labelsOfAll(specifics, text));
    assert.ok(ms < 500, `${ms.toFixed(0)} ms for ${specifics.length} specifics`);
  }
});
