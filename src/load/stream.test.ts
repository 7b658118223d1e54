// Big JSON suites are read case by case, and give exactly what reading them whole gives: the same
// cases, the same problems with the same paths, the same formats told apart.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ConfigError } from '../core/index.js';
import { loadSuite } from './index.js';
import { MAX_SUITE_BYTES } from './limits.js';
import { NOT_CASES, STREAM_FROM_BYTES, streamTopLevelArray } from './stream.js';

describe('big JSON suites', () => {
  let dir: string;
  before(async () => void (dir = await mkdtemp(join(tmpdir(), 'vouch-stream-'))));
  after(async () => rm(dir, { recursive: true, force: true }));

  /** A seed 002 prompts array just over the streaming threshold. */
  const bigCases = (bad: Record<number, object> = {}): unknown[] => {
    const note = 'x'.repeat(400);
    const count = Math.ceil(STREAM_FROM_BYTES / note.length) + 10;
    return Array.from({ length: count }, (_, i) => bad[i] ?? { id: `C-${i}`, category: i % 3 ? 'a' : 'b', prompt: `question ${i} ⚡`, requiredSignals: ['yes|ok'], notes: note });
  };
  const write = async (name: string, data: unknown): Promise<string> => {
    const file = join(dir, name);
    await writeFile(file, JSON.stringify(data, null, 1));
    return file;
  };

  it('loads the same cases streamed (.json) as read whole (.jsonc, never streamed)', async () => {
    const data = bigCases();
    let seen = 0;
    assert.equal(await streamTopLevelArray(await write('count.json', data), () => void seen++), true);
    assert.equal(seen, data.length);
    const streamed = await loadSuite(await write('big.json', data));
    const whole = await loadSuite(await write('big.jsonc', data));
    assert.equal(streamed.suite.cases.length, data.length);
    assert.deepEqual(streamed.suite.cases, whole.suite.cases);
  });

  it('reports every bad case with its index, as the whole-file reader does', async () => {
    const data = bigCases({ 3: { id: 'C-3', prompt: 7 }, 5000: { id: 'C-5000', prompt: 'q', expectedBehaviour: 'x' } });
    const issues = async (file: string): Promise<string[]> => {
      const error = await loadSuite(file).then(() => undefined, (e: unknown) => e);
      assert.ok(error instanceof ConfigError);
      return error.issues.map((i) => `${i.path}: ${i.message}`);
    };
    const streamed = await issues(await write('bad.json', data));
    assert.deepEqual(streamed, await issues(await write('bad.jsonc', data)));
    assert.equal(streamed.length, 2);
    assert.match(streamed[0]!, /^\[3\]\.prompt/);
    assert.match(streamed[1]!, /^\[5000\]/);
  });

  it('leaves broken JSON and other formats to the whole-file reader (which says where it is wrong)', async () => {
    const file = join(dir, 'broken.json');
    await writeFile(file, JSON.stringify(bigCases()).slice(0, -1));
    assert.equal(await streamTopLevelArray(file, () => {}), false);
    const error = await loadSuite(file).then(() => undefined, (e: unknown) => e);
    assert.ok(error instanceof ConfigError);
    assert.match(error.message, /broken\.json:1:\d+/);
    const strings = await write('strings.json', Array.from({ length: 200_000 }, (_, i) => `prompt number ${i}`));
    assert.equal(await streamTopLevelArray(strings, (item) => (typeof item === 'string' ? NOT_CASES : undefined)), false);
    // Read as a garak prompt list, not as prompts: every string a deflection case of its own.
    const garak = await loadSuite(strings);
    assert.equal(garak.suite.cases.length, 200_000);
    assert.equal(garak.suite.cases[0]?.id, 'GARAK-0');
  });

  it('a suite naming a prompts file of 150,000 cases loads every one (no argument list that long)', async () => {
    const file = join(dir, 'many.json');
    await writeFile(file, `[${Array.from({ length: 150_000 }, (_, i) => `{"id":"C-${i}","prompt":"q"}`).join(',\n')}]`);
    const suite = join(dir, 'many.yaml');
    await writeFile(suite, 'cases: ./many.json\n');
    assert.equal((await loadSuite(suite)).suite.cases.length, 150_000);
  });

  describe('hostile input streamed is refused as it is read whole', () => {
    const problems = async (file: string): Promise<string[]> => {
      const error = await loadSuite(file).then(() => undefined, (e: unknown) => e);
      assert.ok(error instanceof ConfigError, String(error));
      return error.issues.map((i) => `${i.path}: ${i.message}`);
    };

    it('a byte that is not UTF-8 is an error with its offset, never a replacement character', async () => {
      const text = Buffer.from(JSON.stringify(bigCases()));
      const at = text.length - 100;
      const file = join(dir, 'bytes.json');
      await writeFile(file, Buffer.concat([text.subarray(0, at), Buffer.from([0xff]), text.subarray(at)]));
      assert.deepEqual(await problems(file), [`: not UTF-8: byte 0xff at offset ${at} is not valid UTF-8; save the file as UTF-8`]);
    });

    it('a __proto__ key is an unknown field of its case, and no object gains a prototype', async () => {
      const polluted = JSON.parse('{"id":"P","prompt":"q","__proto__":{"polluted":true}}') as object;
      assert.deepEqual(await problems(await write('proto.json', bigCases({ 7: polluted }))), ['[7].__proto__: unknown field']);
      assert.equal(({} as { polluted?: boolean }).polluted, undefined);
    });

    it('a value nested 10,000 deep is a problem of its case, not a crash', async () => {
      const file = join(dir, 'deep.json');
      const text = JSON.stringify(bigCases());
      await writeFile(file, `[{"id":"D","prompt":"q","notes":${'['.repeat(10_000)}${']'.repeat(10_000)}},${text.slice(1)}`);
      assert.match((await problems(file))[0]!, /^\[0\]\.notes/);
    });

    it('a file over the size cap is refused before it is parsed', async () => {
      const file = join(dir, 'huge.json');
      const note = 'x'.repeat(1 << 16);
      const count = Math.ceil(MAX_SUITE_BYTES / note.length) + 1;
      await writeFile(file, `[${Array.from({ length: count }, (_, i) => `{"id":"C-${i}","prompt":"q","notes":"${note}"}`).join(',')}]`);
      const started = performance.now();
      assert.match((await problems(file))[0]!, /a suite file may be at most 67108864 bytes/);
      assert.ok(performance.now() - started < 1000, 'refused by its size, not after reading it');
    });
  });
});
