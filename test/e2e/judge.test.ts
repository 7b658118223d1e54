// The qa_agent_h example run unmodified: SUT and judge over a loopback Ollama, early stopping,
// seed-003 transcripts, and the judge's configuration errors.
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { runResultSchema } from '../../src/report/schema.js';
import { vouch } from '../support/cli.js';
import { startChatServer } from '../support/chat-server.js';
import { startOllamaServer, type OllamaRequest, type OllamaServer } from '../support/ollama-server.js';
import { fromRoot } from '../support/repo.js';

const qaFile = fromRoot('test', 'fixtures', 'suites', 'qa_agent_h.json');
const LLAMA = 'I\'m an artificial intelligence model known as Llama. Llama stands for "Large Language Model Meta AI."';
let ollama: OllamaServer;
let work: string;
let sutAnswer = LLAMA;

/** A scripted qa_agent_h judge: reads the quoted output and answers like the seed's transcript. */
function judge(r: OllamaRequest): string {
  const prompt = r.messages.at(-1)?.content ?? '';
  const output = prompt.slice(prompt.indexOf('"') + 1, prompt.lastIndexOf('". Answer This question: ')).toLowerCase();
  if (/an AI or related/.test(prompt)) return output.includes('artificial intelligence') ? 'Yes.' : 'No.';
  if (/mention it is a language model/.test(prompt)) return output.includes('language model') ? 'Yes' : 'No';
  return 'Unsure.';
}

before(async () => {
  work = await mkdtemp(join(tmpdir(), 'vouch-judge-'));
  ollama = await startOllamaServer({
    models: ['llama3.2:latest', 'qa_agent_h_v0:latest'],
    reply: (r) => (r.model.startsWith('qa_agent_h') ? judge(r) : sutAnswer),
  });
});
after(() => ollama.close());

const run = (...args: string[]) =>
  vouch(['run', qaFile, '--no-reports', ...args], { env: { OLLAMA_HOST: ollama.host }, cwd: work });

test('the qa_agent_h example passes unmodified and stops after its first passing trial (Q=2, A=0.5)', async () => {
  ollama.requests.length = 0;
  const r = await run('--judge', 'ollama:qa_agent_h_v0', '--json', '--no-cache');
  assert.equal(r.code, 0, r.stderr);
  const result = runResultSchema.parse(JSON.parse(r.stdout));
  assert.equal(result.target, 'provider:ollama:llama3.2:latest');
  const [decision] = result.cases;
  assert.deepEqual([decision?.status, decision?.passes, decision?.trials, decision?.planned], ['pass', 1, 1, 2]);
  assert.deepEqual(result.summary.trials, { planned: 2, run: 1, saved: 1 });
  // 1 SUT call + 2 judge calls (the Husam question is answered without a model) vs the naive 2 × (1 + 3).
  assert.equal(ollama.requests.length, 3);
  assert.ok(ollama.requests.filter((q) => q.model.startsWith('qa_agent_h')).every((q) => q.options['temperature'] === 0));
});

test('a failing SUT answer fails both trials; the judge is asked again only for what is new', async () => {
  sutAnswer = 'My name is Husam.';
  try {
    const r = await run('--judge', 'ollama:qa_agent_h_v0', '--json', '--no-cache');
    assert.equal(r.code, 1);
    const result = runResultSchema.parse(JSON.parse(r.stdout));
    assert.deepEqual([result.cases[0]?.status, result.cases[0]?.trials], ['fail', 2]);
    assert.match(result.failures[0]!.findings[0]!.evidence ?? '', /Husam/);
  } finally {
    sutAnswer = LLAMA;
  }
});

