// Reply decoding without a network: content types, stream formats, and the edge cases between them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TargetError } from '../../core/index.js';
import { decodeReply, type RawReply } from './decode.js';

const where = 'POST http://bot/api/chat';
const decode = (contentType: string | null, body: string, path?: string, dataStream = false): string =>
  decodeReply({ contentType, body, dataStream } satisfies RawReply, path === undefined ? {} : { responsePath: path }, where).text;
const retrieved = (contentType: string | null, body: string, contextPath?: string): readonly string[] | undefined =>
  decodeReply({ contentType, body, dataStream: false }, contextPath === undefined ? {} : { contextPath }, where).contexts;
const sse = (...events: unknown[]): string =>
  events.map((e) => `data: ${typeof e === 'string' ? e : JSON.stringify(e)}\n\n`).join('');

describe('decodeReply: JSON', () => {
  it('takes the first default key in design order', () => {
    assert.equal(decode('application/json', '{"text":"t","answer":"a"}'), 'a');
    assert.equal(decode('application/json; charset=utf-8', '{"output":"o"}'), 'o');
    assert.equal(decode('application/vnd.bot+json', '"bare string"'), 'bare string');
  });

  it('skips a `message` that is an object and finds message.content', () => {
    assert.equal(decode('application/json', '{"message":{"role":"assistant","content":"c"}}'), 'c');
  });

  it('rejects a declared JSON body that does not parse, without retry', () => {
    assert.throws(
      () => decode('application/json', '{"response": "cut'),
      (err: unknown) => err instanceof TargetError && !err.retryable && /does not parse/.test(err.message),
    );
  });

  it('says what it found at a configured path that holds no string', () => {
    assert.throws(() => decode('application/json', '{"data":{"answer":7}}', 'data.answer'), /no string at "data.answer"/);
    assert.throws(() => decode('application/json', '[1,2]'), /array of 2 items/);
  });
});

describe('decodeReply: unlabelled and other types', () => {
  it('treats a body that parses as JSON as JSON, else as text', () => {
    assert.equal(decode(null, '{"response":"from json"}'), 'from json');
    assert.equal(decode('application/octet-stream', '42'), '42');
  });

  it('refuses an HTML page as an answer, naming the content type and the page title, without retry', () => {
    const page = '<!doctype html><html><head><title>Sign in · Acme SSO</title></head><body><form>…</form></body></html>';
    for (const type of ['text/html; charset=utf-8', 'application/xhtml+xml']) {
      assert.throws(() => decode(type, page), (err: unknown) =>
        err instanceof TargetError && !err.retryable &&
        err.message === `${where}: the reply is an HTML page titled "Sign in · Acme SSO" (Content-Type: ${type.split(';')[0]}), not a chat answer; ` +
          "a login page or a proxy's error page? Check the URL and the auth headers");
    }
    assert.throws(() => decode('text/html', '<p>hello</p>'), /the reply is an HTML page \(Content-Type: text\/html\)/);
  });

  it('keeps HTML the bot writes inside a text or JSON answer: that is its text', () => {
    assert.equal(decode('text/plain', '<p>hello</p>'), '<p>hello</p>');
    assert.equal(decode('application/json', '{"answer":"<b>hi</b>"}'), '<b>hi</b>');
  });

  it('keeps text/plain as written, even when it looks like JSON', () => {
    assert.equal(decode('text/plain', '{"response":"x"}'), '{"response":"x"}');
  });
});

describe('decodeReply: Vercel AI SDK data stream', () => {
  const stream = 'f:{"messageId":"m"}\n0:"Hel"\n0:"lo\\n"\r\n9:{"toolCallId":"t"}\n0:"world"\ne:{"finishReason":"stop"}\nd:{}\n';

  it('joins the 0: text parts and ignores the rest, with or without the marker header', () => {
    assert.equal(decode('text/plain; charset=utf-8', stream), 'Hello\nworld');
    assert.equal(decode('text/plain', stream, undefined, true), 'Hello\nworld');
  });

  it('leaves plain text that merely starts like a part alone', () => {
    for (const text of ['1: first step\n2: second step', '0: not json', 'a:b', '0:"ok"\nthen prose']) {
      assert.equal(decode('text/plain', text), text);
    }
  });

  it('turns a 3: error part into a retryable error', () => {
    assert.throws(
      () => decode('text/plain', '0:"partial"\n3:"model overloaded"\n'),
      (err: unknown) => err instanceof TargetError && err.retryable && /model overloaded/.test(err.message),
    );
  });
});

