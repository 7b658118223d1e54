// `grounding: judge` end to end: a bot over loopback HTTP, a judge over a loopback Ollama, and the
// run's exit code and record; and the mode's configuration errors.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { runResultSchema } from '../../src/report/schema.js';
import { startChatServer, type ChatServer } from '../support/chat-server.js';
import { vouch } from '../support/cli.js';
import { startOllamaServer, type OllamaServer } from '../support/ollama-server.js';

let work: string;
let bot: ChatServer;
let judge: OllamaServer;
let answer = '';

before(async () => {
  work = await mkdtemp(join(tmpdir(), 'vouch-grounding-'));
  await mkdir(join(work, 'vault'));
  await writeFile(join(work, 'vault', 'Backup_Policy.md'), '# Backup Policy\n## Encryption\nBackups are encrypted at rest with AES-256.\n');
  await writeFile(
    join(work, 'suite.yaml'),
    ['name: grounding', 'vault: vault', 'cases:', '  - id: ENC-1', '    category: encryption', '    prompt: How are backups protected?', '    expectedBehavior: answer_with_citation', ''].join('\n'),
  );
  bot = await startChatServer({ reply: () => answer });
  // The judge finds a claim stated when its sources mention "customer"; only that claim does.
  judge = await startOllamaServer({
    models: ['judge:latest'],
    reply: (r) => {
      const prompt = r.messages.at(-1)?.content ?? '';
      const sources = prompt.slice(0, prompt.indexOf('A chatbot answered'));
      return /customer/i.test(prompt.slice(sources.length)) && !/customer/i.test(sources) ? 'No.' : 'Yes.';
    },
  });
});
after(async () => {
  await bot.close();
  await judge.close();
});

const run = (...args: string[]) =>
  vouch(['run', join(work, 'suite.yaml'), '--url', bot.url, '--no-reports', '--json', '--no-cache', ...args], { env: { OLLAMA_HOST: judge.host }, cwd: work });

test('--grounding judge with no judge configured is a usage error naming the way out', async () => {
  answer = 'Based on [Backup Policy, Encryption]: Backups are encrypted at rest with AES-256.';
  const r = await run('--grounding', 'judge');
  assert.equal(r.code, 2, r.stderr);
  assert.match(r.stderr, /grounding: judge .* none is configured: pass --judge/);
});

test('a claim the judge does not find in the cited section fails the run as a hallucination', async () => {
  answer = 'Based on [Backup Policy, Encryption]: Backups are encrypted at rest with AES-256. Customers hold their own keys.';
  const r = await run('--grounding', 'judge', '--judge', 'ollama:judge');
  assert.equal(r.code, 1, r.stderr);
  const result = runResultSchema.parse(JSON.parse(r.stdout));
  assert.equal(result.summary.hallucinations, 1);
  const finding = result.failures[0]!.findings.find((f) => f.check === 'grounding')!;
  assert.match(finding.evidence ?? '', /"Customers hold their own keys\.": judge said "No\."/);
  assert.equal(judge.requests.length, 2);
});

test('the same answer without the invented claim passes, with each claim asked of the model', async () => {
  answer = 'Based on [Backup Policy, Encryption]: Backups are encrypted at rest with AES-256.';
  judge.requests.length = 0;
  const r = await run('--grounding', 'judge', '--judge', 'ollama:judge');
  assert.equal(r.code, 0, r.stderr);
  assert.equal(judge.requests.length, 1);
  assert.match(judge.requests[0]!.messages.at(-1)!.content, /\[Backup_Policy\.md › Encryption\]/);
});
