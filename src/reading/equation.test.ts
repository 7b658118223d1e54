// Working a reply writes out is read and checked: the result after "=" follows from the numbers
// before it, in any units, with the usual precedence — and a wrong result does not.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { workedResults } from './equation.js';

const results = (text: string): number[] => workedResults(text).map((r) => r.value);

test('sums, products and both, in the units the reply writes', () => {
  assert.deepEqual(results('Adding the three sites: 42,000 + 28,000 + 9,500 = 79,500 tonnes.'), [79500]);
  assert.deepEqual(results('200 t for three months is 200 × £1.20 × 3 = £720, before VAT.'), [720]);
  assert.deepEqual(results('so 2 × 1.3% = 2.6% shrink'), [2.6]);
  assert.deepEqual(results('12 kg × 12.5 mg/kg = 150 mg'), [150]);
  assert.deepEqual(results('£100 + 3 x £35 = £205'), [205]);
});

test('a result said in words after the working, and a sum written without spaces', () => {
  assert.deepEqual(results('Adding the eight beats (2+3+4+4+3+5+2+6) gives 29 rods a day.'), [29]);
  assert.deepEqual(results('Four nights at £112 is 4 × £112, which comes to £448.'), [448]);
  assert.deepEqual(results('Adding the eight beats (2+3+4+4+3+5+2+6) gives 30 rods a day.'), []);
  assert.deepEqual(results('The pass is 2 hours and the cap is 3 people.'), []);
  // Signs written as words, and a result after "so".
  assert.deepEqual(results('The entry fee of £45 plus 5 × £19 per hectare comes to £140 before VAT.'), [140]);
  assert.deepEqual(results('You would pay 2 × £110 plus 2 × £70, so £360.'), [360]);
  assert.deepEqual(results('You would pay 2 × £110 plus 2 × £70, so £350.'), []);
  assert.deepEqual(results("For your 30 m that's £95 + 10 × £3, so I make it £125 plus VAT."), [125]);
});

test('a result the working does not come to, or no working at all, is no result', () => {
  assert.deepEqual(results('42,000 + 28,000 = 80,000'), []);
  assert.deepEqual(results('kept 30 days = one month'), []);
  assert.deepEqual(results('Tier = 5'), []);
});

test('a bracketed step stands for its result in the working around it', () => {
  assert.deepEqual(workedResults('Working that out: £361 − (4 × £38 = £152) − £25 = £184.').map((r) => r.value), [152, 184]);
  assert.deepEqual(workedResults('£361 − (4 × £38 = £152) − £25 = £190.').map((r) => r.value), [152]);
});

test('a reply of a million signs is read in linear time', () => {
  const text = '1 + '.repeat(250_000) + '= 2';
  // CPU time, not the wall clock: a shared machine's waits are not the reader's cost.
  const started = process.cpuUsage();
  workedResults(text);
  const used = process.cpuUsage(started);
  assert.ok((used.user + used.system) / 1000 < 1000);
});
