// Writing text made in pieces: to a file, atomically, and to a stream that asks the writer to wait.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { sendChunks, writeChunksAtomically } from './write-file.js';

const pieces = (): string[] => Array.from({ length: 5000 }, (_, i) => `piece ${i} é ⚡\n`);

test('writeChunksAtomically writes the pieces joined, in writes of its own size, and leaves no temporary file', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vouch-chunks-'));
  try {
    const file = join(dir, 'out.txt');
    await writeChunksAtomically(file, pieces());
    assert.equal(await readFile(file, 'utf8'), pieces().join(''));
    await writeChunksAtomically(join(dir, 'empty.txt'), []);
    assert.equal(await readFile(join(dir, 'empty.txt'), 'utf8'), '');
    assert.deepEqual((await readdir(dir)).sort(), ['empty.txt', 'out.txt']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a failing piece leaves the old file as it was', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vouch-chunks-'));
  try {
    const file = join(dir, 'out.txt');
    await writeChunksAtomically(file, ['old']);
    function* broken(): Generator<string> {
      yield 'x'.repeat(100_000);
      throw new Error('the decisions could not be read');
    }
    await assert.rejects(writeChunksAtomically(file, broken()), /could not be read/);
    assert.equal(await readFile(file, 'utf8'), 'old');
    assert.deepEqual(await readdir(dir), ['out.txt']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('sendChunks waits for a slow stream to drain, and sends everything in order', async () => {
  const got: string[] = [];
  let waits = 0;
  const slow = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _enc, done) {
      got.push(chunk.toString('utf8'));
      setImmediate(done);
    },
  });
  slow.on('drain', () => waits++);
  await sendChunks(slow, pieces());
  assert.equal(got.join(''), pieces().join(''));
  assert.ok(waits > 0, 'it waited for the stream at least once');
});
