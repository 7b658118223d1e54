// Who holds a role, as the vault and a reply say it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { roleHoldings, rowHolding } from './roles.js';

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

test('a table row that pairs one person with one job title says who holds it', () => {
  const row = (text: string): string[] | undefined => {
    const h = rowHolding(text);
    return h && [h.role, h.person];
  };
  assert.deepEqual(row('Name: Sunil Varghese; Role: Integrity Officer; Email: integrity@example.org'), ['integrity officer', 'sunil varghese']);
  assert.deepEqual(row('Name: Owen Lacroix; Role: Treasurer; Email: payouts@example.org'), ['treasurer', 'owen lacroix']);
  // A label is held by many ("Grade A"); a row of two names says nothing of who holds which.
  assert.equal(row('Instructor: Owen Lindqvist; Grade: Grade A; Car: Skoda Fabia'), undefined);
  assert.equal(row('Station: Harnbridge; Milepost: MP 0'), undefined);
});
