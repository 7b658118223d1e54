// The pin file: where it lives, writing and re-reading it, inline pins left alone, drift, and bad files.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { CHECKS, makeReply } from '../checks/index.js';
import { ConfigError, type Case } from '../core/index.js';
import { parsePins, pinFilePath, readPins } from '../load/index.js';
import { applyPins } from '../plan/index.js';
import { applyPinUpdates, pinsReporter, updatePins } from './pins.js';
import { makeCase, makeContext } from '../../test/support/cases.js';

const pin = CHECKS.find((c) => c.name === 'pin')!;

const dir = await mkdtemp(join(tmpdir(), 'vouch-pins-'));
after(() => rm(dir, { recursive: true, force: true }));
let n = 0;
const suiteFile = () => join(dir, `suite-${n++}.yaml`);

test('the pin file sits beside the suite, named after it', () => {
  const rows: [string, string][] = [
    ['suites/shield.yaml', join('suites', 'shield.pins.json')],
    ['tests/eval-prompts.json', join('tests', 'eval-prompts.pins.json')],
    ['/abs/qa.v2.jsonc', '/abs/qa.v2.pins.json'],
  ];
  for (const [suite, want] of rows) assert.equal(pinFilePath(suite), want);
});

test('update writes a sorted, versioned file that reads back; repeated trials keep the first', async () => {
  const suite = suiteFile();
  assert.equal((await readPins(suite)).size, 0);
  const result = await updatePins(
    suite,
    [
      { caseId: 'SUB-10', response: 'ten' },
      { caseId: 'SUB-2', response: 'two' },
      { caseId: 'SUB-2', response: 'two, second trial' },
      { caseId: 'CHAIN-1', turn: 2, response: 'turn two' },
    ],
    new Set(),
  );
  assert.deepEqual(result.written, ['SUB-10', 'SUB-2', 'CHAIN-1@2']);
  const text = await readFile(pinFilePath(suite), 'utf8');
  assert.equal(
    text,
    '{\n  "version": 1,\n  "pins": {\n    "CHAIN-1@2": {\n      "response": "turn two"\n    },\n' +
      '    "SUB-2": {\n      "response": "two"\n    },\n    "SUB-10": {\n      "response": "ten"\n    }\n  }\n}\n',
  );
  assert.deepEqual([...(await readPins(suite))], [
    ['CHAIN-1@2', { response: 'turn two' }],
    ['SUB-2', { response: 'two' }],
    ['SUB-10', { response: 'ten' }],
  ]);
});

test('inline-pinned cases are never written and stale copies go; hand-set tolerances stay', () => {
  const current = new Map([
    ['A', { response: 'old a', tolerance: 0.9 }],
    ['B', { response: 'stale b' }],
    ['C@1', { response: 'stale c1' }],
    ['D', { response: 'kept d' }],
  ]);
  const { pins, written, skipped } = applyPinUpdates(
    current,
    [
      { caseId: 'A', response: 'new a' },
      { caseId: 'B', response: 'new b' },
      { caseId: 'C', turn: 1, response: 'new c1' },
    ],
    new Set(['B', 'C@1']),
  );
  assert.deepEqual(written, ['A']);
  assert.deepEqual(skipped, ['B', 'C@1']);
  assert.deepEqual([...pins], [
    ['A', { response: 'new a', tolerance: 0.9 }],
    ['D', { response: 'kept d' }],
  ]);
});

test('nothing to write and no file: no file is created', async () => {
  const suite = suiteFile();
  await updatePins(suite, [{ caseId: 'X', response: 'x' }], new Set(['X']));
  assert.equal(existsSync(pinFilePath(suite)), false);
});

const mkCase = (id: string, extra: Partial<Case> = {}): Case => makeCase({ id, ...extra });

