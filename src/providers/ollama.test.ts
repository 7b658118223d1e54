import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startOllamaServer, type OllamaServer } from '../../test/support/ollama-server.js';
import { TargetError, UnreachableError } from '../core/index.js';
import type { Message } from '../core/index.js';
import { providerTarget } from '../targets/index.js';
import { createChatModel, modelJudge } from './index.js';

const CONVERSATION: Message[] = [
  { role: 'system', content: 'You are terse.' },
  { role: 'user', content: 'Who are you?' },
];

describe('ollama provider against a loopback Ollama', () => {
  let ollama: OllamaServer;
  before(async () => {
    ollama = await startOllamaServer({
      models: ['llama3.2:latest', 'qa_agent_h_v0:latest'],
      reply: (r) => {
        const last = r.messages.at(-1)?.content ?? '';
        if (r.model === 'missing') return { status: 404, error: `model "missing" not found, try pulling it first` };
        if (r.model === 'busy') return { status: 503, error: 'server busy, please try again.', retryAfter: '2' };
        return `I'm an artificial intelligence model known as Llama. (${r.path} saw "${last}")`;
      },
    });
  });
  after(() => ollama.close());
  const env = () => ({ OLLAMA_HOST: ollama.host });

  for (const stream of [false, true]) {
    test(`chat ${stream ? 'streamed' : 'non-streamed'}: /api/chat with history, options and the model name`, async () => {
      const model = await createChatModel('llama3.2:latest', env(), { stream });
      assert.equal(model.id, 'ollama:llama3.2:latest');
      const text = await model.chat(CONVERSATION, { temperature: 0, maxTokens: 64 });
      assert.equal(text, `I'm an artificial intelligence model known as Llama. (/api/chat saw "Who are you?")`);
      const req = ollama.requests.at(-1)!;
      assert.equal(req.path, '/api/chat');
      assert.equal(req.model, 'llama3.2:latest');
      assert.equal(req.stream, stream);
      assert.deepEqual(req.messages, CONVERSATION);
      assert.deepEqual(req.options, { temperature: 0, num_predict: 64 });
    });

    test(`generate ${stream ? 'streamed' : 'non-streamed'}: a single prompt goes to /api/generate with its system`, async () => {
      const model = await createChatModel('ollama:qa_agent_h_v0', env(), { stream, ollamaApi: 'generate' });
      const text = await model.chat(CONVERSATION);
      assert.match(text, /\/api\/generate saw "Who are you\?"/);
      const req = ollama.requests.at(-1)!;
      assert.equal(req.path, '/api/generate');
      assert.equal(req.model, 'qa_agent_h_v0');
      assert.equal(req.system, 'You are terse.');
      assert.equal(req.stream, stream);
      assert.deepEqual(req.options, {});
    });
  }

  test('generate mode still sends a conversation with history to /api/chat', async () => {
    const model = await createChatModel('llama3.2', env(), { ollamaApi: 'generate' });
    await model.chat([...CONVERSATION, { role: 'assistant', content: 'Llama.' }, { role: 'user', content: 'Sure?' }]);
    assert.equal(ollama.requests.at(-1)!.path, '/api/chat');
  });

  test('a missing model is a non-retryable TargetError naming the model and the URL', async () => {
    const model = await createChatModel('missing', env());
    const err = await model.chat(CONVERSATION).catch((e: unknown) => e);
    assert.ok(err instanceof TargetError);
    assert.equal(err.retryable, false);
    assert.match(err.message, /^ollama:missing: POST http:\/\/127\.0\.0\.1:\d+\/api\/chat answered 404: model "missing" not found/);
  });

  test('503 is retryable and keeps Retry-After', async () => {
    const model = await createChatModel('busy', env(), { stream: true });
    const err = await model.chat(CONVERSATION).catch((e: unknown) => e);
    assert.ok(err instanceof TargetError);
    assert.equal(err.retryable, true);
    assert.equal(err.retryAfterMs, 2000);
  });

  test('the caller’s signal aborts a request: a retryable timeout', async () => {
    const model = await createChatModel('llama3.2', env());
    const err = await model.chat(CONVERSATION, { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    assert.ok(err instanceof TargetError);
    assert.equal(err.retryable, true);
    assert.match(err.message, /timed out/);
  });

  test('credentials in OLLAMA_HOST become Basic auth and never appear in messages', async () => {
    const host = `http://alice:s3cret-pass@${ollama.host}`;
    const model = await createChatModel('missing', { OLLAMA_HOST: host });
    const err = (await model.chat(CONVERSATION).catch((e: unknown) => e)) as Error;
    assert.equal(ollama.requests.at(-1)!.headers.authorization, `Basic ${Buffer.from('alice:s3cret-pass').toString('base64')}`);
    assert.doesNotMatch(`${err.message} ${model.id}`, /s3cret|alice/);
  });

  test('health: a pulled model passes, a missing one names the pull command', async () => {
    const ok = await createChatModel('qa_agent_h_v0', env());
    await ok.health!(AbortSignal.timeout(2000));
    const missing = await createChatModel('llama3.1', env());
    await assert.rejects(missing.health!(AbortSignal.timeout(2000)), (e: unknown) =>
      e instanceof UnreachableError && /ollama pull llama3\.1/.test(e.message));
  });

  test('as target and judge: ids, temperature 0 for the judge, model default for the target', async () => {
    const model = await createChatModel('llama3.2', env());
    const target = providerTarget(model);
    assert.equal(target.id, 'provider:ollama:llama3.2');
    assert.ok(target.health, 'the target forwards the model’s health check');
    await target.send({ caseId: '1', trial: 0, messages: CONVERSATION }, AbortSignal.timeout(2000));
    assert.deepEqual(ollama.requests.at(-1)!.options, {});
    const judge = modelJudge(model);
    await judge.ask('Is it?', 'Answer yes or no.');
    const req = ollama.requests.at(-1)!;
    assert.deepEqual(req.options, { temperature: 0 });
    assert.deepEqual(req.messages, [{ role: 'system', content: 'Answer yes or no.' }, { role: 'user', content: 'Is it?' }]);
  });
});

test('nothing listening: a retryable connection error, and health says to start Ollama', async () => {
  const port = await freePort();
  const model = await createChatModel('llama3.2', { OLLAMA_HOST: `127.0.0.1:${port}` });
  const err = await model.chat(CONVERSATION).catch((e: unknown) => e);
  assert.ok(err instanceof TargetError);
  assert.equal(err.retryable, true);
  assert.match(err.message, /connection refused/);
  await assert.rejects(model.health!(AbortSignal.timeout(2000)), (e: unknown) =>
    e instanceof UnreachableError && /ollama serve/.test(e.message));
});

/** A port nothing listens on: bound once, then released. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise<void>((ok) => server.close(() => ok()));
  return port;
}
