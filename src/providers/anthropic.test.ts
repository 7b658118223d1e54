import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startAnthropicServer, type AnthropicServer } from '../../test/support/anthropic-server.js';
import { ConfigError, TargetError } from '../core/index.js';
import type { Message } from '../core/index.js';
import { createChatModel } from './index.js';

const KEY = 'sk-ant-test-0123456789abcdef';
const CONVERSATION: Message[] = [
  { role: 'system', content: 'You are a strict judge.' },
  { role: 'user', content: 'First question' },
  { role: 'assistant', content: 'Yes' },
  { role: 'user', content: 'Second question' },
];

describe('anthropic provider against a loopback Messages server', () => {
  let api: AnthropicServer;
  before(async () => {
    api = await startAnthropicServer({
      apiKey: KEY,
      reply: (r) => (r.model === 'overloaded' ? { status: 529, message: 'Overloaded' } : 'Yes, it does.'),
    });
  });
  after(() => api.close());
  const env = (key = KEY) => ({ ANTHROPIC_BASE_URL: api.baseUrl, ANTHROPIC_API_KEY: key });

  for (const stream of [false, true]) {
    test(`${stream ? 'streamed (SSE events)' : 'non-streamed'}: system apart, turns, headers`, async () => {
      const model = await createChatModel('anthropic:claude-3-5-haiku-latest', env(), { stream });
      assert.equal(model.id, 'anthropic:claude-3-5-haiku-latest');
      assert.equal(await model.chat(CONVERSATION, { temperature: 0 }), 'Yes, it does.');
      const req = api.requests.at(-1)!;
      assert.equal(req.model, 'claude-3-5-haiku-latest');
      assert.equal(req.stream, stream);
      assert.equal(req.system, 'You are a strict judge.');
      assert.deepEqual(req.messages, CONVERSATION.slice(1));
      assert.equal(req.temperature, 0);
      assert.equal(req.maxTokens, 1024);
      // The key travels as the API documents it, and only there.
      assert.equal(req.headers['x-api-key'], KEY);
      assert.equal(req.headers.authorization, undefined);
      assert.match(String(req.headers['anthropic-version']), /^\d{4}-\d{2}-\d{2}$/);
    });
  }

  test('the loopback server refuses what the real API refuses: no x-api-key, a Bearer key, no anthropic-version', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${api.baseUrl}/v1/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ model: 'claude-3-5-haiku-latest', max_tokens: 8, messages: [{ role: 'user', content: 'hi' }] }),
      }).then(async (r) => [r.status, ((await r.json()) as { error: { message: string } }).error?.message]);
    const version = { 'anthropic-version': '2023-06-01' };
    assert.deepEqual(await post(version), [401, 'x-api-key header is required']);
    assert.deepEqual(await post({ ...version, authorization: `Bearer ${KEY}` }), [401, 'x-api-key header is required']);
    assert.deepEqual(await post({ 'x-api-key': KEY }), [400, 'anthropic-version: header is required']);
    assert.deepEqual(await post({ 'x-api-key': KEY, 'anthropic-version': 'latest' }), [400, 'anthropic-version: invalid version "latest"']);
    assert.equal((await post({ ...version, 'x-api-key': KEY }))[0], 200);
  });

  test('a wrong key is a non-retryable 401 without the key; 529 (overloaded) is retryable', async () => {
    const wrong = 'sk-ant-wrong-key-42424242';
    const model = await createChatModel('anthropic:claude-3-5-haiku-latest', env(wrong));
    const err = await model.chat(CONVERSATION).catch((e: unknown) => e);
    assert.ok(err instanceof TargetError);
    assert.equal(err.retryable, false);
    assert.match(err.message, /^anthropic:claude-3-5-haiku-latest: POST http:\/\/127\.0\.0\.1:\d+\/v1\/messages answered 401: invalid x-api-key$/);
    assert.ok(!err.message.includes(wrong));
    const overloaded = await createChatModel('anthropic:overloaded', env());
    const err2 = await overloaded.chat(CONVERSATION).catch((e: unknown) => e);
    assert.ok(err2 instanceof TargetError);
    assert.match(err2.message, /answered 529: Overloaded/);
    assert.equal(err2.retryable, true, 'Anthropic documents 529 as a temporary overload: the runner tries again');
  });
});

test('a missing key is a ConfigError naming ANTHROPIC_API_KEY', async () => {
  await assert.rejects(createChatModel('anthropic:claude-3-5-haiku-latest', {}), (e: unknown) =>
    e instanceof ConfigError && /ANTHROPIC_API_KEY is not set/.test(e.message));
});
