// A reply full of C1 control characters (0x9B is a terminal's CSI) and line separators is written
// to every file as \u escapes: the same JSON values, and no raw control byte for `cat` or `jq -r`.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { startChatServer } from '../support/chat-server.js';
import { vouch } from '../support/cli.js';

const HOSTILE = 'ok \u009b31m red \u0085 next\u2028line\u2029para \u0080\u009f end';
const RAW = /[\u0080-\u009f\u2028\u2029]/;

test('C1 controls and line separators reach no file and no stdout raw', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vouch-c1-'));
  const bot = await startChatServer({ reply: () => HOSTILE });
  try {
    const suite = join(dir, 'prompts.json');
    await writeFile(suite, JSON.stringify([{ id: 'C1-1', prompt: 'hi', mustNotAppear: ['red'] }]));
    const record = join(dir, 'replies.jsonl');
    const r = await vouch(['run', suite, '--url', bot.url, '--no-health', '--reports-dir', join(dir, 'reports'), '--record', record, '--json', '--output', join(dir, 'out.json')]);
    assert.equal(r.code, 1, r.stderr);
    assert.doesNotMatch(r.stdout, RAW, 'stdout');
    const [runDir] = readdirSync(join(dir, 'reports')).filter((d) => d !== 'latest.json');
    const files = [record, join(dir, 'out.json'), join(dir, 'reports', 'latest.json'), join(dir, 'reports', runDir!, 'run.json'), join(dir, 'reports', runDir!, 'trials.jsonl')];
    for (const file of files) assert.doesNotMatch(readFileSync(file, 'utf8'), RAW, file);
    assert.match(readFileSync(record, 'utf8'), /\\u009b31m/);
    const trial = JSON.parse(readFileSync(files[4]!, 'utf8').split('\n')[0]!) as { response: { text: string } };
    assert.equal(trial.response.text, HOSTILE, 'escaped, not changed');
    assert.equal((JSON.parse(readFileSync(record, 'utf8')) as { response: string }).response, HOSTILE);
  } finally {
    await bot.close();
    await rm(dir, { recursive: true, force: true });
  }
});
