// Runs of different suites, targets or settings are never mixed (design §10): --resume, compare and
// merge refuse them (exit 2, saying why) unless told to go on (--force), and a resumed trial is
// reused only while its case is unchanged.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { RunResult } from '../../src/core/index.js';
import { startChatServer } from '../support/chat-server.js';
import { vouch } from '../support/cli.js';

const cases = (edited = false) => [
  { id: 'A-1', prompt: 'first question', mustNotAppear: ['Okta'] },
  { id: 'A-2', prompt: edited ? 'second question, reworded' : 'second question', mustNotAppear: ['Okta'] },
  { id: 'A-3', prompt: 'third question', mustNotAppear: ['Okta'] },
];

describe('runs of another suite, target or settings', () => {
  let dir: string;
  const asked: string[] = [];
  let url: string;
  let close: () => Promise<void> = async () => {};

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vouch-identity-'));
    await writeFile(join(dir, 'alpha.json'), JSON.stringify({ name: 'alpha', cases: cases() }));
    await writeFile(join(dir, 'beta.json'), JSON.stringify({ name: 'beta', cases: cases() }));
    const bot = await startChatServer({
      reply: (body) => {
        asked.push((body as { message: string }).message);
        return 'Happy to help.';
      },
    });
    url = bot.url;
    close = () => bot.close();
  });
  after(() => close());

  const run = (suite: string, ...more: string[]) => vouch(['run', join(dir, suite), '--url', url, '--json', ...more], { cwd: dir });
  const newest = async (reports: string): Promise<string> => join(reports, ((await readdir(reports)).filter((n) => n !== 'latest.json').sort().at(-1))!);

  it("--resume on another suite's run folder is exit 2, saying why; --force reuses only unchanged cases' trials", async () => {
    const reports = join(dir, 'r1');
    assert.equal((await run('alpha.json', '--reports-dir', reports)).code, 0);
    const alphaRun = await newest(reports);
    asked.length = 0;
    const refused = await run('beta.json', '--reports-dir', join(dir, 'r1b'), '--resume', alphaRun);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /--resume .*: the run resumed is a run of suite "alpha" \(alpha\.json\), this run of "beta" \(beta\.json\)\. .*pass --force/);
    assert.equal(asked.length, 0, 'nothing was asked');
    const forced = await run('beta.json', '--reports-dir', join(dir, 'r1b'), '--resume', alphaRun, '--force');
    assert.equal(forced.code, 0, forced.stderr);
    assert.equal(asked.length, 0, 'the same case definitions: every trial reused');
  });

  it('--resume after changing --url or a setting is refused; after editing a case, only that case runs again', async () => {
    const reports = join(dir, 'r2');
    assert.equal((await run('alpha.json', '--reports-dir', reports)).code, 0);
    const first = await newest(reports);
    const otherUrl = await vouch(['run', join(dir, 'alpha.json'), '--url', url.replace('127.0.0.1', 'localhost'), '--reports-dir', reports, '--resume', first], { cwd: dir });
    assert.equal(otherUrl.code, 2);
    assert.match(otherUrl.stderr, /the run resumed ran against http:\/\/127\.0\.0\.1:\d+\/api\/chat, this run against http:\/\/localhost:\d+\/api\/chat/);
    const otherSetting = await run('alpha.json', '--reports-dir', reports, '--resume', first, '--grounding', 'off', '--repeat', '2');
    assert.equal(otherSetting.code, 2);
    assert.match(otherSetting.stderr, /other settings from the run resumed to this run: grounding warn → off, repeat per case → 2/);

    await writeFile(join(dir, 'alpha.json'), JSON.stringify({ name: 'alpha', cases: cases(true) }));
    asked.length = 0;
    const resumed = await run('alpha.json', '--reports-dir', reports, '--resume', first);
    assert.equal(resumed.code, 0, resumed.stderr);
    assert.deepEqual(asked, ['second question, reworded'], 'only the edited case was asked again');
    assert.match(resumed.stdout + resumed.stderr, /1 case\(s\) changed since .*\(A-2\): their 1 journaled trial\(s\) ran again/);
    await writeFile(join(dir, 'alpha.json'), JSON.stringify({ name: 'alpha', cases: cases() }));
  });

  it('compare refuses runs of different suites (exit 2, saying why), and --force compares them', async () => {
    const reports = join(dir, 'r3');
    await run('alpha.json', '--reports-dir', reports);
    await new Promise((r) => setTimeout(r, 1100));
    await run('beta.json', '--reports-dir', reports);
    const refused = await vouch(['compare', '--reports-dir', reports], { cwd: dir });
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /the two newest runs in the reports folder; name the two to compare\): .* is a run of suite "alpha" \(alpha\.json\), .* of "beta" \(beta\.json\)/);
    const forced = await vouch(['compare', '--reports-dir', reports, '--force'], { cwd: dir });
    assert.equal(forced.code, 0, forced.stderr);
  });

  it('merge refuses shards run against different targets or with other settings, unless --force', async () => {
    const shard = (i: number, ...more: string[]) => run('alpha.json', '--shard', `${i}/2`, '--reports-dir', join(dir, `s${i}`), ...more);
    await shard(1);
    await shard(2, '--grounding', 'fail');
    const refused = await vouch(['merge', join(dir, 's1'), join(dir, 's2'), '--no-reports'], { cwd: dir });
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /other settings from .* to .*: grounding warn → fail: not shards of one run; pass --force/);
    const forced = await vouch(['merge', join(dir, 's1'), join(dir, 's2'), '--no-reports', '--json', '--force'], { cwd: dir });
    assert.equal(forced.code, 0, forced.stderr);
    assert.equal((JSON.parse(forced.stdout) as RunResult).summary.total, 3);
  });

  it('each journaled trial carries the hash of its case, and the run folder says which run it is', async () => {
    const reports = join(dir, 'r4');
    await run('alpha.json', '--reports-dir', reports);
    const folder = await newest(reports);
    const lines = (await readFile(join(folder, 'trials.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { caseHash?: string });
    assert.ok(lines.every((l) => /^[0-9a-f]{16}$/.test(l.caseHash ?? '')));
    const identity = JSON.parse(await readFile(join(folder, 'identity.json'), 'utf8')) as { suite: { name: string }; target: string };
    assert.equal(identity.suite.name, 'alpha');
    assert.equal(identity.target, url);
  });
});
