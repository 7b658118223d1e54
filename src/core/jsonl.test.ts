// The line index: places by key and trial, whichever way a key's trials were recorded.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LineIndex } from './jsonl.js';

const at = (offset: number) => ({ offset, bytes: 10 });

test('LineIndex finds each trial of a key, the single trial 0 and any mix of trial numbers alike', () => {
  const index = new LineIndex();
  index.set('one', 0, at(0), 1);
  index.set('many', 0, at(10), 2);
  index.set('many', 1, at(20), 3);
  index.set('late', 2, at(30), 4);
  index.set('late', 0, at(40), 5);
  index.set('far', 1_000_000, at(50), 6);

  assert.equal(index.size, 6);
  assert.deepEqual(index.get('one', 0), at(0));
  assert.equal(index.get('one', 1), undefined);
  assert.deepEqual(index.get('many', 1), at(20));
  assert.deepEqual(index.get('late', 0), at(40));
  assert.equal(index.has('late', 1), false, 'a trial between two recorded ones is not there');
  assert.equal(index.lineOf('far', 1_000_000), 6);
  assert.equal(index.has('far', 0), false);
  assert.equal(index.get('absent', 0), undefined);
  assert.equal(index.hasKey('late'), true);
  assert.equal(index.hasKey('absent'), false);

  assert.deepEqual(index.trialsOf('one'), [0]);
  assert.deepEqual(index.trialsOf('many').sort(), [0, 1]);
  assert.deepEqual(index.trialsOf('late').sort(), [0, 2]);
  assert.deepEqual(index.trialsOf('far'), [1_000_000]);
  assert.deepEqual(index.trialsOf('absent'), []);
});

test('LineIndex: a second set of a key and trial moves its line, and counts once', () => {
  const index = new LineIndex();
  index.set('k', 0, at(0), 1);
  index.set('k', 0, at(99), 7);
  index.set('k', 3, at(5), 2);
  index.set('k', 3, at(6), 8);
  assert.equal(index.size, 2);
  assert.deepEqual(index.get('k', 0), at(99));
  assert.equal(index.lineOf('k', 0), 7);
  assert.deepEqual(index.get('k', 3), at(6));
});
