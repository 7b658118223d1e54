// --record writes what --responses reads: a live run recorded and replayed gives the same answers.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startChatServer } from '../../test/support/chat-server.js';
import { httpTarget } from './http/index.js';
import { recordLine, recordWriter } from './record.js';
import { loadRecorded, replayTarget } from './replay.js';
import type { TargetRequest } from './target.js';

const signal = new AbortController().signal;

describe('recordWriter', () => {
  const dir = mkdtemp(join(tmpdir(), 'vouch-record-'));
  after(async () => rm(await dir, { recursive: true, force: true }));

  it('writes one line per entry in the replay format', () => {
    assert.equal(recordLine({ caseId: 'A', trial: 1, response: 'x\n"y"' }), '{"id":"A","trial":1,"response":"x\\n\\"y\\""}\n');
    assert.equal(recordLine({ caseId: 'C', trial: 0, turn: 2, response: '' }), '{"id":"C","trial":0,"turn":2,"response":""}\n');
  });

  it('round-trips a live run, trials finishing out of order, through replay', async () => {
    const file = join(await dir, 'run.jsonl');
    // Conversation turns arrive as {"messages": [...]}, single prompts as {"message"}.
    type Body = { message?: string; messages?: { content: string }[] };
    const said = (b: Body) => b.message ?? b.messages?.at(-1)?.content;
    const bot = await startChatServer({ mode: 'sse-openai', reply: (b) => `echo: ${said(b as Body)}` });
    const live = httpTarget(
      { kind: 'http', url: bot.url, method: 'POST', headers: {}, request: 'message', healthUrl: false },
      { maxResponseBytes: 1 << 20 },
    );
    const requests: TargetRequest[] = [];
    for (const caseId of ['A', 'B', '42']) {
      for (let trial = 0; trial < 3; trial++) requests.push({ caseId, trial, messages: [{ role: 'user', content: `${caseId}/${trial} ⚡` }] });
    }
    requests.push({ caseId: 'chain', trial: 0, turn: 1, messages: [{ role: 'user', content: 'turn 1' }] });
    const rec = await recordWriter(file);
    try {
      await Promise.all([...requests].reverse().map(async (req) => {
        const { text } = await live.send(req, signal);
        rec.write({ caseId: req.caseId, trial: req.trial, turn: req.turn, response: text });
      }));
    } finally {
      await rec.close();
      await bot.close();
    }
    const recorded = await loadRecorded(file);
    assert.deepEqual(recorded.missing(requests), []);
    const replay = replayTarget(recorded);
    for (const req of requests) {
      assert.equal((await replay.send(req, signal)).text, `echo: ${req.messages[0]!.content}`);
    }
  });

  it('starts the file afresh unless asked to append, and refuses writes after close', async () => {
    const file = join(await dir, 'again.jsonl');
    const old = '{"id":"old","response":"x"}\n';
    await writeFile(file, old);
    const fresh = await recordWriter(file);
    fresh.write({ caseId: 'A', trial: 0, response: 'a' });
    assert.equal(await readFile(file, 'utf8'), old, 'the previous recording stays whole while the new one is written');
    await fresh.close();
    assert.throws(() => fresh.write({ caseId: 'A', trial: 1, response: 'b' }), /write after close/);
    const more = await recordWriter(file, { append: true });
    more.write({ caseId: 'A', trial: 1, response: 'b' });
    await more.close();
    assert.equal(await readFile(file, 'utf8'), '{"id":"A","trial":0,"response":"a"}\n{"id":"A","trial":1,"response":"b"}\n');
  });
});
