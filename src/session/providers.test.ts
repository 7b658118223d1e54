// The run's concurrency bounds judge calls too.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startOpenAIServer, type OpenAIServer } from '../../test/support/openai-server.js';
import { scriptedTarget } from '../targets/index.js';
import { runSuite } from './index.js';

const KEY = 'sk-test-suite-options-0123';
let dir: string;
let openai: OpenAIServer;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vouch-providers-'));
  openai = await startOpenAIServer({ apiKey: KEY, latencyMs: 40, reply: () => 'Yes, it says it is an AI.' });
});
after(async () => {
  await openai.close();
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
