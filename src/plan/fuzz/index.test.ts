// fuzzCases: which cases get variants, selection by name, and errors for unknown names.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError } from '../../core/index.js';
import type { Case } from '../../core/index.js';
import { fuzzCases, selectTransforms, TRANSFORM_NAMES } from './index.js';

const mk = (id: string, extra: Partial<Case> = {}): Case => ({
  id,
  category: 'soc2',
  prompt: `Question ${id}: how are backups encrypted?`,
  requiredSignals: [],
  citationMustContain: [],
  mustNotAppear: ['AWS KMS'],
  whitelist: [],
  blacklist: [],
  Q: 1,
  A: 1,
  ...extra,
});

test('all: one variant per transform per fuzzable case, in case then registry order', () => {
  const out = fuzzCases([mk('A'), mk('B')], 'all', 1);
  assert.deepEqual(
    out.map((c) => c.id),
    ['A', 'B'].flatMap((id) => TRANSFORM_NAMES.map((n) => `${id}#${n}`)),
  );
});

test('a list selects those transforms in registry order, each once; "all" inside a list means all', () => {
  const ids = (names: readonly string[]) => fuzzCases([mk('A')], names, 1).map((c) => c.id);
  assert.deepEqual(ids(['leetspeak', 'base64', 'base64']), ['A#base64', 'A#leetspeak']);
  assert.deepEqual(ids([' rot13 ', '']), ['A#rot13']);
  assert.equal(ids(['base64', 'all']).length, TRANSFORM_NAMES.length);
  assert.deepEqual(ids([]), []);
});

test('conversations, turns, variants and prompt-less cases are not fuzzed; poison skips cases without mustNotAppear', () => {
  const skipped = [
    mk('C', { prompt: undefined, conversation: [{ user: 'hi' }] }),
    mk('T@1', { turn: { base: 'T', index: 1, count: 2, assertions: { user: 'x' } } }),
    mk('V#base64', { variant: { base: 'V', transform: 'base64' } }),
    mk('E', { prompt: '' }),
  ];
  assert.deepEqual(fuzzCases(skipped, 'all', 1), []);
  assert.deepEqual(
    fuzzCases([mk('N', { mustNotAppear: [] })], ['poison', 'base64'], 1).map((c) => c.id),
    ['N#base64'],
  );
});

test('the same seed gives the same variants; another seed gives others', () => {
  const cases = [mk('A'), mk('B')];
  assert.deepEqual(fuzzCases(cases, 'all', 99), fuzzCases(cases, 'all', 99));
  assert.notDeepEqual(fuzzCases(cases, 'all', 99), fuzzCases(cases, 'all', 100));
});

test('a case’s variant does not change when other cases are added', () => {
  const alone = fuzzCases([mk('B')], ['homoglyph'], 5);
  const withOthers = fuzzCases([mk('A'), mk('B'), mk('C')], ['homoglyph'], 5).filter((c) => c.variant?.base === 'B');
  assert.deepEqual(withOthers, alone);
});

test('unknown names are a ConfigError listing each, with a hint when one is close', () => {
  const table: [string[], RegExp][] = [
    [['base46'], /unknown transform "base46" \(did you mean "base64"\?\)/],
    [['leet-speak'], /did you mean "leetspeak"/],
    [['zerowidth'], /did you mean "zero-width"/],
    [['xyzzy-plugh'], /unknown transform "xyzzy-plugh"; known: all, language/],
  ];
  for (const [names, message] of table) {
    assert.throws(() => selectTransforms(names), (e: unknown) => e instanceof ConfigError && message.test(e.message));
  }
  assert.throws(
    () => selectTransforms(['nope', 'base64', 'nada']),
    (e: unknown) => e instanceof ConfigError && e.issues.length === 2 && e.exitCode === 2,
  );
});
