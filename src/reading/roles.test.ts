// Who holds a role, as the vault and a reply say it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { roleHoldings } from './roles.js';

const held = (text: string): string[][] => roleHoldings(text).map((h) => [h.role, h.person]);

test('a role and its holder, in the shapes documents and replies use', () => {
  assert.deepEqual(held('- Footplate Inspector: Dennis Marrow'), [['footplate inspector', 'dennis marrow']]);
  assert.deepEqual(held('The Equipment Manager, Priya Odegaard, signs off every retirement.'), [['equipment manager', 'priya odegaard']]);
  assert.deepEqual(held("The railway's Access Coordinator is Tomasz Brennan."), [['access coordinator', 'tomasz brennan']]);
  assert.deepEqual(held('Applications are reviewed by Tom Hendriks, Head of Dealer Relations, within 6 weeks.'), [['head of dealer relations', 'tom hendriks']]);
  assert.deepEqual(held('It is kept by the Chief Mechanical Engineer (CME), Alasdair Penhaligon.'), [['chief mechanical engineer', 'alasdair penhaligon']]);
  assert.deepEqual(held('Selin Aydemir is Head of Artist Relations.'), [['head of artist relations', 'selin aydemir']]);
});

test('no role without a job title and a person: places, steps and labels are neither', () => {
  assert.deepEqual(held('Visit London, Greater Manchester.'), []);
  assert.deepEqual(held('Step 2: Book Online.'), []);
  assert.deepEqual(held('Name: Rhys Pennant'), []);
});
