// What each value is said of: the words next to it in its clause, widened where English puts them
// elsewhere — a clause that opens the sentence, the rest of a sentence a value opens before "is".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createReader } from './index.js';

const reader = createReader();
const near = (text: string, value: string): string[] => {
  const read = reader.read(text);
  const i = read.specifics.findIndex((s) => s.text === value);
  assert.ok(i >= 0, `"${value}" is read in "${text}"`);
  return [...read.about[i]!.near].sort();
};

/** What a vault passage's value is said of, as the vault index reads it. */
const vaultNear = (text: string, value: string): string[] => {
  const st = createReader([{ file: 'a.md', title: 'A', body: text, sections: [{ heading: 'A', passages: [{ text, kind: 'sentence' }] }] }]).statements()!;
  const o = st.occurrences.find((x) => x.specific.text === value);
  assert.ok(o, `"${value}" is read in "${text}"`);
  return [...o.near].sort();
};

test('in the vault, a clause that opens the sentence says what the values after its comma are of; in a reply it is as often the user\'s case', () => {
  assert.deepEqual(vaultNear("To end a locker rental, give 7 days' notice.", '7 days'), ['end', 'give', 'locker', 'notic', 'rental']);
  // Not a clause in the middle: "…, give 7 days' notice" after a value is only its own words.
  assert.deepEqual(vaultNear("The minimum is 1 month, so give 7 days' notice.", '7 days'), ['give', 'notic']);
  assert.deepEqual(near('If you lose your permit, the charge is £35.', '£35'), ['charg']);
});

test('a value that opens its sentence before "is" is said of all the rest, labels and names too', () => {
  assert.deepEqual(near('£4.00 is the Tier 3 GSF upgrade.', '£4.00'), ['gsf', 'tier', 'upgrad']);
  // …and "one" standing for what the value is of: "the 25-minute one is the Dive Show".
  assert.ok(near('The 25-minute one is the Dive Show.', '25-minute').includes('dive'));
});

test('a lower-case word only guessed to be a name cuts no value off its words: "a £25 admin fee"', () => {
  assert.ok(near('The council fee is passed on at cost, plus a £25 admin fee.', '£25').includes('fee'));
});

test('a ratio\'s sides say what it is of', () => {
  assert.deepEqual(near('Every site has one qualified first aider per 50 workers.', 'one qualified first aider per 50 workers'), ['aider', 'first', 'on', 'qualifi', 'site', 'worker']);
});

test('a verb that only says an amount follows ("costs", "you pay") is no word of what it is of; where it was the only one, its clause is', () => {
  assert.deepEqual(near('Dye-matching to your gown costs £30.', '£30'), ['dye', 'gown', 'match']);
  assert.deepEqual(vaultNear('A replacement photocard costs £5.', '£5'), ['photocard', 'replac']);
  // A period's verbs stay: what "lasts 5 days" is not what "takes 5 days".
  assert.deepEqual(near('The closure lasts 5 days.', '5 days'), ['closur', 'last']);
});

test('days and times said of the same thing do not bound an amount\'s words; a value of its own kind does', () => {
  assert.deepEqual(vaultNear('Evening viewings until 20:00 can be arranged on weekdays for an extra charge of £40.', '£40'), ['arrang', 'charg', 'even', 'extra', 'view', 'weekdai']);
  assert.deepEqual(near('Adults pay £12 and children £6.', '£6'), ['children']);
  // A time's own words still stop at the day before it: "open Monday to Friday, 09:30 to 16:30".
  assert.deepEqual(near('The office is open Monday to Friday 09:30 to 16:30.', '09:30'), []);
});

test('a predicate joined with no subject of its own goes on under the label the value before it was said of', () => {
  const labels = (text: string, value: string): string[] => {
    const read = reader.read(text);
    const i = read.specifics.findIndex((s) => s.text === value);
    return read.about[i]!.labels.map((l) => l.text);
  };
  assert.deepEqual(labels('Zone 2 deliveries cost £45 per drop and are free for orders over £1,000.', '£1,000'), ['Zone 2']);
  // A clause with a subject of its own is about that subject: "and the van waits 30 minutes".
  assert.deepEqual(labels('Zone 2 deliveries cost £45 per drop and the van waits 30 minutes.', '30 minutes'), []);
  // Nor does a row only compared with the sentence's own take it over: the booking is still Room 1's.
  assert.deepEqual(labels("Room 1 costs £40 an hour versus Room 2's £80 and must be booked for at least 2 hours.", '2 hours'), []);
});

test('a period word said of what the value is ("the weekly fee") ends no label\'s reach', () => {
  const read = reader.read('For a Level 2 client the weekly live-in fee is £1,480.');
  const i = read.specifics.findIndex((s) => s.text === '£1,480');
  assert.deepEqual(read.about[i]!.labels.map((l) => l.text), ['Level 2']);
});
