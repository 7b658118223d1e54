// The checks' fast paths (docs/performance.md) must answer exactly as the general code does.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { foldText } from '../core/index.js';
import { indexVault, parseDoc } from '../vault/index.js';
import { parseCitations } from './citations/parse.js';
import { verifyCitation } from './citations/verify.js';
import { makeReply } from './reply.js';

test('the ASCII "based on" match agrees with the Unicode one, ſ and the Kelvin sign included', () => {
  const reference = (text: string): number[] => [...text.matchAll(/\bbased\s+on\b/giu)].map((m) => m.index);
  const texts = [
    'Based on [A, x]: yes.',
    'BASED\tON [A]:',
    'baſed on [A, x]: the long s folds to s.',
    '\u212abased on [A]: the Kelvin sign is a word character, so no clause starts here.',
    'debased on [A]: no word boundary.',
    'Based on [A, x] and based on [B, y]:',
  ];
  for (const text of texts) {
    const found = parseCitations(text);
    const starts = reference(text);
    assert.equal(found.length > 0, starts.length > 0, text);
  }
  assert.equal(parseCitations('baſed on [A, x]: yes')[0]?.label, 'A');
  assert.deepEqual(parseCitations('\u212abased on [A]: no'), []);
});

test('fallback detection folds ASCII and non-ASCII replies as foldText does', () => {
  const phrases = ['Does not contain   the answer.'];
  const replies = [
    'It does not contain the answer.',
    'It does NOT contain\nthe   answer.',
    '  It does not contain the answer.  ',
    'It does not con\u200btain the answer.',
    'It does not contain the ａｎｓｗｅｒ.',
    'It does not contain an answer.',
  ];
  for (const raw of replies) {
    const expected = foldText(raw).includes(foldText(phrases[0]!)) ? phrases[0] : undefined;
    assert.equal(makeReply(raw, { fallbackPhrases: phrases }).fallback, expected, raw);
  }
});

test('fallback detection skips the whitespace collapse only where it would change nothing', () => {
  const phrases = ['a b.'];
  const general = (raw: string): string | undefined =>
    raw.toLowerCase().replace(/[*_`]+/g, '').replace(/\s+/g, ' ').includes('a b') ? phrases[0] : undefined;
  const char = fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0', '\u2003', 'a', 'B', '*', '_');
  fc.assert(
    fc.property(fc.array(char, { maxLength: 12 }), (chars) => {
      const raw = chars.join('');
      return makeReply(raw, { fallbackPhrases: phrases }).fallback === general(raw);
    }),
    { numRuns: 3000 },
  );
});

test('remembered citation verdicts depend on label, section and sources, never on a lookalike pair', () => {
  const vault = indexVault('/v', [parseDoc('Policy.md', '# Policy\n## Access\nAccess needs approval.')]);
  const verdict = (label: string, section: string | undefined, sources = {}) =>
    verifyCitation({ raw: `[${label}]`, label, ...(section === undefined ? {} : { section }) }, vault, sources);
  assert.equal(verdict('Policy', 'Access').problem, undefined);
  assert.equal(verdict('Policy', 'Access').problem, undefined);
  assert.equal(verdict('Policy', 'Vulnerability Management').problem, 'section not supported by content');
  assert.equal(verdict('Polic', 'yAccess').problem, 'unknown source');
  assert.equal(verdict('Handbook', 'Access').problem, 'unknown source');
  assert.equal(verdict('Handbook', 'Access', { Handbook: 'Policy.md' }).file, 'Policy.md');
  const again = verdict('Policy', 'Access');
  assert.equal(again.citation.raw, '[Policy]');
});
