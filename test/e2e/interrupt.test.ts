// Interruption and resume (design §10), end to end: the real `vouch` executable in a child process,
// real signals, and a loopback bot that counts every request it gets.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { RunResult } from '../../src/core/index.js';
import { startChatServer, type ChatServer } from '../support/chat-server.js';
import { vouch } from '../support/cli.js';
import { fromRoot } from '../support/repo.js';

const CASES = 30;
const CONCURRENCY = 2;

/** The bot's answer: a pass for most cases, a failure for every seventh, and each turn of the conversation answered. */
function reply(body: unknown): string {
  const b = body as { message?: string; messages?: { role: string; content: string }[] };
  const said = b.message ?? b.messages?.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  const n = Number(/case (\d+)/.exec(said)?.[1] ?? 0);
  return n % 7 === 3 ? 'I cannot say.' : `good answer to ${said}`;
}

/** What a request asks, as a key: the same trial asked twice gives the same key. */
function requestKey(body: unknown): string {
  const b = body as { message?: string; messages?: { content: string }[] };
  return b.message ?? (b.messages ?? []).map((m) => m.content).join(' / ');
}

async function writeSuiteFile(dir: string): Promise<string> {
  const cases: unknown[] = Array.from({ length: CASES }, (_, i) => ({
    id: `CASE-${String(i).padStart(2, '0')}`,
    category: i % 2 ? 'odd' : 'even',
    prompt: `case ${i}: please answer`,
    requiredSignals: ['good'],
  }));
  cases.push({ id: 'CHAIN', category: 'conversation', conversation: [{ user: 'case 100 first' }, { user: 'case 101 second' }, { user: 'case 102 third' }] });
  const file = join(dir, 'suite.json');
  await writeFile(file, JSON.stringify({ name: 'interrupt', cases }));
  return file;
}

