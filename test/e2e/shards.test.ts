// Shards, history and compare on the bundled Shield Bot suite against the reference bot (a
// deterministic target): four shards merged make the unsharded run's record; two runs where one
// case was made to fail compare to exactly that case.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { RunResult } from '../../src/core/index.js';
import { BUNDLED } from '../../src/session/index.js';
import { vouch } from '../support/cli.js';

const REFERENCE_BOT: string = '@vouch/reference-bot';
const { startBot } = (await import(REFERENCE_BOT)) as { startBot(o: { vaultDir: string; port: number }): Promise<{ url: string; close(): Promise<void> }> };

/** What a merge must reproduce: everything but the run's identity and timing. */
const verdicts = (run: RunResult) => {
  const { runId: _i, startedAt: _s, endedAt: _e, durationMs: _d, shard: _h, target: _t, ...rest } = run;
  return rest;
};

const readRun = async (file: string): Promise<RunResult> => JSON.parse(await readFile(file, 'utf8')) as RunResult;

describe('shards, history and compare on the bundled suite', () => {
  let dir: string;
  let bot: { url: string; close(): Promise<void> };
  const base = (): string[] => [BUNDLED.suite, '--vault', BUNDLED.vault, '--url', bot.url, '--no-health'];

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vouch-shards-'));
    bot = await startBot({ vaultDir: BUNDLED.vault, port: 0 });
  });
  after(async () => {
    await bot.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('four shards merged give the unsharded run: cases in suite order, summary, counters, byCategory, robustness, gate', async () => {
    const fuzz = ['--fuzz', 'base64,leetspeak', '--min-pass-rate', '90'];
    const whole = await vouch(['run', ...base(), ...fuzz, '--reports-dir', join(dir, 'whole')]);
    assert.ok(whole.code === 0 || whole.code === 1, whole.stderr);
    const shardDirs: string[] = [];
    for (let i = 1; i <= 4; i++) {
      shardDirs.push(join(dir, `shard-${i}`));
      const r = await vouch(['run', ...base(), ...fuzz, '--shard', `${i}/4`, '--reports-dir', shardDirs[i - 1]!]);
      assert.ok(r.code === 0 || r.code === 1, r.stderr);
    }
    const shardRuns = await Promise.all(shardDirs.map((d) => readRun(join(d, 'latest.json'))));
    assert.ok(shardRuns.every((r) => r.cases.length > 0 && r.cases.length < 100), 'every shard holds a share');
    // Each shard gated alone may say something else; the merge must not.
    const merged = await vouch(['merge', ...shardDirs.reverse(), '--reports-dir', join(dir, 'merged'), '--output', join(dir, 'merged.json')]);
    const reference = await readRun(join(dir, 'whole', 'latest.json'));
    assert.equal(merged.code, whole.code, merged.stderr);
    const result = await readRun(join(dir, 'merged.json'));
    assert.ok(result.robustness, 'the fuzzed run has a robustness table');
    assert.deepEqual(verdicts(result), verdicts(reference));
    assert.deepEqual(Object.keys(result.byCategory), Object.keys(reference.byCategory), 'categories in suite order');
    assert.deepEqual(result.thresholds?.minPassRate, 0.9, 'the shards carried the command line thresholds');
    const [mergedRun] = (await readdir(join(dir, 'merged'))).filter((n) => n !== 'latest.json');
    const journal = (await readFile(join(dir, 'merged', mergedRun!, 'trials.jsonl'), 'utf8')).trim().split('\n');
    assert.equal(journal.length, reference.summary.trials.run, "the merged run's journal holds every shard's trials");
  });

  it('vouch list prints the planned cases with run\'s filters and calls no bot: the four shards list the whole suite between them', async () => {
    const list = async (...extra: string[]) => {
      const r = await vouch(['list', BUNDLED.suite, '--vault', BUNDLED.vault, '--fuzz', 'base64', '--json', ...extra]);
      assert.equal(r.code, 0, r.stderr);
      return (JSON.parse(r.stdout) as { id: string }[]).map((c) => c.id);
    };
    const whole = await list();
    const shares = await Promise.all([1, 2, 3, 4].map((i) => list('--shard', `${i}/4`)));
    assert.deepEqual(shares.flat().sort(), [...whole].sort());
    assert.deepEqual(await list('--id', 'CONV-002@1,SOC2-00[12],ADV-001#base64'), [
      'SOC2-001',
      'SOC2-002',
      'CONV-002@0',
      'CONV-002@1',
      'SOC2-001#base64',
      'SOC2-002#base64',
      'ADV-001#base64',
    ]);
    const text = await vouch(['list', BUNDLED.suite, '--vault', BUNDLED.vault, '--category', 'GDPR']);
    assert.match(text.stdout, /^GDPR-001 +gdpr +answer_with_citation\n/);
    assert.match(text.stderr, /^4 case\(s\), 4 trial\(s\) at most/m);
  });

  it('merge refuses an incomplete set of shards, naming the missing one', async () => {
    const r = await vouch(['merge', join(dir, 'shard-1'), join(dir, 'shard-2'), join(dir, 'shard-4'), '--no-reports']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /shard\(s\) 3\/4 missing/);
    const notShard = await vouch(['merge', join(dir, 'whole'), '--no-reports']);
    assert.equal(notShard.code, 2);
    assert.match(notShard.stderr, /is not the record of a shard/);
  });

  it('compare names exactly the case made to fail; history lists both runs, newest first', async () => {
    const reports = join(dir, 'history');
    const recorded = join(dir, 'recorded.jsonl');
    const first = await vouch(['run', ...base(), '--reports-dir', reports, '--record', recorded]);
    assert.ok(first.code === 0 || first.code === 1, first.stderr);
    const before = await readRun(join(reports, 'latest.json'));
    const victim = before.cases.find((d) => d.status === 'pass' && d.expectedBehavior === 'answer_with_citation' && !d.turn);
    assert.ok(victim);
    const lines = (await readFile(recorded, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { id: string; response: string });
    const broken = lines.map((l) => (l.id === victim.id ? { ...l, response: 'I would rather not say.' } : l));
    await writeFile(join(dir, 'broken.jsonl'), `${broken.map((l) => JSON.stringify(l)).join('\n')}\n`);
    // A run id has one-second resolution: make sure the second run is the newer one.
    await new Promise((r) => setTimeout(r, 1100));
    const second = await vouch(['run', BUNDLED.suite, '--vault', BUNDLED.vault, '--responses', join(dir, 'broken.jsonl'), '--reports-dir', reports]);
    assert.ok(second.code === 0 || second.code === 1, second.stderr);

    // A live run and a replay of an edited recording are runs against different targets: compare
    // refuses them (exit 2, saying why) unless told to go on.
    const refused = await vouch(['compare', '--reports-dir', reports]);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /not of one suite, target and settings .*ran against http:\/\/127\.0\.0\.1:\d+\/api\/chat, .* against replay:.*broken\.jsonl.*Pass --force/);
    const compared = await vouch(['compare', '--reports-dir', reports, '--json', '--force']);
    assert.equal(compared.code, 1, compared.stderr);
    const diff = JSON.parse(compared.stdout) as { newlyFailing: { id: string }[]; fixed: unknown[]; counters: { name: string; before: number; after: number }[] };
    assert.deepEqual(diff.newlyFailing.map((c) => c.id), [victim.id]);
    assert.deepEqual(diff.fixed, []);
    const failed = diff.counters.find((c) => c.name === 'failed')!;
    assert.equal(failed.after - failed.before, 1);
    const text = await vouch(['compare', '--reports-dir', reports, '--force']);
    assert.match(text.stdout, new RegExp(`Newly failing \\(1\\)\\n  ✗ ${victim.id} `));

    const backwards = await vouch(['compare', join(reports, 'latest.json'), join(reports, before.runId), '--force']);
    assert.equal(backwards.code, 0, 'the other way round the case is fixed, nothing newly fails');
    assert.match(backwards.stdout, new RegExp(`Fixed \\(1\\)\\n  ✓ ${victim.id} `));

    const history = await vouch(['history', '--reports-dir', reports, '--json']);
    const runs = JSON.parse(history.stdout) as { runId: string; suite: string; verdict: string; passRate: string }[];
    assert.equal(runs.length, 2);
    assert.equal(runs[1]!.runId, before.runId, 'newest first');
    assert.equal(runs[0]!.suite, 'shieldbot');
    const table = await vouch(['history', '--reports-dir', reports]);
    assert.match(table.stdout, /^when +suite +target +verdict +pass rate +cases +run\n/);
  });
});

