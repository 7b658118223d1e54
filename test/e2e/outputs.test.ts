// Places vouch cannot write: found before the run (exit 2, the bot never called), and a write that
// fails after the run never loses the result.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { recordOf, toJson, type RunResult } from '../../src/core/index.js';
import { runResultSchema } from '../../src/report/schema.js';
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
    assert.deepEqual(JSON.parse(readFileSync(rescued, 'utf8')), JSON.parse(JSON.stringify(recordOf(run))));
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

test('--json, --output, run.json and latest.json are one record, byte for byte, valid against the published schema', async () => {
  const bot = await startChatServer({ reply: () => 'Hello \u009b[31m \u2028 there' });
  try {
    const reports = join(dir, 'same-record');
    const out = join(dir, 'same-record.json');
    const r = await vouch(['run', suite, '--url', bot.url, '--no-health', '--reports-dir', reports, '--output', out, '--json']);
    assert.equal(r.code, 0, r.stderr);
    const latest = readFileSync(join(reports, 'latest.json'), 'utf8');
    const run = JSON.parse(latest) as RunResult;
    assert.equal(r.stdout, latest);
    assert.equal(readFileSync(out, 'utf8'), latest);
    assert.equal(readFileSync(join(reports, run.runId, 'run.json'), 'utf8'), latest);
    assert.equal(latest, `${toJson(run, 2)}\n`, 'as the whole record would be written');
    assert.equal(runResultSchema.safeParse(run).success, true);
  } finally {
    await bot.close();
  }
});
