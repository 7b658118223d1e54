// A plausible wrong value for each kind of specific: the same unit and size, read back by the reader
// as a rival of the same dimension, the same for the same seed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { alternatives, findSpecifics, perturb } from './index.js';

/** The first specific of `text` that is not a name. */
const one = (text: string) => {
  const s = findSpecifics(text).find((x) => x.kind !== 'name');
  assert.ok(s, `no specific in ${JSON.stringify(text)}`);
  return s;
};

test('the design’s examples: each has its neighbour among the alternatives', () => {
  const rows: [text: string, expected: string][] = [
    ['Backups are kept for 45 days.', '30 days'],
    ['Keys are rotated quarterly.', 'monthly'],
    ['Data is encrypted with AES-256.', 'AES-128'],
    ['The fee is €35.', '€30'],
    ['Support opens at 09:00.', '10:00'],
    ['This incident is Tier 2.', 'Tier 3'],
  ];
  for (const [text, expected] of rows) assert.ok(alternatives(one(text)).includes(expected), `${text} → ${alternatives(one(text)).join(', ')}`);
});

test('every alternative keeps the unit and the written form, and is another value of the same dimension', () => {
  const rows: [text: string, alternatives: string[]][] = [
    ['kept for forty-five days', ['35 days', '60 days', '30 days', '90 days']],
    ['notify within 72 hours', ['48 hours', '96 hours', '36 hours']],
    ['a 72-hour window', ['48-hour', '96-hour', '36-hour']],
    ['within one year', ['2 years', '3 years']],
    ['within a month', ['2 months', '3 months']],
    ['within 1 day', ['2 days', '3 days']],
    ['within two business days', ['1 business day', '3 business days', '5 business days']],
    ['every 90 days', ['every 60 days', 'every 120 days', 'every 45 days', 'every 180 days']],
    ['every two weeks', ['every week', 'every 3 weeks', 'every 4 weeks']],
    ['twice a year', ['once a year', 'three times a year']],
    ['an uptime of 99.9%', ['99.5%', '99.95%', '99.0%', '99.99%']],
    ['a discount of 15%', ['12%', '20%', '10%', '25%']],
    ['costs £1.00 per day', ['£0.90 per day', '£1.20 per day', '£0.80 per day', '£1.50 per day']],
    ['3 copies', ['2 copies', '4 copies', '1 copy', '5 copies']],
    ['from 5:30pm', ['6:30pm', '4:30pm', '7:30pm', '3:30pm']],
    ['tested every March', ['April', 'February']],
    ['on 14 March 2025', ['14 April 2025', '14 February 2025', '14 March 2026', '14 March 2024']],
    ['over TLS 1.2', ['TLS 1.1', 'TLS 1.3', 'TLS 1.0']],
  ];
  for (const [text, expected] of rows) {
    const s = one(text);
    const found = alternatives(s);
    assert.deepEqual(found, expected, text);
    for (const alt of found) {
      const read = findSpecifics(alt)[0]!;
      assert.ok(read.dimension === s.dimension || read.kind === s.kind, `${alt} is a ${read.kind}`);
      assert.ok(!read.keys.some((k) => s.keys.includes(k)), `${alt} is another value than ${s.text}`);
    }
  }
});

test('names, identifiers and addresses have no plausible wrong value', () => {
  for (const text of ['Okta manages sign-in.', 'Control CC6.1 applies.', 'Write to security@example.com.', 'ISO 27001 certified']) {
    const s = findSpecifics(text).find((x) => x.kind === 'name' || x.kind === 'identifier' || x.kind === 'email' || x.kind === 'version')!;
    assert.equal(perturb(s, 1), undefined, text);
  }
});

test('the same seed gives the same value; other seeds reach the other alternatives', () => {
  const s = one('Backups are kept for 45 days.');
  assert.equal(perturb(s, 7), perturb(s, 7));
  const seen = new Set(Array.from({ length: 40 }, (_, seed) => perturb(s, seed)));
  assert.deepEqual([...seen].sort(), [...alternatives(s)].sort());
});
