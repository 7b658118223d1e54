// The loopback chat server itself: routes, scripted statuses, stats, latency and a clean close.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startChatServer } from './chat-server.js';

const post = (url: string, body: unknown): Promise<Response> =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('chat server', () => {
  it('echoes message, or the last user message, as JSON by default', async () => {
    const s = await startChatServer();
    try {
      assert.deepEqual(await (await post(s.url, { message: 'hi' })).json(), { response: 'hi' });
      const messages = [{ role: 'user', content: 'a' }, { role: 'assistant', content: 'b' }, { role: 'user', content: 'c' }];
      assert.deepEqual(await (await post(s.url, { messages })).json(), { response: 'c' });
      assert.equal(s.stats.requests, 2);
      assert.deepEqual(s.stats.bodies, [], 'bodies are kept only when asked');
    } finally {
      await s.close();
    }
  });

  it('answers scripted statuses first, then normally; health and unknown routes too', async () => {
    const s = await startChatServer({ statuses: [{ status: 503, retryAfter: '1' }, 200], health: 500 });
    try {
      const first = await post(s.url, { message: 'x' });
      assert.equal(first.status, 503);
      assert.equal(first.headers.get('retry-after'), '1');
      await first.body?.cancel();
      assert.equal((await post(s.url, { message: 'x' })).status, 200);
      assert.equal((await post(s.url, { message: 'x' })).status, 200);
      assert.equal((await fetch(`${s.origin}/api/health`)).status, 500);
      assert.equal((await fetch(`${s.origin}/nope`)).status, 404);
      assert.equal((await fetch(s.url, { method: 'POST', body: 'not json' })).status, 400);
      assert.equal(s.stats.healthChecks, 1);
    } finally {
      await s.close();
    }
  });

  it('counts requests in flight and closes with requests still waiting', async () => {
    const s = await startChatServer({ latencyMs: 100 });
    const replies = Array.from({ length: 8 }, () => post(s.url, { message: 'x' }).then((r) => r.json()));
    await Promise.all(replies);
    assert.equal(s.stats.maxInFlight, 8);
    assert.equal(s.stats.inFlight, 0);
    const slow = await startChatServer({ latencyMs: 10_000 });
    const pending = post(slow.url, { message: 'x' }).catch((err: unknown) => err);
    await new Promise((r) => setTimeout(r, 20));
    const started = Date.now();
    await Promise.all([s.close(), slow.close()]);
    assert.ok(Date.now() - started < 1000, 'close does not wait for the slow reply');
    assert.ok((await pending) instanceof Error);
  });
});
