// The pin check: each tolerance on a table of replies, the similarity measure, and drift evidence.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Case } from '../core/index.js';
import { canonicalText, comparePin, pin, similarity, type PinTolerance } from './pin.js';
import { pinDiff } from './pin-diff.js';
import { makeReply } from './reply.js';
import { makeCase } from '../../test/support/cases.js';

const PIN = 'My current security clearance (context) does not contain the answer to that specific protocol.';

test('comparePin: each tolerance on a table of replies', () => {
  const rows: [reply: string, tolerance: PinTolerance, match: boolean][] = [
    [PIN, 'exact', true],
    [PIN.replace('My', 'My\u200b'), 'exact', true], // invisible characters never count
    [PIN.replace('protocol', 'ｐｒｏｔｏｃｏｌ'), 'exact', true], // NFKC folds full-width forms
    [`${PIN}\n`, 'exact', false],
    [PIN.toUpperCase(), 'exact', false],
    [PIN.toUpperCase(), 'normalized', true],
    [PIN.replace(/[().]/g, '').replace(/ /g, '   '), 'normalized', true],
    [PIN.replace('specific', 'particular'), 'normalized', false],
    [PIN.replace('specific', 'particular'), 0.85, true],
    [PIN.replace('specific', 'particular'), 0.95, false],
    ['I cannot help with that.', 0.5, false],
    [PIN.toUpperCase(), 1, true],
  ];
  for (const [reply, tolerance, match] of rows) {
    assert.equal(comparePin(reply, PIN, tolerance).match, match, `${tolerance}: ${reply}`);
  }
});

test('similarity is 1 − Levenshtein distance / longer length', () => {
  const rows: [string, string, number][] = [
    ['', '', 1],
    ['abc', 'abc', 1],
    ['kitten', 'sitting', 1 - 3 / 7],
    ['abc', '', 0],
    ['flaw', 'lawn', 0.5],
  ];
  for (const [a, b, want] of rows) assert.ok(Math.abs(similarity(a, b) - want) < 1e-9, `${a}/${b}`);
  assert.equal(canonicalText('Hello,  World!\n(ok)'), 'helloworldok');
});

test('similarity stays fast and strict on huge texts', () => {
  const big = 'word '.repeat(200_000);
  const started = performance.now();
  assert.ok(Math.abs(similarity(big, `${big}tail`) - (1 - 4 / (big.length + 4))) < 1e-12); // common prefix: exact
  const differentHalves = similarity('a'.repeat(60_000), 'b'.repeat(30_000) + 'a'.repeat(30_000));
  assert.ok(differentHalves <= 0.5, String(differentHalves)); // lower bound, never lenient
  assert.ok(performance.now() - started < 2000);
});

const mkCase = (pinnedResponse?: string, pinnedTolerance?: PinTolerance): Case =>
  makeCase({
    id: 'SUB-001',
    category: 'subprocessors',
    prompt: 'Who are your subprocessors?',
    ...(pinnedResponse !== undefined ? { pinnedResponse } : {}),
    ...(pinnedTolerance !== undefined ? { pinnedTolerance } : {}),
  });
const reply = (raw: string) => makeReply(raw, { fallbackPhrases: [PIN] });

test('the pin check applies only to pinned cases, defaults to exact, and passes a match', async () => {
  assert.equal(pin.applies(mkCase()), false);
  assert.equal(pin.applies(mkCase('')), true);
  const ok = await pin.run(reply(PIN), mkCase(PIN));
  assert.deepEqual([ok.status, ok.kind, ok.check], ['pass', 'pin', 'pin']);
  const caseOnly = await pin.run(reply(PIN.toLowerCase()), mkCase(PIN));
  assert.equal(caseOnly.status, 'fail');
});

test('drift: the message gives the similarity, the evidence a diff of the changed sentence', async () => {
  const pinned = 'Data is encrypted at rest. Keys are rotated yearly. Ask the security team for details.';
  const now = 'Data is encrypted at rest. Keys are rotated quarterly. Ask the security team for details.';
  const f = await pin.run(reply(now), mkCase(pinned, 0.99));
  assert.equal(f.status, 'fail');
  assert.match(f.message, /drifted from its pin \(similarity ≥ 0\.99\): similarity 0\.9\d*$/);
  assert.equal(
    f.evidence,
    [
      '--- pinned',
      '+++ response',
      '@@ -1,3 +1,3 @@',
      ' Data is encrypted at rest.',
      '-Keys are rotated yearly.',
      '+Keys are rotated quarterly.',
      ' Ask the security team for details.',
    ].join('\n'),
  );
  assert.equal((f.data as { similarity: number }).similarity < 0.99, true);
});

test('an invalid tolerance fails with a message instead of passing silently', async () => {
  for (const t of [0, 1.5, Number.NaN, 'fuzzy' as PinTolerance]) {
    const f = await pin.run(reply(PIN), mkCase(PIN, t));
    assert.equal(f.status, 'fail', String(t));
    assert.match(f.message, /pinnedTolerance/);
  }
});

test('pinDiff caps long diffs and long lines', () => {
  const pinned = Array.from({ length: 400 }, (_, i) => `Sentence number ${i} says one thing.`).join(' ');
  const now = Array.from({ length: 400 }, (_, i) => `Sentence number ${i} says another thing.`).join(' ');
  const d = pinDiff(pinned, now, { maxChars: 500 });
  assert.ok(d.length < 600, String(d.length));
  assert.match(d, /… \d+ more diff lines not shown$/);
  const long = pinDiff('x'.repeat(5000), 'y'.repeat(5000), { maxLineChars: 50 });
  assert.ok(long.split('\n').every((l) => l.length <= 50));
});

test('pinDiff stays quick and says something useful on huge, unrelated or spacing-only differences', () => {
  const big = Array.from({ length: 30_000 }, (_, i) => `Sentence ${i} is here.`).join(' ');
  const other = Array.from({ length: 30_000 }, (_, i) => `Other ${i * 7} words.`).join(' ');
  const started = performance.now();
  const d = pinDiff(other, big);
  assert.ok(performance.now() - started < 3000);
  assert.ok(d.includes('-Other 0 words.') && d.includes('+Sentence 0 is here.'), d.slice(0, 300));
  assert.match(pinDiff('Same words.', ' Same words.\n'), /differ in spacing only/);
  assert.match(pinDiff('Same words.', 'Same   words.'), /-Same words.\n\+Same {3}words./);
});