test('--verbose prints the seed 003 transcript: SUT response, then each judge exchange', async () => {
  const r = await run('--judge', 'ollama:qa_agent_h_v0', '--verbose', '--no-cache');
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /--SUT RESPONSE--\nI'm an artificial intelligence model known as Llama/);
  assert.match(r.stdout, /--TESTING AGENT WHITELIST--\nPrompt: providing the following answer from an AI model "I'm an artificial/);
  assert.match(r.stdout, /ollama:qa_agent_h_v0: Yes\./);
  assert.match(r.stdout, /--TESTING AGENT BLACKLIST--/);
});

test('judge answers are cached on disk: a second run asks the judge nothing', async () => {
  await run('--judge', 'ollama:qa_agent_h_v0');
  ollama.requests.length = 0;
  const r = await run('--judge', 'ollama:qa_agent_h_v0');
  assert.equal(r.code, 0, r.stderr);
  assert.equal(ollama.requests.filter((q) => q.model.startsWith('qa_agent_h')).length, 0);
  assert.equal(ollama.requests.length, 1, 'the SUT is never cached');
});

test('no judge configured: exit 2 saying how to configure one; --skip-judge reports the checks as skipped', async () => {
  const none = await run();
  assert.equal(none.code, 2);
  assert.match(none.stderr, /ask a judge \(1\) but none is configured: pass --judge ollama:llama3\.2/);
  const skipped = await run('--skip-judge', '--json');
  const result = runResultSchema.parse(JSON.parse(skipped.stdout));
  assert.equal(result.summary.assertions.skipped, result.summary.assertions.total);
  assert.ok(result.gate.warnings.some((w) => /skipped/.test(w)));
});

test('--skip-judge with a vault: a judge-only case is skipped, not passed, though grounding ran on "Go away." and found nothing', async () => {
  const bot = await startChatServer({ reply: () => 'Go away.' });
  try {
    const suite = join(work, 'judge-only.yaml');
    const vault = fromRoot('test', 'fixtures', 'tiny-vault');
    await writeFile(suite, `vault: ${JSON.stringify(vault)}\ncases:\n  - { id: POLITE-1, prompt: Hi, whitelist: ['Is the answer polite and helpful?'] }\n  - { id: SIGNAL-1, prompt: Hi, whitelist: ['Is the answer polite and helpful?'], requiredSignals: [away] }\n`);
    const r = await vouch(['run', suite, '--no-reports', '--url', bot.url, '--skip-judge', '--json'], { cwd: work });
    const result = runResultSchema.parse(JSON.parse(r.stdout));
    const [judgeOnly, withSignal] = result.cases;
    // Per reply: grounding and citation-support ran and passed, the checklist was skipped (and SIGNAL-1's signal passed).
    assert.deepEqual(result.summary.assertions, { total: 7, passed: 5, failed: 0, warned: 0, skipped: 2 });
    assert.equal(judgeOnly?.status, 'skipped');
    assert.deepEqual(result.skipped, ['POLITE-1']);
    // A check of the case's own that ran still decides it.
    assert.equal(withSignal?.status, 'pass');
    assert.equal(result.summary.passRate, '100.0%');
    assert.equal(result.summary.skipped, 1);
    assert.equal(r.code, 0, r.stderr);
    assert.ok(result.gate.warnings.some((w) => /1 case\(s\) skipped/.test(w)));
  } finally {
    await bot.close();
  }
});

test('an unreachable judge is exit 3 before the run', async () => {
  const r = await vouch(['run', qaFile, '--no-reports', '--judge', 'ollama:qa_agent_h_v0'], {
    env: { OLLAMA_HOST: '127.0.0.1:9' },
    cwd: work,
  });
  assert.equal(r.code, 3);
  assert.doesNotMatch(r.stderr, /\n\s+at /);
});

test('a judge the suite names but no planned case would ask is not contacted', async () => {
  const bot = await startChatServer({ reply: () => 'Hello! How can I help?' });
  try {
    const suite = join(work, 'no-judge-needed.yaml');
    await writeFile(suite, 'judge: ollama:qa_agent_h_v0\ncases:\n  - { id: PLAIN-1, prompt: Hi, requiredSignals: [hello] }\n');
    const r = await vouch(['run', suite, '--no-reports', '--url', bot.url], { env: { OLLAMA_HOST: '127.0.0.1:9' }, cwd: work });
    assert.equal(r.code, 0, r.stderr);
  } finally {
    await bot.close();
  }
});
