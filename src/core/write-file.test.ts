// Writing records: byte for byte what toJson(value, 2) gives (JSON.stringify with C1 controls and
// line separators escaped), without building it; and only ever into regular files.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, constants, openSync } from 'node:fs';
import { lstat, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test, type TestContext } from 'node:test';
import { toJson } from './json.js';
import { openRegular, openRegularSync } from './regular-file.js';
import { writeAtomically, writeJsonAtomically, writeProblem } from './write-file.js';

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

describe('only regular files are written', () => {
  /** A FIFO, a symbolic link to it and a socket in a fresh folder; skipped where mkfifo is missing. */
  async function specialFiles(t: TestContext): Promise<{ dir: string; fifo: string; link: string; socket: string; close(): Promise<void> } | undefined> {
    const dir = await mkdtemp(join(tmpdir(), 'vouch-special-'));
    const fifo = join(dir, 'pipe');
    try {
      execFileSync('mkfifo', [fifo]);
    } catch {
      await rm(dir, { recursive: true, force: true });
      t.skip('mkfifo is not available here');
      return undefined;
    }
    const link = join(dir, 'link-to-pipe');
    await symlink(fifo, link);
    const socket = join(dir, 'sock');
    const server = createServer().listen(socket);
    await once(server, 'listening');
    return {
      dir,
      fifo,
      link,
      socket,
      close: async () => {
        await new Promise((done) => server.close(done));
        await rm(dir, { recursive: true, force: true });
      },
    };
  }

  test('a FIFO, a link to one and a socket are refused before the run, saying what they are', async (t) => {
    const s = await specialFiles(t);
    if (!s) return;
    try {
      assert.equal(await writeProblem(s.fifo), 'it is a FIFO (named pipe), not a regular file; vouch writes only regular files (EFTYPE)');
      assert.equal(await writeProblem(s.link), 'it is a symbolic link to a FIFO (named pipe), not a regular file; vouch writes only regular files (EFTYPE)');
      assert.equal(await writeProblem(s.socket), 'it is a socket, not a regular file; vouch writes only regular files (EFTYPE)');
      assert.equal(await writeProblem(join(s.dir, 'new.json')), undefined);
    } finally {
      await s.close();
    }
  });

  test('and refused again when written, leaving them as they were', async (t) => {
    const s = await specialFiles(t);
    if (!s) return;
    try {
      for (const path of [s.fifo, s.link, s.socket]) {
        await assert.rejects(writeAtomically(path, 'x'), { code: 'EFTYPE' });
        await assert.rejects(writeJsonAtomically(path, { x: 1 }), { code: 'EFTYPE' });
        await assert.rejects(openRegular(path, 'a'), { code: 'EFTYPE' });
        assert.throws(() => openRegularSync(path, 'w'), { code: 'EFTYPE' });
      }
      assert.ok((await lstat(s.fifo)).isFIFO(), 'the FIFO is still a FIFO');
      assert.ok((await lstat(s.link)).isSymbolicLink(), 'the link is still a link');
      assert.ok((await lstat(s.socket)).isSocket(), 'the socket is still a socket');
      assert.deepEqual((await readdir(s.dir)).sort(), ['link-to-pipe', 'pipe', 'sock'], 'no temporary file left behind');
    } finally {
      await s.close();
    }
  });

  test('a FIFO that has a reader is refused too, by what the opened file is', async (t) => {
    const s = await specialFiles(t);
    if (!s) return;
    // Held open for reading (non-blocking), so a writer's open succeeds and only fstat can tell.
    const reader = openSync(s.fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      assert.throws(() => openRegularSync(s.fifo, 'a'), { code: 'EFTYPE' });
      await assert.rejects(openRegular(s.link, 'w'), { code: 'EFTYPE' });
    } finally {
      closeSync(reader);
      await s.close();
    }
  });

  test('a regular file, and a link to one, are written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vouch-regular-'));
    try {
      const file = join(dir, 'run.json');
      await writeFile(file, 'old');
      await symlink(file, join(dir, 'link.json'));
      await writeAtomically(file, 'new');
      assert.equal(await readFile(file, 'utf8'), 'new');
      const handle = await openRegular(join(dir, 'link.json'), 'a');
      await handle.write('!');
      await handle.close();
      assert.equal(await readFile(file, 'utf8'), 'new!');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