describe('a small suite in more shards than it fills', () => {
  it('a shard that gets no case writes an empty record (exit 0), and merge of the matrix gives the unsharded run', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vouch-small-shards-'));
    try {
      const suite = join(dir, 'small.json');
      await writeFile(suite, JSON.stringify([{ id: 'ONE', prompt: 'hi', mustNotAppear: ['Okta'] }, { id: 'TWO', prompt: 'hello', mustNotAppear: ['Okta'] }]));
      const args = (...more: string[]) => ['run', suite, '--responses', join(dir, 'replies.jsonl'), ...more];
      await writeFile(join(dir, 'replies.jsonl'), '{"id":"ONE","response":"Hello."}\n{"id":"TWO","response":"Hi there."}\n');
      const shards = [];
      for (let i = 1; i <= 3; i++) {
        const r = await vouch(args('--shard', `${i}/3`, '--reports-dir', join(dir, `shard-${i}`), '--json'));
        assert.equal(r.code, 0, r.stderr);
        shards.push(JSON.parse(r.stdout) as RunResult);
      }
      const empty = shards.find((s) => s.summary.total === 0);
      assert.ok(empty, 'two cases in three shards leave one empty');
      assert.equal(empty.gate.verdict, 'warn');
      assert.match(empty.gate.warnings.join(), /got no case: merge it with the other shards/);
      const merged = await vouch(['merge', join(dir, 'shard-1'), join(dir, 'shard-2'), join(dir, 'shard-3'), '--no-reports', '--json']);
      assert.equal(merged.code, 0, merged.stderr);
      const whole = await vouch(args('--no-reports', '--json'));
      assert.deepEqual(verdicts(JSON.parse(merged.stdout) as RunResult), verdicts(JSON.parse(whole.stdout) as RunResult));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