/** The command line as users run it: the bundled binary when CI built one, else the sources through tsx. */
function vouchChild(args: readonly string[], cwd: string): ChildProcess {
  const bin = process.env.VOUCH_CLI;
  const entry = bin ? [fromRoot(bin)] : ['--conditions=vouch-source', '--import', import.meta.resolve('tsx'), fromRoot('src', 'cli', 'main.ts')];
  return spawn(process.execPath, [...entry, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
}

function exited(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  child.stdout?.resume();
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

const readRun = async (file: string): Promise<RunResult> => JSON.parse(await readFile(file, 'utf8')) as RunResult;

/** What must not differ between a resumed run and one that was never interrupted. */
const verdicts = (run: RunResult) => ({
  cases: run.cases.map((d) => [d.id, d.status, d.passes, d.fails, d.errors, d.trials]),
  summary: { ...run.summary },
  gate: run.gate,
  byCategory: run.byCategory,
});

describe('interruption and resume, with real signals', () => {
  let dir: string;
  let suite: string;
  const bots: ChatServer[] = [];
  const planned = CASES + 3;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vouch-interrupt-'));
    suite = await writeSuiteFile(dir);
  });
  after(async () => {
    await Promise.all(bots.map((b) => b.close()));
    await rm(dir, { recursive: true, force: true });
  });

  /** A bot that counts what it is asked and calls `at(count)` on each request. */
  async function countingBot(latencyMs: number, at?: (served: number) => void): Promise<{ bot: ChatServer; asked: string[] }> {
    const asked: string[] = [];
    const bot = await startChatServer({
      latencyMs,
      reply: (body) => {
        asked.push(requestKey(body));
        at?.(asked.length);
        return reply(body);
      },
    });
    bots.push(bot);
    return { bot, asked };
  }

  it('SIGINT at ~30% writes a partial run (exit 130, linked as latest); --resume asks each remaining trial once and ends as an uninterrupted run', async () => {
    const reports = join(dir, 'reports-int');
    let child: ChildProcess | undefined;
    const first = await countingBot(40, (served) => {
      if (served === Math.round(planned * 0.3)) child?.kill('SIGINT');
    });
    const record = join(dir, 'recorded.jsonl');
    await writeFile(record, '{"id":"from-an-earlier-run","response":"x"}\n');
    child = vouchChild(['run', suite, '--url', first.bot.url, '--concurrency', String(CONCURRENCY), '--reports-dir', reports, '--no-health', '--record', record], dir);
    const stopped = await exited(child);
    assert.equal(stopped.code, 130, stopped.stderr);
    assert.match(stopped.stderr, /stopping — trials in flight will finish/);
    const partial = await readRun(join(reports, 'latest.json'));
    assert.equal(partial.interrupted, true);
    const [runDir] = await readdir(reports).then((names) => names.filter((n) => n !== 'latest.json'));
    assert.ok(runDir);
    assert.deepEqual(await readRun(join(reports, runDir, 'run.json')), partial, 'latest.json is the interrupted run');
    const journalLines = (await readFile(join(reports, runDir, 'trials.jsonl'), 'utf8')).trim().split('\n');
    assert.equal(journalLines.length, first.asked.length, 'every trial the bot answered is in the journal, in-flight ones included');
    const recorded = (await readFile(record, 'utf8')).trim().split('\n');
    assert.equal(recorded.length, first.asked.length, '--record holds the interrupted run\'s replies, in place of the earlier recording');
    assert.ok(first.asked.length < planned, `stopped early: ${first.asked.length} of ${planned}`);
    assert.ok(partial.cases.length < planned, 'the partial record holds only decided cases');
    assert.ok(partial.cases.every((d) => d.status !== 'error'), 'cases never reached are left out, not counted as errors');

    // Resumed against the same bot, as a user would (another target is refused): what it is asked from here on is the second run's.
    const askedFirst = first.asked.length;
    const resumed = await exited(
      vouchChild(['run', suite, '--url', first.bot.url, '--concurrency', String(CONCURRENCY), '--reports-dir', reports, '--no-health', '--resume', join(reports, runDir)], dir),
    );
    const second = { asked: first.asked.slice(askedFirst) };
    first.asked.length = askedFirst;
    const askedTwice = [...first.asked, ...second.asked];
    assert.equal(new Set(askedTwice).size, askedTwice.length, `no trial asked twice: ${askedTwice.filter((k, i) => askedTwice.indexOf(k) !== i)}`);
    assert.equal(askedTwice.length, planned, 'every planned trial asked exactly once over both runs');
    const finished = await readRun(join(reports, 'latest.json'));
    assert.equal(finished.interrupted, undefined);

    const whole = await countingBot(0);
    const reference = await vouch(['run', suite, '--url', whole.bot.url, '--reports-dir', join(dir, 'reports-whole'), '--no-health'], { cwd: dir });
    assert.equal(resumed.code, reference.code, resumed.stderr);
    assert.deepEqual(verdicts(finished), verdicts(await readRun(join(dir, 'reports-whole', 'latest.json'))));
  });

  it('a second signal aborts the trials in flight: the run stops at once and records none of them', async () => {
    const reports = join(dir, 'reports-abort');
    const slow = await countingBot(60_000);
    const started = performance.now();
    const child = vouchChild(['run', suite, '--url', slow.bot.url, '--concurrency', String(CONCURRENCY), '--reports-dir', reports, '--no-health'], dir);
    const done = exited(child);
    // The bot answers only after a minute: signal once both requests are waiting on it.
    while (slow.bot.stats.requests < CONCURRENCY) await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    child.kill('SIGTERM');
    const { code, stderr } = await done;
    assert.equal(code, 130, stderr);
    assert.ok(performance.now() - started < 30_000, 'did not wait for the 60 s replies');
    const run = await readRun(join(reports, 'latest.json'));
    assert.equal(run.interrupted, true);
    assert.equal(run.summary.trials.run, 0);
    assert.deepEqual(run.cases, []);
  });

  it('kill -9 loses at most the trials in flight: the journal has every other answered trial, and --resume finishes the run', async () => {
    const reports = join(dir, 'reports-kill');
    let child: ChildProcess | undefined;
    const first = await countingBot(30, (served) => {
      if (served === Math.round(planned * 0.4)) child?.kill('SIGKILL');
    });
    child = vouchChild(['run', suite, '--url', first.bot.url, '--concurrency', String(CONCURRENCY), '--reports-dir', reports, '--no-health'], dir);
    const killed = await exited(child);
    assert.equal(killed.code, null);
    const [runDir] = await readdir(reports);
    assert.ok(runDir);
    const journal = (await readFile(join(reports, runDir, 'trials.jsonl'), 'utf8')).split('\n').filter(Boolean);
    assert.ok(journal.length >= first.asked.length - CONCURRENCY, `journal ${journal.length}, asked ${first.asked.length}`);

    // Resumed against the same bot: `first.asked` now counts both runs' requests.
    const resumed = await exited(
      vouchChild(['run', suite, '--url', first.bot.url, '--reports-dir', reports, '--no-health', '--resume', join(reports, runDir)], dir),
    );
    const all = [...first.asked];
    assert.ok(all.length - planned <= CONCURRENCY, `at most the ${CONCURRENCY} in flight asked again, got ${all.length - planned}`);
    assert.equal(new Set(all).size, planned, 'every planned trial asked');
    const finished = await readRun(join(reports, 'latest.json'));
    assert.equal(finished.cases.length, planned, resumed.stderr);
  });
});
