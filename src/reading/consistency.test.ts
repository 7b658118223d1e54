// The same facts every time: a value that changes between two trials' replies about the same thing
// is a conflict; the same value in other words, another subject or another label is not.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { conflicting, createReader, statedFacts } from './index.js';

const reader = createReader();
const changes = (earlier: string, now: string): string[] =>
  conflicting(statedFacts(reader, earlier), statedFacts(reader, now)).map((c) => `${c.earlier.specific.text} → ${c.now.specific.text}`);

test('a value that changes about the same thing is a conflict', () => {
  const rows: [earlier: string, now: string, expected: string[]][] = [
    ['Backups are kept for 45 days.', 'Backups are kept for 30 days.', ['45 days → 30 days']],
    ['Based on [Data Policy, Backups]: **backups** are kept for 45 days and logs for one year.', 'Based on [Data Policy, Backups]: backups are kept for 30 days and logs for one year.', ['45 days → 30 days']],
    ['Keys are rotated quarterly.', 'Keys are rotated monthly.', ['quarterly → monthly']],
    ['Data is encrypted with AES-256.', 'Data is encrypted with AES-128.', ['AES-256 → AES-128']],
    ['Support opens at 09:00.', 'Support opens at 10:00.', ['09:00 → 10:00']],
  ];
  for (const [earlier, now, expected] of rows) assert.deepEqual(changes(earlier, now), expected, now);
});

test('the same value in other words, another subject or another label is no conflict', () => {
  const rows: [earlier: string, now: string][] = [
    ['Backups are kept for 45 days.', 'Backups are kept for forty-five days.'],
    ['Keys are rotated quarterly.', 'Keys are rotated every three months.'],
    ['Keys are rotated quarterly.', 'Keys are rotated every 90 days.'],
    ['Backups are kept for 45 days.', 'Logs are kept for 90 days.'],
    ['Tier 1 is restored within 4 hours.', 'Tier 2 is restored within 8 hours.'],
    ['Tier 1 is restored within 4 hours; Tier 2 within 8 hours.', 'Tier 2 is restored within 8 hours; Tier 1 within 4 hours.'],
    ['Backups are stored for 35 days.', 'Backups take 4 hours to restore.'],
    ['Backups are kept for 3 to 5 days.', 'Backups are kept for 5 days.'],
    // Precision first: different words around the value are not enough to call it the same thing.
    ['We retain backups for 45 days.', 'Backups are kept for 30 days.'],
  ];
  for (const [earlier, now] of rows) assert.deepEqual(changes(earlier, now), [], now);
});

test('what a reply denies, asks about or gives back from the question is not stated', () => {
  const question = 'Are backups kept for 30 days?';
  const facts = (text: string) => statedFacts(reader, text, question).map((f) => f.specific.text);
  assert.deepEqual(facts('Not 30 days: backups are kept for 45 days.'), ['45 days']);
  assert.deepEqual(facts('Are you asking about the 60 days for logs?'), []);
});
