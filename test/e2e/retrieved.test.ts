// What the bot retrieved (design §12), end to end: a bot over real HTTP on loopback returns its
// contexts with each answer; grounding and citation findings say whether the failure was retrieval,
// ignored or invented; `--record` keeps the contexts, `--responses` replays them to the same verdicts.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { RunResult } from '../../src/core/index.js';
import { startChatServer, type ChatServer } from '../support/chat-server.js';
import { vouch } from '../support/cli.js';

/** Each prompt's answer and what the bot says it retrieved for it. */
const ANSWERS: Record<string, { response: string; contexts: string[] }> = {
  // The retrieved passage says 35 days; the answer says 30.
  'How long are backups kept?': { response: 'Based on [Backup Policy, Retention]: Backups are kept for 30 days.', contexts: ['Backups are kept for 35 days.'] },
  // The vault says restores are tested every six months; the bot retrieved only the access review passage.
  'How often are restores tested?': { response: 'Based on [Backup Policy, Restores]: Restores are tested every three months.', contexts: ['Privileged access is reviewed every month.'] },
  // Nothing in the vault or the retrieved text is about penetration tests.
  'Who runs your penetration tests?': { response: 'Based on [Backup Policy, Retention]: Penetration tests are run every quarter by NCC Group.', contexts: ['Backups are kept for 35 days.'] },
  // The value is right and was retrieved from the backup policy, but the answer cites the access policy.
  'How long do you keep backups?': { response: 'Based on [Access Policy, Reviews]: Backups are kept for 35 days.', contexts: ['Backups are kept for 35 days.'] },
  // Faithful: right value, right citation.
  'How often is privileged access reviewed?': { response: 'Based on [Access Policy, Reviews]: Privileged access is reviewed every month.', contexts: ['Privileged access is reviewed every month.'] },
};

const EXPECTED: Record<string, string | undefined> = { 'R-IGNORED': 'ignored', 'R-RETRIEVAL': 'retrieval', 'R-INVENTED': 'invented', 'R-CITED': 'ignored', 'R-FAITHFUL': undefined };

let dir: string;
let bot: ChatServer;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vouch-retrieved-'));
  await mkdir(join(dir, 'vault'));
  await writeFile(join(dir, 'vault', 'Backups.md'), '# Backup Policy\n\n## Retention\n\nBackups are kept for 35 days.\nBackups are encrypted with AES-256.\n\n## Restores\n\nRestores are tested every six months.\n');
  await writeFile(join(dir, 'vault', 'Access.md'), '# Access Policy\n\n## Reviews\n\nPrivileged access is reviewed every month.\n');
  const ids = ['R-IGNORED', 'R-RETRIEVAL', 'R-INVENTED', 'R-CITED', 'R-FAITHFUL'];
  const cases = Object.keys(ANSWERS).map((prompt, i) => `  - { id: ${ids[i]}, prompt: "${prompt}", expectedBehavior: answer_with_citation }`);
  await writeFile(join(dir, 'suite.yaml'), ['name: retrieved', 'vault: ./vault', 'grounding: fail', 'cases:', ...cases, ''].join('\n'));
  bot = await startChatServer({ reply: (body) => (body as { message: string }).message, jsonBody: (prompt) => ANSWERS[prompt] });
});
after(async () => {
  await bot.close();
  await rm(dir, { recursive: true, force: true });
});

/** Each case's stage (the first failing finding's that has one) and the summary's counts. */
function stagesOf(run: RunResult): Record<string, string | undefined> {
  return Object.fromEntries(run.cases.map((c) => [c.id, c.findings.find((f) => f.stage)?.stage]));
}

describe('a bot that returns what it retrieved', () => {
  test('live over HTTP: each failure gets its stage, the summary counts them, --record and trials.jsonl keep the contexts', async () => {
    const record = join(dir, 'recorded.jsonl');
    const r = await vouch(['run', join(dir, 'suite.yaml'), '--url', bot.url, '--record', record, '--reports-dir', join(dir, 'reports'), '--json'], { cwd: dir });
    assert.equal(r.code, 1, r.stderr);
    const run = JSON.parse(r.stdout) as RunResult;
    assert.deepEqual(stagesOf(run), EXPECTED);
    assert.deepEqual(run.summary.stages, { retrieval: 1, ignored: 2, invented: 1 });
    assert.match(r.stderr, /stages: retrieval 1, ignored 2, invented 1/);
    assert.match(r.stderr, /hallucination\/grounding \[ignored\]/);
    const lines = (await readFile(record, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { id: string; contexts?: string[] });
    assert.deepEqual(lines.find((l) => l.id === 'R-RETRIEVAL')?.contexts, ['Privileged access is reviewed every month.']);
    const [runDir] = (await readdir(join(dir, 'reports'))).filter((d) => d !== 'latest.json');
    const trials = (await readFile(join(dir, 'reports', runDir!, 'trials.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    assert.ok(trials.every((t) => Array.isArray(t.response.contexts)));
  });

  test('replayed from the recorded file: the same stages', async () => {
    const r = await vouch(['run', join(dir, 'suite.yaml'), '--responses', join(dir, 'recorded.jsonl'), '--no-reports', '--json'], { cwd: dir });
    assert.equal(r.code, 1, r.stderr);
    const run = JSON.parse(r.stdout) as RunResult;
    assert.deepEqual(stagesOf(run), EXPECTED);
    assert.deepEqual(run.summary.stages, { retrieval: 1, ignored: 2, invented: 1 });
  });

  test('a bot that says nothing of what it retrieved gets no stages', async () => {
    const plain = await startChatServer({ reply: (body) => ANSWERS[(body as { message: string }).message]!.response });
    try {
      const r = await vouch(['run', join(dir, 'suite.yaml'), '--url', plain.url, '--no-reports', '--json'], { cwd: dir });
      const run = JSON.parse(r.stdout) as RunResult;
      assert.equal(run.summary.stages, undefined);
      assert.ok(run.cases.every((c) => c.findings.every((f) => f.stage === undefined)));
    } finally {
      await plain.close();
    }
  });
});
