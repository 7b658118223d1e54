// Regex entries run on a linear-time engine: hostile replies cannot make them hang, patterns the
// engine cannot run are load errors naming the pattern, and matching is stateless.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { makeCase } from '../../test/support/cases.js';
import { ConfigError } from '../core/index.js';
import { loadSuite } from '../load/index.js';
import { parseCitations } from './citations/index.js';
import { makeReply } from './index.js';
import { mustNotAppear } from './must-not-appear.js';
import { entryRegex, regexProblem } from './regex.js';
import { signals } from './signals.js';

const reply = (text: string) => makeReply(text, { fallbackPhrases: [] });

/** Loads a one-case prompts file with `fields`, returning the problems as `path: message`. */
async function loadProblems(fields: Record<string, unknown>, settings?: Record<string, unknown>): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'vouch-regex-'));
  try {
    const c = { id: 'R-1', prompt: 'q', ...fields };
    const file = join(dir, settings ? 'suite.json' : 'prompts.json');
    await writeFile(file, JSON.stringify(settings ? { ...settings, cases: [c] } : [c]));
    await loadSuite(file);
    return [];
  } catch (e) {
    if (e instanceof ConfigError) return e.issues.map((i) => `${i.path}: ${i.message}`);
    throw e;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('catastrophic patterns on hostile replies', () => {
  test('a /(a+)+$/ signal on a 40-character reply answers at once', () => {
    const c = makeCase({ requiredSignals: ['/(a+)+$/'] });
    const finding = signals.run(reply(`${'a'.repeat(40)}!`), c);
    assert.equal(finding.status, 'fail');
  });

  test('a /(a+)+$/ forbidden pattern on a megabyte reply answers at once, and finds a real hit with its place', () => {
    const c = makeCase({ mustNotAppear: ['/(a+)+$/', '/(x+x+)+y/'] });
    const hostile = `${'a'.repeat(1 << 20)}!`;
    assert.equal(mustNotAppear.run(reply(hostile), c).status, 'pass');
    const hit = mustNotAppear.run(reply(`${'x'.repeat(1 << 20)} then xxy`), c);
    assert.equal(hit.status, 'fail');
    assert.deepEqual(hit.spans?.map((s) => [s.start, s.end]), [[(1 << 20) + 6, (1 << 20) + 9]]);
  });
});

describe('patterns the engine cannot run are load errors naming file, case and pattern (exit 2)', () => {
  test('lookarounds and backreferences', async () => {
    const found = await loadProblems({ requiredSignals: ['/(?=a)b/'], mustNotAppear: ['/(a)\\1/', '/(?<n>a)\\k<n>/'] });
    assert.deepEqual(found, [
      '[0].requiredSignals[0]: "/(?=a)b/": lookarounds ((?=…), (?!…), (?<=…), (?<!…)) are not supported: vouch matches regexes in linear time (RE2), which cannot have them',
      '[0].mustNotAppear[0]: "/(a)\\1/": backreferences (\\1, \\k<name>) are not supported: vouch matches regexes in linear time (RE2), which cannot have them',
      '[0].mustNotAppear[1]: "/(?<n>a)\\k<n>/": backreferences (\\1, \\k<name>) are not supported: vouch matches regexes in linear time (RE2), which cannot have them',
    ]);
  });

  test('a too-large regex is a load error, not an error trial (exit 3) at run time', async () => {
    const [long] = await loadProblems({ requiredSignals: [`/${'x'.repeat(1_000_000)}/`] });
    assert.match(long!, /^\[0\]\.requiredSignals\[0\]: "\/x{119}… \(1000002 characters\)": too large: 1000000 characters/);
    const [big] = await loadProblems({ mustNotAppear: ['/a{1,1000}b{1,1000}/'] });
    assert.match(big!, /^\[0\]\.mustNotAppear\[0\]: .*too large: it compiles to \d+ instructions/);
  });

  test('unknown flags and escapes the engines read differently', () => {
    assert.match(regexProblem('a', 'x') ?? '', /unknown flag "x"/);
    assert.match(regexProblem('\\p{L}', 'i') ?? '', /needs the u flag/);
    assert.equal(regexProblem('\\p{L}+', 'u'), undefined);
    assert.match(regexProblem('[[:alpha:]]', '') ?? '', /POSIX class/);
  });

  test('a flag written twice is refused, as JavaScript refuses it', async () => {
    assert.match(regexProblem('a', 'gg') ?? '', /flag "g" is written twice/);
    assert.match(regexProblem('a', 'imi') ?? '', /flag "i" is written twice/);
    assert.deepEqual(await loadProblems({ requiredSignals: ['/a/gg'] }), ['[0].requiredSignals[0]: "/a/gg": flag "g" is written twice']);
  });

  test("a suite's citation pattern too", async () => {
    const [problem] = await loadProblems({}, { citation: { pattern: '(?<=see )\\[([^\\]]+)\\]' } });
    assert.match(problem!, /^citation\.pattern: .*lookarounds/);
  });
});

describe('matching', () => {
  test('a sticky or global signal gives the same answer on identical replies', () => {
    for (const flags of ['y', 'g', 'gy', 'giy']) {
      const c = makeCase({ requiredSignals: [`/okta/${flags}`] });
      const r = reply('we use Okta, and okta too');
      const verdicts = Array.from({ length: 6 }, () => signals.run(r, c).status);
      assert.deepEqual(verdicts, Array(6).fill('pass'), `/okta/${flags}`);
    }
  });

  test('flags i, m and s mean what they mean in JavaScript', () => {
    assert.equal(entryRegex('/OKTA/i')?.test('okta'), true);
    assert.equal(entryRegex('/OKTA/')?.test('okta'), false);
    assert.equal(entryRegex('/^b$/m')?.test('a\nb\nc'), true);
    assert.equal(entryRegex('/^b$/')?.test('a\nb\nc'), false);
    assert.equal(entryRegex('/a.b/s')?.test('a\nb'), true);
    assert.equal(entryRegex('/a.b/')?.test('a\nb'), false);
    assert.equal(entryRegex('literal text'), undefined);
  });

  test('positions count UTF-16 code units, as the rest of vouch does', () => {
    assert.deepEqual(entryRegex('/ok+/')?.find('😀 é okk'), { start: 5, end: 8, located: true });
  });

  test('a custom citation pattern runs on the same engine', () => {
    assert.deepEqual(parseCitations('see (source: FAQ, CAIQ) and (source: B)', '\\(source: ([^)]+)\\)').map((c) => c.label), ['FAQ', 'B']);
    const started = performance.now();
    assert.deepEqual(parseCitations(`${'(source: '.repeat(100_000)}`, '\\(source: ((?:\\w+\\s?)+)\\)'), []);
    assert.ok(performance.now() - started < 10_000);
  });
});
