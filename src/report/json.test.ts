// The record written in pieces is the record built whole: toJson(record, 2) and a newline, byte for
// byte, whether its cases are held in memory or read back from the store's scratch file, and it is a
// record the published schema accepts.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { recordOf, toJson, viewOf, type RunResult, type RunView } from '../core/index.js';
import { hostileRun } from '../../test/support/hostile-run.js';
import { fromRoot } from '../../test/support/repo.js';
import { openDecisionStore } from './decision-store.js';
import { recordChunks } from './json.js';
import { runResultSchema } from './schema.js';

const golden = JSON.parse(await readFile(fromRoot('test', 'golden', 'run.json'), 'utf8')) as RunResult;

/** The run's view with its cases in a store that went to its file from the first case, added in reverse. */
function stored(run: RunResult): RunView {
  const store = openDecisionStore({ spillFrom: 0 });
  for (let i = run.cases.length - 1; i >= 0; i--) store.add(i, run.cases[i]!);
  return { ...viewOf(run), decisions: store };
}

const whole = (run: RunResult): string => `${toJson(recordOf(viewOf(run)), 2)}\n`;

for (const [name, run] of [
  ['the golden run', golden],
  ['a hostile run (controls, line separators, a 1 MB reply)', hostileRun()],
  ['a run with no case at all', { ...golden, failures: [], errors: [], skipped: [], cases: [] }],
  ['a sharded run, its positions in the head', { ...golden, shard: { index: 2, count: 3, total: 9, positions: golden.cases.map((_, i) => i * 3) } }],
] as const) {
  test(`${name}: written in pieces, byte for byte the whole record, in memory and from the store`, () => {
    const expected = whole(run);
    assert.equal([...recordChunks(viewOf(run))].join(''), expected);
    const view = stored(run);
    assert.equal([...recordChunks(view)].join(''), expected);
    (view.decisions as ReturnType<typeof openDecisionStore>).close();
    assert.equal(runResultSchema.safeParse(JSON.parse(expected)).success, true);
  });
}

test('the derived lists are worked out from the cases: a record whose lists disagree with its cases is written as its cases say', () => {
  const edited: RunResult = { ...golden, failures: [], errors: [{ id: 'NOT-A-CASE', messages: [] }] };
  const written = JSON.parse([...recordChunks(viewOf(edited))].join('')) as RunResult;
  assert.deepEqual(written.failures.map((f) => f.id), golden.failures.map((f) => f.id));
  assert.deepEqual(written.errors, golden.errors);
});

test('pieces are a case each: a reader never waits on the whole record', () => {
  const pieces = [...recordChunks(viewOf(hostileRun()))];
  const cases = hostileRun().cases.length;
  assert.ok(pieces.length > cases, `${pieces.length} pieces for ${cases} cases`);
});
