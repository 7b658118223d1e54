// Writing records: byte for byte what toJson(value, 2) gives (JSON.stringify with C1 controls and
// line separators escaped), without building it.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { toJson } from './json.js';
import { writeJsonAtomically } from './write-file.js';

test('writeJsonAtomically writes exactly toJson(value, 2) and a newline, long arrays included', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vouch-json-'));
  try {
    const cases = Array.from({ length: 300 }, (_, i) => ({ id: `C-${i}`, nested: { list: [i, 'x\n"y"', null], empty: [] }, gone: undefined, text: 'é ⚡ \u2028 \u009b[31m' }));
    const values = [
      { schemaVersion: 1, cases, failures: [], few: [1, 2], skip: undefined, obj: {}, str: 'a' },
      { only: cases.slice(0, 3) },
      {},
    ];
    for (const [i, value] of values.entries()) {
      const file = join(dir, `r${i}.json`);
      await writeJsonAtomically(file, value);
      const written = await readFile(file, 'utf8');
      assert.equal(written, `${toJson(value, 2)}\n`);
      assert.deepEqual(JSON.parse(written), JSON.parse(JSON.stringify(value)));
      assert.doesNotMatch(written, /[\u0080-\u009f\u2028\u2029]/);
    }
    assert.deepEqual((await readdir(dir)).sort(), ['r0.json', 'r1.json', 'r2.json'], 'no temporary file left behind');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
