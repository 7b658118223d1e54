// Sentences as the vault index and every check cut them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sentenceSpans } from './sentences.js';

const sentences = (text: string): string[] => [...sentenceSpans(text)].map(([s, e]) => text.slice(s, e).trim());

test('a sentence that opens with a figure is a sentence of its own', () => {
  assert.deepEqual(sentences('Level 2 costs £6 a month. £12 is the Level 3 price.'), ['Level 2 costs £6 a month.', '£12 is the Level 3 price.']);
  assert.deepEqual(sentences('The exam takes 25 minutes. 30 minutes is the fitting.'), ['The exam takes 25 minutes.', '30 minutes is the fitting.']);
  // After a name too: "Nantes. 14:00 is …".
  assert.deepEqual(sentences("Yes, it's 16:00 at Meridel Nantes. 14:00 is the check-in time at Graz."), ["Yes, it's 16:00 at Meridel Nantes.", '14:00 is the check-in time at Graz.']);
  // After a figure too: "£2,900. £12,000 is …"; a decimal point ends nothing.
  assert.deepEqual(sentences('The figure is £2,900. £12,000 is the limit for full relief.'), ['The figure is £2,900.', '£12,000 is the limit for full relief.']);
  assert.deepEqual(sentences('It is 2.5 metres wide.'), ['It is 2.5 metres wide.']);
});

test('a short form before a figure ends no sentence: "approx. 30", "incl. 20% VAT", "i.e. £19", "No. 5"', () => {
  assert.deepEqual(sentences('It takes approx. 30 minutes, incl. 20% VAT. Fine.'), ['It takes approx. 30 minutes, incl. 20% VAT.', 'Fine.']);
  assert.deepEqual(sentences('Half of £38, i.e. £19, is due at Gate No. 5 today.'), ['Half of £38, i.e. £19, is due at Gate No. 5 today.']);
  assert.deepEqual(sentences('It opens on Sept. 15 and Vol. 2 is out.'), ['It opens on Sept. 15 and Vol. 2 is out.']);
});
