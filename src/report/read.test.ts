// Reading a saved record back: a large one is parsed as it is read, its cases checked one by one and
// stored, and gives the same run as reading it whole; a wrong one names the file and the JSON path
// either way.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ConfigError, recordOf, type RunResult } from '../core/index.js';
import { hostileRun } from '../../test/support/hostile-run.js';
import { fromRoot } from '../../test/support/repo.js';
import { readRunResult } from './read.js';

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vouch-read-'));
});
after(() => rm(dir, { recursive: true, force: true }));

const write = async (name: string, value: unknown): Promise<string> => {
  const file = join(dir, name);
  await writeFile(file, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  return file;
};

const problems = async (file: string, streamFrom: number): Promise<string[]> => {
  const error = await readRunResult(file, 'run.json', { streamFrom }).then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.ok(error instanceof ConfigError, String(error));
  return error.issues.map((i) => `${i.path}: ${i.message}`);
};

for (const [name, run] of [['golden', JSON.parse(await readFile(fromRoot('test', 'golden', 'run.json'), 'utf8')) as RunResult], ['hostile', hostileRun()]] as const) {
  test(`the ${name} record parsed as it is read is the record read whole`, async () => {
    const file = await write(`${name}.json`, run);
    const whole = await readRunResult(file);
    const streamed = await readRunResult(file, file, { streamFrom: 0 });
    try {
      assert.deepEqual(recordOf(streamed.run), recordOf(whole.run));
      assert.equal(JSON.stringify(recordOf(streamed.run)), JSON.stringify(recordOf(whole.run)), 'keys in the same order');
      const head = await readRunResult(file, file, { streamFrom: 0, headOnly: true });
      assert.equal(head.run.decisions.size, 0, 'a listing keeps no case');
      assert.deepEqual(head.run.summary, whole.run.summary);
    } finally {
      streamed.close();
    }
  });
}

test('a case that is not one is named by its JSON path, read whole or as it is parsed', async () => {
  const run = hostileRun() as unknown as { cases: Record<string, unknown>[] };
  run.cases[3]!.status = 'maybe';
  const file = await write('bad-case.json', run);
  for (const streamFrom of [Number.POSITIVE_INFINITY, 0]) {
    const found = await problems(file, streamFrom);
    assert.equal(found.length, 1, found.join('\n'));
    assert.match(found[0]!, /^cases\[3\]\.status: /);
  }
});

test('a head that is wrong, a list that is missing, and text that is not JSON are each refused', async () => {
  const { cases: _c, ...noCases } = hostileRun();
  const missing = await write('no-cases.json', { ...noCases, runId: 42 });
  for (const streamFrom of [Number.POSITIVE_INFINITY, 0]) {
    const found = (await problems(missing, streamFrom)).sort();
    assert.deepEqual(found.map((f) => f.split(':')[0]), ['cases', 'runId'], found.join('\n'));
  }
  const broken = await write('broken.json', '{"schemaVersion": 1, "cases": [');
  for (const streamFrom of [Number.POSITIVE_INFINITY, 0]) assert.match((await problems(broken, streamFrom))[0]!, /invalid JSON/);
  const list = await write('list.json', '[1, 2]');
  assert.match((await problems(list, 0))[0]!, /not a JSON object/);
});
