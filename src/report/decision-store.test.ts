// The decision store: decisions kept by their place whatever order they come in, the same read back
// from memory and from the scratch file, chosen by their traits without reading the others, and
// nothing left on disk.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { isFailed, isWarnedOnly, toJson, type Decision } from '../core/index.js';
import { hostileRun } from '../../test/support/hostile-run.js';
import { openDecisionStore } from './decision-store.js';

const cases = hostileRun().cases;

for (const [where, spillFrom] of [['in memory', undefined], ['in its file from the first', 0], ['moving to its file midway', 50_000]] as const) {
  test(`${where}: in the cases' order whatever order they were added, each as it was`, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vouch-store-'));
    const store = openDecisionStore({ dir, ...(spillFrom === undefined ? {} : { spillFrom }) });
    try {
      const order = cases.map((_, i) => i).sort((a, b) => ((a * 7919) % cases.length) - ((b * 7919) % cases.length));
      for (const i of order) store.add(i, cases[i]!);
      assert.equal(store.size, cases.length);
      assert.deepEqual([...store.each()], JSON.parse(JSON.stringify(cases)));
      assert.deepEqual([...store.eachJson()], cases.map((d) => toJson(d, 2)));
      assert.deepEqual([...store.each(isFailed)].map((d) => d.id), cases.filter((d) => d.status === 'fail').map((d) => d.id));
      assert.equal(store.count(isWarnedOnly), cases.filter((d) => d.warnings.length > 0 && d.status !== 'fail').length);
      assert.deepEqual([...store.places()], cases.map((_, i) => i));
      assert.deepEqual(await readdir(dir), [], 'the scratch file has no name: nothing is left behind');
    } finally {
      store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
}

test('places not given are skipped, a place given twice keeps the later decision, and a closed store cannot be read', () => {
  const store = openDecisionStore({ spillFrom: 0 });
  const [a, b] = cases as [Decision, Decision];
  store.add(5000, a);
  store.add(3, b);
  store.add(3, { ...b, id: 'REPLACED' });
  assert.equal(store.size, 2);
  assert.deepEqual([...store.each()].map((d) => d.id), ['REPLACED', a.id]);
  assert.deepEqual([...store.places()], [3, 5000]);
  store.close();
  assert.throws(() => [...store.each()], /let go/);
});