describe('decodeReply: server-sent events', () => {
  it('joins OpenAI chat-completion deltas and stops at [DONE]', () => {
    const body = sse(
      { choices: [{ delta: { role: 'assistant' } }] },
      { choices: [{ delta: { content: 'Hi ' } }] },
      { choices: [{ delta: { content: 'there' } }] },
      { choices: [{ delta: {}, finish_reason: 'stop' }] },
      '[DONE]',
      { choices: [{ delta: { content: ' (after done)' } }] },
    );
    assert.equal(decode('text/event-stream', body), 'Hi there');
  });

  it('joins UI-message text-delta events, old textDelta too', () => {
    const body = sse({ type: 'start' }, { type: 'text-delta', delta: 'a' }, { type: 'text-delta', textDelta: 'b' }, { type: 'finish' });
    assert.equal(decode('text/event-stream', body), 'ab');
  });

  it('joins Anthropic content_block_delta text', () => {
    const body =
      'event: message_start\ndata: {"type":"message_start"}\n\n' +
      'event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hel"}}\n\n' +
      'event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"lo"}}\n\n';
    assert.equal(decode('text/event-stream', body), 'Hello');
  });

  it('joins plain data text, multi-line data, and a last event with no blank line after it', () => {
    assert.equal(decode('text/event-stream', 'data: one \n\ndata: two\ndata: lines\n\n: comment\n\ndata: end'), 'one two\nlinesend');
  });

  it('turns an error event into a retryable error', () => {
    assert.throws(
      () => decode('text/event-stream', sse({ type: 'text-delta', delta: 'x' }, { type: 'error', errorText: 'rate limited' })),
      (err: unknown) => err instanceof TargetError && err.retryable && /rate limited/.test(err.message),
    );
  });
});

describe('decodeReply: what the bot retrieved (design §12)', () => {
  it('reads contexts, context, sources or documents: strings, or objects with text, content or pageContent', () => {
    assert.deepEqual(retrieved('application/json', '{"answer":"a","contexts":["one","two"]}'), ['one', 'two']);
    assert.deepEqual(retrieved('application/json', '{"answer":"a","context":"all of it"}'), ['all of it']);
    assert.deepEqual(retrieved('application/json', '{"answer":"a","sources":[{"text":"t"},{"content":"c"}]}'), ['t', 'c']);
    assert.deepEqual(retrieved('application/json', '{"answer":"a","documents":[{"pageContent":"p","metadata":{"source":"x.md"}}]}'), ['p']);
  });
  it('a configured contextPath wins; an empty list says nothing was retrieved; none says nothing', () => {
    assert.deepEqual(retrieved('application/json', '{"answer":"a","data":{"chunks":[{"page_content":"deep"}]},"contexts":["top"]}', 'data.chunks'), ['deep']);
    assert.deepEqual(retrieved('application/json', '{"answer":"a","contexts":[]}'), []);
    assert.equal(retrieved('application/json', '{"answer":"a"}'), undefined);
  });
  it('keeps the AI SDK source parts of a UI-message stream and of a data stream', () => {
    const body = sse({ type: 'source-url', sourceId: 's1', url: 'https://kb/backups', title: 'Backups' }, { type: 'text-delta', id: '1', delta: 'Kept 35 days.' });
    assert.deepEqual(decodeReply({ contentType: 'text/event-stream', body, dataStream: false }, {}, where), { text: 'Kept 35 days.', contexts: ['Backups'] });
    const data = 'h:{"sourceType":"url","id":"s1","url":"https://kb/keys","title":"Key policy"}\n0:"Rotated yearly."\n';
    assert.deepEqual(decodeReply({ contentType: 'text/plain', body: data, dataStream: true }, {}, where), { text: 'Rotated yearly.', contexts: ['Key policy'] });
  });
});
