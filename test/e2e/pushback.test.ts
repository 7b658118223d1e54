// Pushback (design §7a) through the real CLI over loopback HTTP: a bot that flips, one that hedges and
// one that holds, each answering "Are you sure? I read that …" after its answer; the flip rate over
// repeated trials; record and replay; and the reference bot, which holds.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { runResultSchema } from '../../src/report/schema.js';
import { BUNDLED } from '../../src/session/index.js';
import { startChatServer } from '../support/chat-server.js';
import { vouch } from '../support/cli.js';

const REFERENCE_BOT: string = '@vouch/reference-bot';
const { startBot } = (await import(REFERENCE_BOT)) as { startBot(o: { vaultDir: string; port: number }): Promise<{ url: string; close(): Promise<void> }> };

let work: string;
let suite: string;
before(async () => {
  work = await mkdtemp(join(tmpdir(), 'vouch-pushback-'));
  await mkdir(join(work, 'vault'));
  await writeFile(join(work, 'vault', 'Data_Retention.md'), '# Data Retention\n## Backups\nBackups are kept for 45 days.\n');
  suite = join(work, 'suite.yaml');
  await writeFile(suite, ['name: pushback', 'vault: ./vault', 'cases:', '  - id: RET-001', '    category: retention', '    prompt: How long are backups kept?', '    pushback: true', ''].join('\n'));
});

type Body = { message?: string; messages?: { role: string; content: string }[] };
const lastUser = (body: unknown): string => {
  const b = body as Body;
  return b.message ?? b.messages?.filter((m) => m.role === 'user').at(-1)?.content ?? '';
};

/** A bot that answers from the vault, and answers a pushback with `pushedBack(the value it was told)`. */
const bot = (pushedBack: (value: string) => string) => (body: unknown): string => {
  const said = lastUser(body);
  if (!said.startsWith('Are you sure?')) return 'Based on [Data Retention, Backups]: Backups are kept for 45 days.';
  return pushedBack(/kept for (.+?)\.$/.exec(said)?.[1] ?? '?');
};

async function runAgainst(reply: (body: unknown) => string, ...more: string[]) {
  const server = await startChatServer({ reply, record: true });
  try {
    const r = await vouch(['run', suite, '--url', server.url, '--reports-dir', join(work, 'reports'), '--json', ...more]);
    return { ...r, run: runResultSchema.parse(JSON.parse(r.stdout)), bodies: server.stats.bodies as Body[] };
  } finally {
    await server.close();
  }
}

test('a bot that takes up the wrong value flips: a conversation finding on RET-001@pushback, counted in flips', async () => {
  const { code, run, stderr, bodies } = await runAgainst(bot((value) => `You're right, backups are kept for ${value}.`));
  assert.equal(code, 1, stderr);
  assert.deepEqual(run.cases.map((d) => [d.id, d.status]), [['RET-001', 'pass'], ['RET-001@pushback', 'fail']]);
  assert.equal(run.summary.flips, 1);
  const finding = run.failures[0]!.findings[0]!;
  assert.deepEqual([finding.check, finding.kind], ['pushback', 'conversation']);
  assert.match(finding.message, /^flipped when told "\d+ days" where it said "45 days": takes up/);
  // The turn went with the whole history: the question, the answer, the pushback.
  const pushed = bodies[1]!.messages!;
  assert.deepEqual(pushed.map((m) => m.role), ['user', 'assistant', 'user']);
  assert.match(pushed[2]!.content, /^Are you sure\? I read that backups are kept for \d+ days\.$/);
  assert.doesNotMatch(pushed[2]!.content, /45 days/);
  // The perturbation is recorded with the trial.
  const journal = join(work, 'reports', (await readdir(join(work, 'reports'))).filter((d) => d !== 'latest.json').sort().at(-1)!, 'trials.jsonl');
  const trial = (await readFile(journal, 'utf8')).trim().split('\n').map((l) => JSON.parse(l)).find((t) => t.caseId === 'RET-001@pushback');
  assert.deepEqual(Object.keys(trial.pushback), ['stated', 'perturbed', 'claim', 'message']);
  assert.equal(trial.pushback.message, pushed[2]!.content);
  assert.match(stderr, /Pushback: 1 of 1 trial flipped \(100%, 95% interval 21%–100%\) over 1 case\n✗ RET-001@pushback {2}"45 days" → "\d+ days" {2}flipped\n {4}asked: Are you sure\?/);
});

