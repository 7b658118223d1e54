// The http target against a real loopback chat server: every reply shape, request shape and failure.
import assert from 'node:assert/strict';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { ConfigError, TargetError, UnreachableError } from '../../core/index.js';
import type { HttpTargetSpec } from '../../core/index.js';
import type { Message } from '../../core/index.js';
import { startChatServer, type ChatServer, type ChatServerOptions } from '../../../test/support/chat-server.js';
import type { Target } from '../target.js';
import { httpTarget } from './index.js';

const MiB = 1024 * 1024;

function spec(url: string, over: Partial<HttpTargetSpec> = {}): HttpTargetSpec {
  return { kind: 'http', url, method: 'POST', headers: {}, request: 'message', healthUrl: false, ...over };
}

async function withServer(opts: ChatServerOptions, fn: (server: ChatServer) => Promise<void>): Promise<void> {
  const server = await startChatServer(opts);
  try {
    await fn(server);
  } finally {
    await server.close();
  }
}

/** A one-off server for replies the chat server does not script (compressed, cut short, never ending). */
async function withRawServer(handler: RequestListener, fn: (url: string) => Promise<void>): Promise<void> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await fn(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/chat`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

function ask(target: Target, messages: string | Message[], signal = new AbortController().signal): Promise<string> {
  const history = typeof messages === 'string' ? [{ role: 'user' as const, content: messages }] : messages;
  return target.send({ caseId: 'c-1', trial: 0, messages: history }, signal).then((r) => r.text);
}

function rejectsWith(promise: Promise<unknown>, check: (err: TargetError) => void): Promise<void> {
  return assert.rejects(promise, (err: unknown) => {
    assert.ok(err instanceof TargetError, `expected a TargetError, got ${String(err)}`);
    check(err);
    return true;
  });
}

const MULTILINE = 'Based on [SOC 2 Type II Report, Logical Access]:\naccess is reviewed — quarterly 😀';

describe('http target: replies by content type', () => {
  it('reads the default JSON key, and answers with the whole text', async () => {
    await withServer({}, async (s) => {
      assert.equal(await ask(httpTarget(spec(s.url), { maxResponseBytes: MiB }), MULTILINE), MULTILINE);
    });
  });

  const shapes: [string, (t: string) => unknown][] = [
    ['answer', (t) => ({ answer: t, sources: [] })],
    ['text', (t) => ({ id: 1, text: t })],
    ['choices[0].message.content', (t) => ({ choices: [{ message: { role: 'assistant', content: t } }] })],
    ['message.content', (t) => ({ message: { role: 'assistant', content: t } })],
  ];
  for (const [name, jsonBody] of shapes) {
    it(`finds the text at ${name} without a configured path`, async () => {
      await withServer({ jsonBody }, async (s) => {
        assert.equal(await ask(httpTarget(spec(s.url), { maxResponseBytes: MiB }), 'hi'), 'hi');
      });
    });
  }

  it('follows a configured responsePath, including array indices', async () => {
    await withServer({ jsonBody: (t) => ({ data: { answer: t }, response: 'not this' }) }, async (s) => {
      const target = httpTarget(spec(s.url, { responsePath: 'data.answer' }), { maxResponseBytes: MiB });
      assert.equal(await ask(target, 'deep'), 'deep');
    });
    await withServer({ jsonBody: (t) => ({ choices: [{ message: { content: t } }] }) }, async (s) => {
      const target = httpTarget(spec(s.url, { responsePath: 'choices[0].message.content' }), { maxResponseBytes: MiB });
      assert.equal(await ask(target, 'indexed'), 'indexed');
    });
  });

  it('names the keys a JSON reply did have when none holds text (not retryable)', async () => {
    await withServer({ jsonBody: () => ({ result: { value: 1 }, status: 'ok' }) }, async (s) => {
      await rejectsWith(ask(httpTarget(spec(s.url), { maxResponseBytes: MiB }), 'x'), (err) => {
        assert.equal(err.retryable, false);
        assert.match(err.message, /its keys are result, status/);
        assert.match(err.message, /responsePath/);
      });
    });
  });

  const streamed: ChatServerOptions['mode'][] = ['text', 'vercel-data', 'sse-openai', 'sse-ui-message', 'sse-plain'];
  for (const mode of streamed) {
    it(`decodes a ${mode} reply to the same text`, async () => {
      await withServer({ mode }, async (s) => {
        assert.equal(await ask(httpTarget(spec(s.url), { maxResponseBytes: MiB }), MULTILINE), MULTILINE);
      });
    });
  }
});

describe('http target: compressed replies', () => {
  it('decodes a gzip body a server sent unasked, and caps the decoded size', async () => {
    const text = 'compressed '.repeat(1000);
    const gzipped: RequestListener = (req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
      res.end(gzipSync(text));
    };
    await withRawServer(gzipped, async (url) => {
      assert.equal(await ask(httpTarget(spec(url), { maxResponseBytes: MiB }), 'x'), text);
      await rejectsWith(ask(httpTarget(spec(url), { maxResponseBytes: 5000 }), 'x'), (err) => {
        assert.match(err.message, /exceeded 5000 bytes/);
      });
    });
  });
});

describe('http target: request shapes', () => {
  const conversation: Message[] = [
    { role: 'system', content: 'Answer from the vault.' },
    { role: 'user', content: 'first' },
    { role: 'assistant', content: 'reply' },
    { role: 'user', content: 'second' },
  ];

  it('sends {"message"} with a leading system message as "system", to a bare origin', async () => {
    await withServer({ record: true }, async (s) => {
      assert.equal(await ask(httpTarget(spec(s.origin), { maxResponseBytes: MiB }), conversation), 'second');
      assert.deepEqual(s.stats.bodies, [{ message: 'second', system: 'Answer from the vault.' }]);
      assert.equal(s.stats.headers[0]?.['content-type'], 'application/json');
    });
  });

  it('sends {"messages": [...]} when asked to', async () => {
    await withServer({ record: true }, async (s) => {
      await ask(httpTarget(spec(s.url, { request: 'messages' }), { maxResponseBytes: MiB }), conversation);
      assert.deepEqual(s.stats.bodies, [{ messages: conversation }]);
    });
  });

  it('sends a conversation turn as {"messages": [...]} even in message mode (design §5)', async () => {
    await withServer({ record: true }, async (s) => {
      const target = httpTarget(spec(s.url), { maxResponseBytes: MiB });
      await target.send({ caseId: 'c-1', trial: 0, turn: 1, messages: conversation }, new AbortController().signal);
      assert.deepEqual(s.stats.bodies, [{ messages: conversation }]);
    });
  });

  it('fills a body template: {{messages}} as an array, {{prompt}} and {{system}} inside strings', async () => {
    const body = { input: { history: '{{messages}}', question: 'Q: {{prompt}}', rules: '{{system}}' }, stream: false, n: 1 };
    await withServer({ record: true, reply: () => 'ok' }, async (s) => {
      await ask(httpTarget(spec(s.url, { body }), { maxResponseBytes: MiB }), conversation);
      assert.deepEqual(s.stats.bodies, [
        { input: { history: conversation, question: 'Q: second', rules: 'Answer from the vault.' }, stream: false, n: 1 },
      ]);
    });
  });

  it('interpolates ${ENV} in headers, and keeps header values out of the id', async () => {
    await withServer({ record: true }, async (s) => {
      const headers = { Authorization: 'Bearer ${VOUCH_TEST_TOKEN}', 'X-Team': 'qa' };
      const target = httpTarget(spec(s.url, { headers }), { maxResponseBytes: MiB, env: { VOUCH_TEST_TOKEN: 's3cret' } });
      await ask(target, 'hi');
      assert.equal(s.stats.headers[0]?.authorization, 'Bearer s3cret');
      assert.equal(s.stats.headers[0]?.['x-team'], 'qa');
      assert.equal(target.id, s.url);
    });
  });

  it('refuses to build with an unset variable, naming it and never sending the header', () => {
    const headers = { Authorization: 'Bearer ${VOUCH_UNSET_TOKEN}' };
    assert.throws(
      () => httpTarget(spec('http://127.0.0.1:9/api/chat', { headers }), { maxResponseBytes: MiB, env: {} }),
      (err: unknown) => err instanceof ConfigError && /VOUCH_UNSET_TOKEN is not set/.test(err.message),
    );
  });
});

describe('http target: failures', () => {
  it('makes 503 + Retry-After a retryable error carrying the delay, then succeeds', async () => {
    await withServer({ statuses: [{ status: 503, retryAfter: '2' }, 200] }, async (s) => {
      const target = httpTarget(spec(s.url), { maxResponseBytes: MiB });
      await rejectsWith(ask(target, 'hi'), (err) => {
        assert.equal(err.retryable, true);
        assert.equal(err.retryAfterMs, 2000);
        assert.match(err.message, /answered 503 Service Unavailable/);
      });
      assert.equal(await ask(target, 'again'), 'again');
    });
  });

  it('reads Retry-After as an HTTP date on 429', async () => {
    const date = new Date(Date.now() + 60_000).toUTCString();
    await withServer({ statuses: [{ status: 429, retryAfter: date }] }, async (s) => {
      await rejectsWith(ask(httpTarget(spec(s.url), { maxResponseBytes: MiB }), 'hi'), (err) => {
        assert.equal(err.retryable, true);
        assert.ok(err.retryAfterMs! > 55_000 && err.retryAfterMs! <= 60_000, String(err.retryAfterMs));
      });
    });
  });

  it('makes 404 a non-retryable error with method, URL, status and the start of the body', async () => {
    const body = `{"error":"no such route\u001b[31m"}${'x'.repeat(500)}`;
    await withServer({ statuses: [{ status: 404, body }] }, async (s) => {
      await rejectsWith(ask(httpTarget(spec(s.url), { maxResponseBytes: MiB }), 'hi'), (err) => {
        assert.equal(err.retryable, false);
        assert.ok(err.message.startsWith(`POST ${s.url} answered 404 Not Found: {"error":"no such route [31m"}`), err.message);
        assert.ok(!err.message.includes('\u001b'), 'escape sequences are stripped');
        assert.ok(err.message.length < 300, 'the body is capped');
      });
    });
  });

  it('keeps secrets a server echoes back out of the message', async () => {
    await withServer({ statuses: [{ status: 401, body: 'invalid key s3cret-token in "Bearer s3cret-token"' }] }, async (s) => {
      const headers = { Authorization: 'Bearer ${VOUCH_TEST_TOKEN}' };
      const target = httpTarget(spec(s.url, { headers }), { maxResponseBytes: MiB, env: { VOUCH_TEST_TOKEN: 's3cret-token' } });
      await rejectsWith(ask(target, 'hi'), (err) => {
        assert.match(err.message, /answered 401 Unauthorized: invalid key \[redacted\] in "\[redacted\]"/);
      });
    });
  });

  it('does not follow a redirect, and says where it pointed', async () => {
    const headers = { location: 'https://bot.example/api/chat' };
    await withServer({ statuses: [{ status: 308, headers }] }, async (s) => {
      await rejectsWith(ask(httpTarget(spec(s.url), { maxResponseBytes: MiB }), 'hi'), (err) => {
        assert.equal(err.retryable, false);
        assert.match(err.message, /answered 308 Permanent Redirect: redirected to https:\/\/bot\.example\/api\/chat; use that URL$/);
      });
    });
  });

  it('makes a refused connection a retryable error', async () => {
    const closed = await startChatServer();
    await closed.close();
    await rejectsWith(ask(httpTarget(spec(closed.url), { maxResponseBytes: MiB }), 'hi'), (err) => {
      assert.equal(err.retryable, true);
      assert.match(err.message, /connection refused/);
    });
  });

  it('stops reading a streamed reply past the size cap, with an error saying so', async () => {
    const big = 'a'.repeat(2 * MiB);
    await withServer({ mode: 'text', reply: () => big, chunkBytes: 64 * 1024 }, async (s) => {
      await rejectsWith(ask(httpTarget(spec(s.url), { maxResponseBytes: MiB }), 'hi'), (err) => {
        assert.equal(err.retryable, false);
        assert.match(err.message, /exceeded 1048576 bytes/);
      });
    });
  });

  it('refuses a reply whose Content-Length is over the cap before reading it', async () => {
    await withServer({ reply: () => 'b'.repeat(2048) }, async (s) => {
      await rejectsWith(ask(httpTarget(spec(s.url), { maxResponseBytes: 1024 }), 'hi'), (err) => {
        assert.match(err.message, /exceeded 1024 bytes/);
      });
    });
  });

  it('turns an abort by the runner into a retryable timeout', async () => {
    await withServer({ latencyMs: 5000 }, async (s) => {
      const started = Date.now();
      await rejectsWith(ask(httpTarget(spec(s.url), { maxResponseBytes: MiB }), 'hi', AbortSignal.timeout(50)), (err) => {
        assert.equal(err.retryable, true);
        assert.match(err.message, /timed out/);
      });
      assert.ok(Date.now() - started < 2000);
    });
  });

  it('turns an abort while the body streams in into a retryable timeout', async () => {
    const endless: RequestListener = (req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: partial\n\n');
    };
    await withRawServer(endless, async (url) => {
      await rejectsWith(ask(httpTarget(spec(url), { maxResponseBytes: MiB }), 'hi', AbortSignal.timeout(50)), (err) => {
        assert.equal(err.retryable, true);
        assert.match(err.message, /timed out/);
      });
    });
  });

  it('makes a reply cut off mid-body a retryable error, never a short answer', async () => {
    const cut: RequestListener = (req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('half an ans');
      setTimeout(() => res.socket?.destroy(), 10);
    };
    await withRawServer(cut, async (url) => {
      await rejectsWith(ask(httpTarget(spec(url), { maxResponseBytes: MiB }), 'hi'), (err) => {
        assert.equal(err.retryable, true);
        assert.match(err.message, /connection reset/);
      });
    });
  });

  it('makes a login page answered with 200 a trial error naming the content type, never an answer', async () => {
    const login = '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Log in | Example Corp</title></head>' +
      '<body><form method="post" action="/login"><input name="user"><input type="password" name="pw"></form></body></html>';
    const page: RequestListener = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(login);
    };
    await withRawServer(page, async (url) => {
      await rejectsWith(ask(httpTarget(spec(url), { maxResponseBytes: MiB }), 'hi'), (err) => {
        assert.equal(err.retryable, false);
        assert.match(err.message, /^POST http:\/\/127\.0\.0\.1:\d+\/api\/chat: the reply is an HTML page titled "Log in \| Example Corp" \(Content-Type: text\/html\), not a chat answer/);
      });
    });
  });

  it('keeps a text/plain reply that looks like broken JSON as text', async () => {
    await withServer({ mode: 'text', reply: () => '{"response": "cut' }, async (s) => {
      assert.equal(await ask(httpTarget(spec(s.url), { maxResponseBytes: MiB }), 'x'), '{"response": "cut');
    });
  });
});

describe('http target: health check', () => {
  it('passes on 2xx', async () => {
    await withServer({}, async (s) => {
      const target = httpTarget(spec(s.url, { healthUrl: `${s.origin}/api/health` }), { maxResponseBytes: MiB });
      await target.health!(AbortSignal.timeout(2000));
      assert.equal(s.stats.healthChecks, 1);
    });
  });

  it('is absent when the health URL is false', () => {
    assert.equal(httpTarget(spec('http://127.0.0.1:9'), { maxResponseBytes: MiB }).health, undefined);
  });

  it('fails with UnreachableError on a non-2xx status', async () => {
    await withServer({ health: 503 }, async (s) => {
      const target = httpTarget(spec(s.url, { healthUrl: `${s.origin}/api/health` }), { maxResponseBytes: MiB });
      await assert.rejects(target.health!(AbortSignal.timeout(2000)), (err: unknown) => {
        return err instanceof UnreachableError && /answered 503/.test(err.message);
      });
    });
  });

  it('fails with a clear message when nothing listens', async () => {
    const closed = await startChatServer();
    await closed.close();
    const healthUrl = `${closed.origin}/api/health`;
    const target = httpTarget(spec(closed.url, { healthUrl }), { maxResponseBytes: MiB });
    await assert.rejects(target.health!(AbortSignal.timeout(2000)), (err: unknown) => {
      assert.ok(err instanceof UnreachableError);
      assert.match(err.message, new RegExp(`^health check GET ${healthUrl} failed: connection refused.*is the bot running\\?$`));
      return true;
    });
  });
});
