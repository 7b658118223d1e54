// Places vouch cannot write: found before the run (exit 2, the bot never called), and a write that
// fails after the run never loses the result.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test, type TestContext } from 'node:test';
import type { RunResult } from '../../src/core/index.js';
import { runSuite } from '../../src/session/index.js';
import { scriptedTarget } from '../../src/targets/index.js';
import { startChatServer } from '../support/chat-server.js';
import { vouch } from '../support/cli.js';

let dir: string;
let suite: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vouch-outputs-'));
  suite = join(dir, 'prompts.json');
  await writeFile(suite, JSON.stringify([{ id: 'A-1', prompt: 'hello' }]));
});
after(() => rm(dir, { recursive: true, force: true }));

describe('an unwritable place is exit 2 before anything runs', { skip: process.platform === 'win32' && 'no /proc' }, () => {
  const cases: [string, string[], RegExp][] = [
    ['--output under /proc', ['--output', '/proc/vouch-run.json'], /--output: cannot write \/proc\/vouch-run\.json/],
    ['--record under /proc', ['--record', '/proc/vouch-replies.jsonl'], /--record: cannot write \/proc\/vouch-replies\.jsonl/],
    ['--reports-dir under /proc (where Node would retry mkdir forever)', ['--reports-dir', '/proc/vouch-reports'], /--reports-dir: cannot write reports under \/proc\/vouch-reports/],
    ['--output below a file', ['--output', '/etc/hostname/run.json'], /a part of the path is a file, not a folder/],
  ];
  for (const [name, args, message] of cases) {
    test(name, async () => {
      const bot = await startChatServer();
      try {
        const r = await vouch(['run', suite, '--url', bot.url, '--no-health', '--reports-dir', join(dir, 'reports'), ...args]);
        assert.equal(r.code, 2, r.stderr);
        assert.match(r.stderr, message);
        assert.match(r.stderr, /nothing was run/);
        assert.doesNotMatch(r.stderr, /crashed|at .*\.ts:\d+/);
        assert.equal(bot.stats.requests, 0, 'the bot was never called');
      } finally {
        await bot.close();
      }
    });
  }

  test('a missing folder for --output or --record is made, as for reports', async () => {
    const bot = await startChatServer();
    try {
      const out = join(dir, 'new', 'deeper', 'run.json');
      const rec = join(dir, 'new2', 'replies.jsonl');
      const r = await vouch(['run', suite, '--url', bot.url, '--no-health', '--no-reports', '--output', out, '--record', rec]);
      assert.equal(r.code, 0, r.stderr);
      assert.equal((JSON.parse(readFileSync(out, 'utf8')) as RunResult).summary.total, 1);
      assert.match(readFileSync(rec, 'utf8'), /"id":"A-1"/);
    } finally {
      await bot.close();
    }
  });
});

describe('a write failing after the run', () => {
  /** A bot that, while the run is under way, turns `folder` into a file so every write there fails. */
  const saboteur = (folder: string) =>
    scriptedTarget(() => {
      rmSync(folder, { recursive: true, force: true });
      writeFileSync(folder, 'not a folder any more');
      return 'hello';
    });

  test('the record goes to the temporary folder, and the notes say where', async () => {
    const out = join(dir, 'vanishing', 'run.json');
    const reports = join(dir, 'vanishing-reports');
    const { run, notes, runFile } = await runSuite({ suite, target: saboteur(join(dir, 'vanishing')), output: out, reportsDir: reports });
    assert.equal(run.summary.passed, 1);
    assert.match(notes.join('\n'), /could not write the run record to .*vanishing\/run\.json: a part of the path is a file/);
    const rescued = join(tmpdir(), `vouch-${run.runId}.json`);
    assert.match(notes.join('\n'), new RegExp(`saved to ${rescued.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} instead`));
    assert.equal(runFile?.startsWith(reports), true, 'the reports folder was still writable');
    assert.deepEqual(JSON.parse(readFileSync(rescued, 'utf8')), JSON.parse(JSON.stringify(run)));
    rmSync(rescued);
  });

  test('when even the temporary folder fails, the CLI prints the record instead of losing it', async () => {
    const reports = join(dir, 'gone-reports');
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = suite; // a file: nothing can be written under it
    try {
      const bot = await startChatServer({
        reply: () => {
          rmSync(reports, { recursive: true, force: true });
          writeFileSync(reports, 'not a folder any more');
          return 'hello';
        },
      });
      try {
        const r = await vouch(['run', suite, '--url', bot.url, '--no-health', '--reports-dir', reports]);
        assert.equal(r.code, 0);
        assert.match(r.stdout, /could not write the run record into/);
        assert.match(r.stdout, /could not be saved anywhere/);
        const printed = r.stderr.slice(r.stderr.indexOf('the run record:\n') + 'the run record:\n'.length);
        assert.equal((JSON.parse(printed) as RunResult).summary.passed, 1);
      } finally {
        await bot.close();
      }
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
      assert.equal(existsSync(reports), true);
    }
  });
});

