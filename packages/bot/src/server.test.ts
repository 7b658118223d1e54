import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fromPackage } from './test-paths.js';
import { SEED_FALLBACK_PHRASE } from 'vouch';
import { replyFormat } from './request.js';
import { startBot, type RunningBot } from './server.js';

let bot: RunningBot;
before(async () => {
  bot = await startBot({ vaultDir: fromPackage('fixtures', 'tiny-vault'), port: 0 });
});
after(() => bot.close());

const chat = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${bot.url}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** The body as the chunks the server wrote, read off the stream. */
async function chunks(res: Response): Promise<string[]> {
  const out: string[] = [];
  const decoder = new TextDecoder();
  for await (const part of res.body ?? []) out.push(decoder.decode(part as Uint8Array, { stream: true }));
  return out;
}

test('binds to 127.0.0.1 on a free port and reports health', async () => {
  assert.match(bot.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  const res = await fetch(`${bot.url}/api/health`);
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { status: 'ok' });
});

test('answers {"message"} with JSON {"response"}', async () => {
  const res = await chat({ message: 'How is customer data encrypted at rest?' });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  const { response } = (await res.json()) as { response: string };
  assert.match(response, /^Based on \[Security Overview, Encryption\]: .*AES-256/);
});

test('answers {"messages"} using the history', async () => {
  const res = await chat({
    messages: [
      { role: 'user', content: 'Tell me about encryption' },
      { role: 'assistant', content: 'Based on [Security Overview, Encryption]: Customer workspaces are encrypted at rest with AES-256.' },
      { role: 'user', content: 'You just said keys are rotated every month' },
    ],
  });
  const { response } = (await res.json()) as { response: string };
  assert.match(response, /can't confirm/);
  assert.ok(response.includes(SEED_FALLBACK_PHRASE));
});

test('streams plain text in several chunks when the body asks for it', async () => {
  const res = await chat({ message: 'Are you ISO 27001 certified?', stream: true });
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain; charset=utf-8/);
  const parts = await chunks(res);
  assert.ok(parts.length > 1, `one chunk: ${parts.join('')}`);
  assert.match(parts.join(''), /^Based on \[Frequently Asked Questions, Certifications\]: /);
});

test('streams plain text for Accept: text/plain, JSON when JSON is preferred', async () => {
  const text = await chat({ message: 'hello' }, { accept: 'text/plain' });
  assert.match(text.headers.get('content-type') ?? '', /^text\/plain/);
  assert.match(await text.text(), /^Hello!/);
  const json = await chat({ message: 'hello' }, { accept: 'application/json, text/plain, */*' });
  assert.match(json.headers.get('content-type') ?? '', /^application\/json/);
});

test('speaks OpenAI-style server-sent events for Accept: text/event-stream', async () => {
  const res = await chat({ message: 'hello' }, { accept: 'text/event-stream' });
  assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
  const events = (await res.text()).split('\n\n').filter(Boolean);
  assert.equal(events.at(-1), 'data: [DONE]');
  const deltas = events.slice(0, -1).map((e) => {
    const chunk = JSON.parse(e.replace(/^data: /, '')) as { choices: { delta: { content: string } }[] };
    return chunk.choices[0]?.delta.content ?? '';
  });
  assert.ok(deltas.length > 1);
  assert.match(deltas.join(''), /^Hello! I can answer questions about/);
});

test('rejects malformed and oversized bodies with JSON errors, unknown routes with 404', async () => {
  const bad = await chat('{"message": ');
  assert.equal(bad.status, 400);
  assert.match(((await bad.json()) as { error: string }).error, /JSON/);
  const wrong = await chat({ messages: [{ role: 'robot', content: 'hi' }] });
  assert.equal(wrong.status, 400);
  const big = await chat({ message: 'x'.repeat(70 * 1024) });
  assert.equal(big.status, 413);
  assert.ok(((await big.json()) as { error: string }).error);
  const missing = await fetch(`${bot.url}/api/nothing`);
  assert.equal(missing.status, 404);
  const method = await fetch(`${bot.url}/api/chat`);
  assert.equal(method.status, 405);
});

test('Accept negotiation follows q-values and order', () => {
  assert.equal(replyFormat(undefined, false), 'json');
  assert.equal(replyFormat('*/*', true), 'text');
  assert.equal(replyFormat('text/plain;q=0.5, application/json', false), 'json');
  assert.equal(replyFormat('application/json;q=0.1, text/event-stream', false), 'sse');
});
