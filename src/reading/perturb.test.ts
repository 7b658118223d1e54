// A believable false value (perturb) and the ways one value is written (writtenForms): what a
// generated false premise says, and what a generated case's signals accept.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findSpecifics, perturb, writtenForms } from './index.js';

const first = (text: string) => findSpecifics(text)[0]!;

describe('perturb: same kind, unit and magnitude, never the same value', () => {
  const cases: [string, string, string][] = [
    ['Backups are kept for 45 days.', '30 days', '60 days'],
    ['Reviewed quarterly.', 'monthly', 'annually'],
    ['Encrypted with AES-256.', 'AES-192', 'AES-128'],
    ['TLS 1.2 or higher', 'TLS 1.1', 'TLS 1.3'],
    ['Usage logs are kept for one year.', 'two years', 'two years'],
    ['The platform targets 99.9% availability.', '99.5%', '99.95%'],
    ['every six months', 'every three months', 'every nine months'],
    ['The security team reviews privileged access every month.', 'every quarter', 'every week'],
    ['within five business days', 'three business days', 'seven business days'],
    ['from 1 April 2024', '1 April 2023', '1 April 2025'],
    ['It costs €1,200 per year.', '€700 per year', '€1,700 per year'],
    ['Control CC6.1 applies', 'CC6.2', 'CC6.0'],
  ];
  for (const [text, seed0, seed1] of cases) {
    test(`${text} → ${seed0} | ${seed1}`, () => {
      const s = first(text);
      assert.equal(perturb(s, 0), seed0);
      assert.equal(perturb(s, 1), seed1);
    });
  }
  test('the result reads as a value of its own, never the original in other words', () => {
    for (const [text] of cases) {
      const s = first(text);
      for (const seed of [0, 1, 2, 7]) {
        const other = findSpecifics(perturb(s, seed)!);
        assert.ok(other.length > 0 && other.every((o) => !o.keys.some((k) => s.keys.includes(k))), `${text} (seed ${seed})`);
      }
    }
  });
  test('names, e-mails and URLs have no believable neighbour', () => {
    assert.equal(perturb(first('Contact privacy@corvane.example'), 0), undefined);
    assert.equal(perturb({ kind: 'name', text: 'Okta', keys: ['name:okta'] }, 0), undefined);
  });
});

describe('writtenForms: the same value written the usual ways, the vault\'s own first', () => {
  test('durations in digits, words, hyphenated and in other units', () => {
    assert.deepEqual(writtenForms(first('kept for 72 hours')), ['72 hours', 'seventy-two hours', '72-hour', 'seventy-two-hour', '3 days', 'three days']);
    assert.deepEqual(writtenForms(first('for seven years')), ['seven years', '7 years', '7-year', 'seven-year']);
  });
  test('frequencies by their words and their periods', () => {
    assert.deepEqual(writtenForms(first('Reviewed quarterly.')), ['quarterly', 'every quarter', 'once a quarter', 'every 3 months', 'every three months']);
    assert.deepEqual(writtenForms(first('every six months')), ['every six months', 'every 6 months', 'twice a year', 'semi-annually', 'every half year']);
  });
  test('percentages, dates and versions', () => {
    assert.deepEqual(writtenForms(first('99.9% availability')), ['99.9%', '99.9 percent', '99.9 per cent']);
    assert.deepEqual(writtenForms(first('from 1 April 2024')), ['1 April 2024', 'April 1, 2024', 'April 1 2024', '2024-04-01']);
    assert.deepEqual(writtenForms(first('with TLS 1.2')), ['TLS 1.2', 'TLS-1.2', 'TLS1.2', 'TLS v1.2']);
  });
  test('every form reads back as the same value', () => {
    for (const text of ['kept for 72 hours', 'Reviewed quarterly.', 'within five business days', 'from 1 April 2024', 'AES-256']) {
      const s = first(text);
      for (const form of writtenForms(s)) assert.ok(findSpecifics(form).some((f) => f.keys.some((k) => s.keys.includes(k))), `${text}: ${form}`);
    }
  });
});