describe('only regular files are written: a FIFO, or a link to one, is never replaced', () => {
  /** A FIFO at `name` in the test folder (and a link to it), or undefined where mkfifo is missing. */
  function fifoAt(t: TestContext, name: string): { fifo: string; link: string } | undefined {
    const fifo = join(dir, name);
    try {
      execFileSync('mkfifo', [fifo]);
    } catch {
      t.skip('mkfifo is not available here');
      return undefined;
    }
    const link = `${fifo}-link`;
    symlinkSync(fifo, link);
    return { fifo, link };
  }
  const stillFifo = (path: string): void => assert.ok(lstatSync(path).isFIFO(), `${path} is still a FIFO`);

  test('--output, --record and --reports-dir naming one are exit 2 before the run', async (t) => {
    const out = fifoAt(t, 'out.fifo');
    const rec = fifoAt(t, 'rec.fifo');
    if (!out || !rec) return;
    const reports = join(dir, 'fifo-reports');
    mkdirSync(reports);
    execFileSync('mkfifo', [join(reports, 'latest.json')]);
    const bot = await startChatServer();
    try {
      for (const args of [['--output', out.fifo], ['--output', out.link], ['--record', rec.link], ['--record', rec.fifo]]) {
        const r = await vouch(['run', suite, '--url', bot.url, '--no-health', '--no-reports', ...args]);
        assert.equal(r.code, 2, r.stderr);
        const kind = args[1]!.endsWith('-link') ? 'a symbolic link to a FIFO' : 'a FIFO';
        assert.match(r.stderr, new RegExp(`${args[0]}: cannot write .*: it is ${kind} \\(named pipe\\), not a regular file; vouch writes only regular files`));
        assert.match(r.stderr, /nothing was run/);
      }
      const r = await vouch(['run', suite, '--url', bot.url, '--no-health', '--reports-dir', reports]);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, /--reports-dir: cannot write reports under .*fifo-reports: it is a FIFO/);
      assert.equal(bot.stats.requests, 0, 'the bot was never called');
      for (const path of [out.fifo, rec.fifo, join(reports, 'latest.json')]) stillFifo(path);
      assert.ok(lstatSync(out.link).isSymbolicLink());
    } finally {
      await bot.close();
    }
  });

  test('vouch report and vouch merge --output naming one are exit 2', async (t) => {
    const out = fifoAt(t, 'report.fifo');
    if (!out) return;
    const bot = await startChatServer();
    try {
      const saved = join(dir, 'saved.json');
      assert.equal((await vouch(['run', suite, '--url', bot.url, '--no-health', '--no-reports', '--output', saved])).code, 0);
      for (const command of [['report', saved, '--format', 'junit'], ['merge', saved, '--no-reports']]) {
        for (const target of [out.fifo, out.link]) {
          const r = await vouch([...command, '--output', target]);
          assert.equal(r.code, 2, `${command[0]}: ${r.stderr}`);
          assert.match(r.stderr, /--output: cannot write .*: it is (a|a symbolic link to a) FIFO \(named pipe\), not a regular file/);
        }
      }
      stillFifo(out.fifo);
    } finally {
      await bot.close();
    }
  });

  test('a FIFO put in place during the run is left alone: the record goes elsewhere, and the notes say where', async (t) => {
    const probe = fifoAt(t, 'probe.fifo');
    if (!probe) return;
    const out = join(dir, 'later.json');
    const rec = join(dir, 'later.jsonl');
    // A bot that, while the run is under way, turns both output places into FIFOs.
    const target = scriptedTarget(() => {
      for (const path of [out, rec]) if (!existsSync(path)) execFileSync('mkfifo', [path]);
      return 'hello';
    });
    const { run, notes } = await runSuite({ suite, target, output: out, record: rec, reportsDir: false });
    assert.equal(run.summary.passed, 1);
    stillFifo(out);
    stillFifo(rec);
    const said = notes.join('\n');
    assert.match(said, /could not write the run record to .*later\.json: it is a FIFO \(named pipe\), not a regular file/);
    assert.match(said, new RegExp(`saved to .*vouch-${run.runId}\\.json instead`));
    const partial = /the replies are in (\S+\.partial)/.exec(said)?.[1];
    assert.ok(partial && readFileSync(partial, 'utf8').includes('"id":"A-1"'), said);
    rmSync(partial);
    rmSync(join(tmpdir(), `vouch-${run.runId}.json`));
  });
});