test('recorded pins apply to cases without inline pins; a drifted reply fails until pins are updated', async () => {
  const suite = suiteFile();
  const cases = [mkCase('SUB-001'), mkCase('ADV-001', { pinnedResponse: 'inline wins' }), mkCase('CHAIN@1')];
  await updatePins(suite, [{ caseId: 'SUB-001', response: 'Not in the vault.' }, { caseId: 'CHAIN', turn: 1, response: 'Yes.' }], new Set(['ADV-001']));
  const pinned = applyPins(cases, await readPins(suite));
  assert.deepEqual(pinned.map((c) => c.pinnedResponse), ['Not in the vault.', 'inline wins', 'Yes.']);

  const check = async (c: Case, text: string) => (await pin.run(makeReply(text, { fallbackPhrases: [] }), c, makeContext()))?.status;
  assert.equal(await check(pinned[0]!, 'Not in the vault.'), 'pass');
  assert.equal(await check(pinned[0]!, 'Our subprocessors are AWS and Stripe.'), 'fail');

  await updatePins(suite, [{ caseId: 'SUB-001', response: 'Our subprocessors are AWS and Stripe.' }], new Set());
  const repinned = applyPins(cases, await readPins(suite));
  assert.equal(await check(repinned[0]!, 'Our subprocessors are AWS and Stripe.'), 'pass');
  assert.equal(repinned[2]!.pinnedResponse, 'Yes.');
});

test('a file pin carries its tolerance; otherwise the case’s own tolerance stays', () => {
  const pins = new Map([['A', { response: 'a', tolerance: 0.8 }], ['B', { response: 'b' }]]);
  const [a, b] = applyPins([mkCase('A'), mkCase('B', { pinnedTolerance: 'normalized' })], pins);
  assert.deepEqual([a!.pinnedTolerance, b!.pinnedTolerance], [0.8, 'normalized']);
});

test('a malformed pin file is a ConfigError naming the file and the JSON path', async () => {
  const rows: [string, RegExp][] = [
    ['{"version": 1, "pins": {', /x\.pins\.json: invalid JSON/],
    ['{"version": 2, "pins": {}}', /x\.pins\.json › version: expected 1/],
    ['{"version": 1, "pins": {"SUB-001": {"response": 3}}}', /› pins\.SUB-001\.response: /],
    ['{"version": 1, "pins": {"A": {"response": "a", "tolerance": 2}}}', /› pins\.A\.tolerance: expected "exact", "normalized" or a number/],
    ['{"version": 1, "pins": {"A": {"respones": "a"}}}', /› pins\.A\.respones: unknown field \(did you mean "response"\?\)/],
    ['{"version": 1, "pins": {"A": {"response": "a", "tolerance": "fuzzy"}}}', /› pins\.A\.tolerance: expected "exact"/],
    ['[]', /x\.pins\.json: /],
  ];
  for (const [text, message] of rows) {
    assert.throws(() => parsePins('x.pins.json', text), (e: unknown) => e instanceof ConfigError && message.test(e.message), text);
  }
  const suite = suiteFile();
  await writeFile(pinFilePath(suite), '{"version": 1}');
  await assert.rejects(readPins(suite), (e: unknown) => e instanceof ConfigError && /› pins: /.test(e.message));
  await assert.rejects(updatePins(suite, [{ caseId: 'A', response: 'a' }], new Set()), ConfigError);
});

test('--update-pins leaves pushback turns out: their words are written from each run’s answer', async () => {
  const suite = suiteFile();
  const reporter = pinsReporter({ suiteFile: suite, mode: 'all' });
  const answer = makeCase({ id: 'RET-1' });
  const pushed = makeCase({ id: 'RET-1@pushback', turn: { base: 'RET-1', index: 1, count: 2, assertions: { user: '' }, pushback: true } } as Partial<Case>);
  for (const c of [answer, pushed]) reporter.onTrial?.({ caseId: c.id, trial: 0, status: 'pass', response: { text: `reply of ${c.id}`, latencyMs: 1 }, findings: [] }, c);
  await reporter.onRunEnd({} as never, {});
  assert.deepEqual([...(await readPins(suite)).keys()], ['RET-1']);
});
