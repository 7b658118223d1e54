import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parsePassRate } from './pass-rate.js';

test('85, "85%", "85 %" and 0.85 are the same pass rate; nonsense and >100% are not rates', () => {
  for (const v of [85, '85', '85%', ' 85 % ', 0.85, '0.85']) assert.equal(parsePassRate(v), 0.85, String(v));
  assert.equal(parsePassRate('1%'), 0.01);
  assert.equal(parsePassRate(1), 1);
  for (const v of ['abc', '-5', '101', '150%', '']) assert.equal(parsePassRate(v), undefined, String(v));
});
