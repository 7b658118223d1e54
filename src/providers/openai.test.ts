import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startOpenAIServer, type OpenAIServer } from '../../test/support/openai-server.js';
import { ConfigError, TargetError } from '../core/index.js';
import type { Message } from '../core/index.js';
import { createChatModel, modelJudge } from './index.js';
import { isReasoningModel } from './openai.js';

const KEY = 'sk-test-0123456789abcdef';
const ASK: Message[] = [
  { role: 'system', content: 'Answer yes or no.' },
  { role: 'user', content: 'Does the output contain "Husam"?' },
];

describe('openai provider against a loopback chat-completions server', () => {
  let api: OpenAIServer;
  before(async () => {
    api = await startOpenAIServer({
      apiKey: KEY,
      echoKey: true,
      reply: (r) => {
        if (r.model === 'limited') return { status: 429, message: 'Rate limit reached for requests', retryAfter: '1' };
        if (r.model === 'broken') return { status: 500, message: 'The server had an error while processing your request.' };
        return 'No, the output does not contain that name.';
      },
    });
  });
  after(() => api.close());
  const env = (key = KEY) => ({ OPENAI_BASE_URL: api.baseUrl, OPENAI_API_KEY: key });

  for (const stream of [false, true]) {
    test(`${stream ? 'streamed (SSE chunks)' : 'non-streamed'}: messages, model, temperature, key`, async () => {
      const model = await createChatModel('openai:gpt-4o-mini', env(), { stream });
      assert.equal(model.id, 'openai:gpt-4o-mini');
      const text = await modelJudge(model, { maxTokens: 16 }).ask(ASK[1]!.content, ASK[0]!.content);
      assert.equal(text, 'No, the output does not contain that name.');
      const req = api.requests.at(-1)!;
      assert.equal(req.model, 'gpt-4o-mini');
      assert.equal(req.stream, stream);
      assert.equal(req.temperature, 0);
      assert.deepEqual(req.messages, ASK);
      // A compatible server gets the max_tokens every such server knows.
      assert.equal(req.body.max_tokens, 16);
      assert.equal(req.headers.authorization, `Bearer ${KEY}`);
    });
  }

  test('reasoning models get no temperature and max_completion_tokens, as the API requires', async () => {
    for (const name of ['o1', 'o3-mini', 'o4-mini', 'gpt-5', 'gpt-5-mini', 'gpt-5.1']) {
      for (const stream of [false, true]) {
        const model = await createChatModel(`openai:${name}`, env(), { stream });
        // A judge asks at temperature 0: the model must still answer, not be refused.
        assert.equal(await modelJudge(model, { maxTokens: 2048 }).ask(ASK[1]!.content, ASK[0]!.content), 'No, the output does not contain that name.', name);
        const req = api.requests.at(-1)!;
        assert.equal(req.model, name);
        assert.equal('temperature' in req.body, false, name);
        assert.equal(req.body.max_completion_tokens, 2048, name);
        assert.equal('max_tokens' in req.body, false, name);
      }
    }
    // The chat variants sample like GPT-4o and keep the judge's temperature 0.
    const chatModel = await createChatModel('openai:gpt-5-chat-latest', env());
    await modelJudge(chatModel).ask('Is it?');
    assert.equal(api.requests.at(-1)!.temperature, 0);
  });

  test('the loopback server refuses a temperature or max_tokens for a reasoning model, as the real API does', async () => {
    const post = (body: Record<string, unknown>) =>
      fetch(`${api.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ role: 'user', content: 'hi' }], ...body }),
      }).then(async (r) => ({ status: r.status, error: ((await r.json()) as { error?: { param?: string } }).error }));
    assert.deepEqual(await post({ model: 'o3-mini', temperature: 0 }).then((r) => [r.status, r.error?.param]), [400, 'temperature']);
    assert.deepEqual(await post({ model: 'gpt-5', max_tokens: 5 }).then((r) => [r.status, r.error?.param]), [400, 'max_tokens']);
    assert.equal((await post({ model: 'gpt-4o-mini', temperature: 0, max_tokens: 5 })).status, 200);
  });

  test('429 is retryable with Retry-After; 500 is retryable', async () => {
    const limited = await createChatModel('openai:limited', env());
    const err = await limited.chat(ASK).catch((e: unknown) => e);
    assert.ok(err instanceof TargetError);
    assert.equal(err.retryable, true);
    assert.equal(err.retryAfterMs, 1000);
    assert.match(err.message, /^openai:limited: POST http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions answered 429: Rate limit reached/);
    const broken = await createChatModel('openai:broken', env(), { stream: true });
    const err2 = await broken.chat(ASK).catch((e: unknown) => e);
    assert.ok(err2 instanceof TargetError && err2.retryable);
  });

  test('a wrong key is a non-retryable 401 whose message never shows the key', async () => {
    const wrong = 'sk-wrong-key-99999999';
    const model = await createChatModel('openai:gpt-4o-mini', env(wrong));
    const err = await model.chat(ASK).catch((e: unknown) => e);
    assert.ok(err instanceof TargetError);
    assert.equal(err.retryable, false);
    assert.match(err.message, /answered 401: Incorrect API key provided: \[redacted\]/);
    assert.ok(!err.message.includes(wrong) && !err.message.includes('99999999'));
  });

  test('a local server may need no key', async () => {
    const open = await startOpenAIServer({ reply: () => 'Yes' });
    try {
      const model = await createChatModel('openai:qwen2.5', { OPENAI_BASE_URL: open.baseUrl });
      assert.equal(await model.chat(ASK), 'Yes');
    } finally {
      await open.close();
    }
  });
});

test('reasoning model names: the o-series and GPT-5, not GPT-4o or the GPT-5 chat variants', () => {
  for (const name of ['o1', 'o1-mini', 'o3', 'o3-mini-2025-01-31', 'o4-mini', 'gpt-5', 'gpt-5-mini', 'gpt-5-nano', 'gpt-5.1', 'gpt-5.2-codex', 'openai/o3-mini']) {
    assert.equal(isReasoningModel(name), true, name);
  }
  for (const name of ['gpt-4o', 'gpt-4o-mini', 'gpt-4.1', 'gpt-5-chat-latest', 'gpt-5.1-chat-latest', 'omni-moderation-latest', 'qwen2.5', 'llama3.2:latest']) {
    assert.equal(isReasoningModel(name), false, name);
  }
});

test('the real OpenAI host without a key is a ConfigError naming the variable to set', async () => {
  for (const env of [{}, { OPENAI_BASE_URL: 'https://api.openai.com/v1/' }]) {
    await assert.rejects(createChatModel('openai:gpt-4o-mini', env), (e: unknown) =>
      e instanceof ConfigError && /OPENAI_API_KEY is not set/.test(e.message));
  }
});

test('official host: an aborted request names the URL, never the key', async () => {
  // Aborted before it leaves, so the test never reaches the network.
  const model = await createChatModel('openai:gpt-4o-mini', { OPENAI_API_KEY: KEY });
  const err = await model.chat(ASK, { signal: AbortSignal.abort() }).catch((e: unknown) => e);
  assert.ok(err instanceof TargetError);
  assert.match(err.message, /^openai:gpt-4o-mini: POST https:\/\/api\.openai\.com\/v1\/chat\/completions timed out$/);
  assert.ok(!err.message.includes(KEY));
});
