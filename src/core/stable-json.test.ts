// stableJson's direct path must give exactly the replacer's text: case hashes in older journals depend on it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { stableJson, viaReplacer } from './stable-json.js';

test('stableJson sorts keys at every level and writes what JSON.stringify would', () => {
  assert.equal(stableJson({ b: [1, undefined, () => 0], a: 'x', c: undefined, d: { z: null, y: NaN } }), '{"a":"x","b":[1,null,null],"d":{"y":null,"z":null}}');
  assert.equal(stableJson('a"b'), '"a\\"b"');
  assert.equal(stableJson([]), '[]');
  assert.equal(stableJson({}), '{}');
});

test('values the direct path declines give the replacer\'s text', () => {
  const values: unknown[] = [
    { 10: 'a', 9: 'b', x: 1, '1a': 2 },
    { when: new Date(0), re: /x/g, map: new Map([[1, 2]]) },
    { boxed: [new String('ab'), new Number(1), new Boolean(false)] },
    { nested: { toJSON: () => ({ b: 1, a: 2 }) } },
    ['é', '\u2028', '\ud800', { 'ü': 1, u: 2, Z: 3, '': 4 }],
  ];
  let deep: unknown = { leaf: 1 };
  for (let i = 0; i < 100; i++) deep = { next: deep, i };
  values.push(deep);
  for (const value of values) assert.equal(stableJson(value), viaReplacer(value));
});

test('a cycle throws, as the replacer does (it copies every object, so it recurses until the stack runs out)', () => {
  const cyclic: Record<string, unknown> = { a: 1 };
  cyclic.self = cyclic;
  assert.throws(() => stableJson(cyclic), RangeError);
  assert.throws(() => viaReplacer(cyclic), RangeError);
});

test('stableJson agrees with the replacer on any JSON-like value', () => {
  const anything = fc.anything({ withObjectString: true, withNullPrototype: true, withBoxedValues: true, withSparseArray: true, withDate: true, withMap: true, withSet: true, withTypedArray: true });
  fc.assert(fc.property(anything, (value) => stableJson(value) === viaReplacer(value)), { numRuns: 2000 });
});
