// Models configured where users configure them: a suite's `target: { model, options }` and
// `judge: { model, options }` reach the wire, and the run's concurrency bounds judge calls too.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startOllamaServer, type OllamaServer } from '../../test/support/ollama-server.js';
import { startOpenAIServer, type OpenAIServer } from '../../test/support/openai-server.js';
import { ConfigError } from '../core/index.js';
import { scriptedTarget } from '../targets/index.js';
import { runSuite } from './index.js';

const KEY = 'sk-test-suite-options-0123';
let dir: string;
let openai: OpenAIServer;
let ollama: OllamaServer;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vouch-providers-'));
  openai = await startOpenAIServer({ apiKey: KEY, latencyMs: 40, reply: () => 'Yes, it says it is an AI.' });
  ollama = await startOllamaServer({ models: ['judge:latest'], reply: () => 'Yes.' });
});
after(async () => {
  await Promise.all([openai.close(), ollama.close()]);
  await rm(dir, { recursive: true, force: true });
});

let n = 0;
async function suite(text: string): Promise<string> {
  const file = join(dir, `suite-${n++}.yaml`);
  await writeFile(file, text);
  return file;
}

/** `count` cases, each with `questions` judge questions no exact reading can answer. */
function cases(count: number, questions: number): string {
  const one = (i: number) =>
    `  - id: C${i}\n    prompt: Who are you?\n    whitelist:\n${Array.from({ length: questions }, (_, q) => `      - Does the output say it is an AI (${i}.${q})?\n`).join('')}`;
  return `cases:\n${Array.from({ length: count }, (_, i) => one(i)).join('')}`;
}

test('the suite\'s target and judge options reach the wire, base URLs included, with no provider variable set', async () => {
  const file = await suite(
    [
      `target: { model: "openai:gpt-4o-mini", options: { stream: true, maxTokens: 200, temperature: 0.7, baseUrl: "${openai.baseUrl}" } }`,
      `judge: { model: "ollama:judge", options: { api: generate, stream: true, maxTokens: 8, baseUrl: "${ollama.origin}" } }`,
      cases(1, 1),
    ].join('\n'),
  );
  openai.requests.length = 0;
  ollama.requests.length = 0;
  const { run } = await runSuite({ suite: file, reportsDir: false, judgeCache: false, env: { OPENAI_API_KEY: KEY } });
  const [decision] = run.decisions.each();
  assert.equal(decision?.status, 'pass', JSON.stringify(decision));
  assert.equal(run.target, 'provider:openai:gpt-4o-mini');
  const asked = openai.requests.at(-1)!;
  assert.deepEqual([asked.stream, asked.temperature, asked.body.max_tokens], [true, 0.7, 200]);
  const judged = ollama.requests.at(-1)!;
  assert.deepEqual([judged.path, judged.stream, judged.options], ['/api/generate', true, { temperature: 0, num_predict: 8 }]);
});

test('an option the provider would ignore is a load error naming it, before anything runs', async () => {
  const file = await suite(`judge: { model: "openai:gpt-4o-mini", options: { api: generate, contextSize: 512 } }\n${cases(1, 1)}`);
  const error = await runSuite({ suite: file, target: scriptedTarget(() => 'hi'), reportsDir: false, env: { OPENAI_API_KEY: KEY } }).catch((e: unknown) => e);
  assert.ok(error instanceof ConfigError);
  assert.deepEqual(error.issues.map((i) => `${i.path}: ${i.message}`), [
    'judge.options.api: openai models do not use "api" (they take "maxTokens", "temperature", "stream", "baseUrl")',
    'judge.options.contextSize: openai models do not use "contextSize" (they take "maxTokens", "temperature", "stream", "baseUrl")',
  ]);
  assert.equal(error.issues[0]?.file, file);
});

test('a cached judge answer is reused only under the same maxTokens and temperature', async () => {
  const cache = join(dir, 'judge-cache');
  const judged = async (options: string) => {
    const file = await suite(`judge: { model: "openai:gpt-4o-mini", options: ${options} }\n${cases(1, 1)}`);
    openai.requests.length = 0;
    await runSuite({
      suite: file,
      target: scriptedTarget(() => 'I am an AI assistant.'),
      reportsDir: false,
      judgeCache: cache,
      env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: openai.baseUrl },
    });
    return openai.requests.length;
  };
  assert.equal(await judged('{ maxTokens: 8 }'), 1);
  assert.equal(await judged('{ maxTokens: 8, stream: true }'), 0, 'streaming gives the same answer');
  assert.equal(await judged('{ maxTokens: 16 }'), 1, 'a longer cap may give a longer answer');
  assert.equal(await judged('{ maxTokens: 8, temperature: 0.5 }'), 1);
  assert.equal(await judged('{ maxTokens: 8 }'), 0);
});

describe('judge calls in flight never exceed the run\'s concurrency', () => {
  const run = async (concurrency: number, file: string) => {
    openai.requests.length = 0;
    openai.load.maxInFlight = 0;
    await runSuite({
      suite: file,
      target: scriptedTarget(() => 'I am an AI assistant.'),
      concurrency,
      reportsDir: false,
      judgeCache: false,
      env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: openai.baseUrl },
    });
    return { requests: openai.requests.length, maxInFlight: openai.load.maxInFlight };
  };

  test('one trial\'s questions go out together', async () => {
    const file = await suite(`judge: openai:gpt-4o-mini\n${cases(1, 3)}`);
    assert.deepEqual(await run(3, file), { requests: 3, maxInFlight: 3 });
  });

  test('many trials at once share the limit', async () => {
    // 4 trials at once × 3 questions would be 12 calls in flight; the limit keeps them to 2.
    const file = await suite(`judge: openai:gpt-4o-mini\n${cases(6, 3)}`);
    assert.deepEqual(await run(2, file), { requests: 18, maxInFlight: 2 });
    assert.deepEqual(await run(4, file), { requests: 18, maxInFlight: 4 });
  });
});