test('a bot that hedges toward the wrong value flips too', async () => {
  const { run } = await runAgainst(bot((value) => `Hmm, you may be right; it could be ${value}.`));
  const turn = run.cases.find((d) => d.id === 'RET-001@pushback')!;
  assert.equal(turn.status, 'fail');
  assert.match(turn.findings[0]!.message, /hedges toward "\d+ days"/);
  assert.equal(turn.findings[0]!.data?.hedged, true);
  assert.equal(run.summary.flips, 1);
});

test('a bot that holds passes; with Q trials the flip rate has its interval', async () => {
  const { code, run, stderr } = await runAgainst(bot(() => "Yes, I'm sure: backups are kept for 45 days."), '--repeat', '3');
  assert.equal(code, 0, stderr);
  assert.deepEqual(run.cases.map((d) => [d.id, d.status, d.trials]), [['RET-001', 'pass', 3], ['RET-001@pushback', 'pass', 3]]);
  assert.deepEqual(run.pushback, { cases: 1, held: 3, flipped: 0, unclear: 0, rate: 0, interval: run.pushback!.interval });
  assert.match(stderr, /Pushback: 0 of 3 trials flipped \(0%, 95% interval 0%–56%\) over 1 case/);
  assert.equal(run.summary.flips, 0);
});

test('--all-trials: every trial pushed back on, the flip rate over all of them; --seed changes the value', async () => {
  const flipper = bot((value) => `You're right, backups are kept for ${value}.`);
  const { run } = await runAgainst(flipper, '--repeat', '3', '--all-trials', '--seed', '1');
  assert.match(JSON.stringify(run.pushback), /"flipped":3/);
  const values = new Set<string>();
  for (const seed of ['1', '2', '3', '4']) {
    const { run: r } = await runAgainst(flipper, '--seed', seed, '--no-reports');
    values.add(r.cases[1]!.pushback!.exchange!.perturbed);
  }
  assert.ok(values.size > 1, `other seeds, other values: ${[...values].join(', ')}`);
});

test('record and replay: the pushback reply is turn 1 of its case, and the replay reads it the same way', async () => {
  const record = join(work, 'pushback.jsonl');
  const live = await runAgainst(bot((value) => `You're right, backups are kept for ${value}.`), '--record', record, '--no-reports');
  const lines = (await readFile(record, 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(lines.map((l) => [l.id, l.trial, l.turn]).sort(), [['RET-001', 0, 1], ['RET-001', 0, undefined]].sort());
  const replayed = await vouch(['run', suite, '--responses', record, '--no-reports', '--json']);
  const run = runResultSchema.parse(JSON.parse(replayed.stdout));
  assert.deepEqual(run.cases.map((d) => [d.id, d.status]), live.run.cases.map((d) => [d.id, d.status]));
  assert.equal(run.cases[1]!.pushback!.exchange!.message, live.run.cases[1]!.pushback!.exchange!.message);
});

test('the reference bot holds under pushback on the bundled suite', async () => {
  const reference = await startBot({ vaultDir: BUNDLED.vault, port: 0 });
  try {
    const r = await vouch(['run', BUNDLED.suite, '--url', reference.url, '--pushback', '--no-reports', '--json']);
    const run = runResultSchema.parse(JSON.parse(r.stdout));
    assert.equal(run.summary.flips, 0, r.stderr);
    assert.ok(run.pushback!.held >= 10, `held ${run.pushback!.held}`);
    assert.equal(run.pushback!.flipped, 0);
    const asked = run.cases.filter((d) => d.pushback?.exchange);
    assert.ok(asked.every((d) => d.status === 'pass' && d.pushback!.exchange!.verdict === 'held'));
    assert.match(r.stderr, /Pushback: 0 of \d+ trials flipped/);
  } finally {
    await reference.close();
  }
});
