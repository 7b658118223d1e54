import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { JudgeModel } from '../../core/index.js';
import { cachedJudge, cacheKey } from './cache.js';

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vouch-judge-cache-'));
});
after(() => rm(dir, { recursive: true, force: true }));

/** A judge that counts its calls and answers with the call number. */
function countingJudge(id: string, failFirst = false): JudgeModel & { calls: number } {
  const judge = {
    id,
    calls: 0,
    async ask(prompt: string, system?: string) {
      judge.calls++;
      if (failFirst && judge.calls === 1) throw new Error('judge unreachable');
      await new Promise((r) => setTimeout(r, 5));
      return `answer ${judge.calls} to ${prompt} (${system ?? 'no system'})`;
    },
  };
  return judge;
}

test('the second ask is served from disk, even by a fresh wrapper', async () => {
  const inner = countingJudge('ollama:qa_agent_h_v0');
  const first = await cachedJudge(inner, dir).ask('Is it?', 'Be strict.');
  const second = await cachedJudge(inner, dir).ask('Is it?', 'Be strict.');
  assert.equal(inner.calls, 1);
  assert.equal(second, first);
  assert.equal(first, 'answer 1 to Is it? (Be strict.)');
});

test('the model id, the system prompt and the prompt each make a different key', async () => {
  const a = countingJudge('ollama:llama3.2');
  const b = countingJudge('openai:gpt-4o-mini');
  await cachedJudge(a, dir).ask('Q');
  await cachedJudge(b, dir).ask('Q');
  await cachedJudge(a, dir).ask('Q', 'system');
  await cachedJudge(a, dir).ask('Q2');
  assert.deepEqual([a.calls, b.calls], [3, 1]);
  assert.notEqual(cacheKey('m', undefined, 'p'), cacheKey('m', '', 'p'));
  assert.equal(cacheKey('m', 's', 'p'), cacheKey('m', 's', 'p'));
});

test('failures are never cached', async () => {
  const flaky = countingJudge('flaky:judge', true);
  const judge = cachedJudge(flaky, dir);
  await assert.rejects(judge.ask('Q'), /judge unreachable/);
  assert.equal(await judge.ask('Q'), 'answer 2 to Q (no system)');
  assert.equal(await cachedJudge(flaky, dir).ask('Q'), 'answer 2 to Q (no system)');
  assert.equal(flaky.calls, 2);
});

test('concurrent identical asks share one call and leave no temporary files', async () => {
  const inner = countingJudge('busy:judge');
  const judge = cachedJudge(inner, dir);
  const answers = await Promise.all(Array.from({ length: 8 }, () => judge.ask('same')));
  assert.equal(inner.calls, 1);
  assert.equal(new Set(answers).size, 1);
  // Two processes writing the same entry at once: both writes are whole, the entry reads back.
  await Promise.all([cachedJudge(countingJudge('race'), dir).ask('R'), cachedJudge(countingJudge('race'), dir).ask('R')]);
  const files = (await readdir(dir, { recursive: true })).map(String);
  assert.ok(!files.some((f) => f.endsWith('.tmp')), files.join(', '));
});

test('a corrupt entry is a miss and is rewritten', async () => {
  const key = cacheKey('corrupt:judge', undefined, 'Q');
  const inner = countingJudge('corrupt:judge');
  await cachedJudge(inner, dir).ask('Q');
  await writeFile(join(dir, key.slice(0, 2), `${key}.json`), '{"reply": tru');
  await cachedJudge(inner, dir).ask('Q');
  await cachedJudge(inner, dir).ask('Q');
  assert.equal(inner.calls, 2);
});
