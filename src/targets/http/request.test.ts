// Building requests: body shapes, templates, headers with ${ENV}, and URLs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, type Message } from '../../core/index.js';
import { displayUrl } from '../../net/index.js';
import { defaultHealthUrl, normalizeChatUrl } from './chat-url.js';
import { buildHeaders } from './headers.js';
import { bodyBuilder, fillTemplate } from './request.js';

const chat: Message[] = [
  { role: 'user', content: 'first' },
  { role: 'assistant', content: 'answer' },
  { role: 'user', content: 'say "{{system}}"' },
];

describe('request bodies', () => {
  it('sends the newest user message, with no system field when there is none', () => {
    assert.equal(bodyBuilder({ request: 'message' })(chat), '{"message":"say \\"{{system}}\\""}');
  });

  it('fills {{prompt}} in one pass, so a prompt containing {{system}} is sent as written', () => {
    const sys: Message[] = [{ role: 'system', content: 'S' }, ...chat];
    assert.deepEqual(fillTemplate({ q: '{{system}}|{{prompt}}', keep: ['{{other}}', 3, null, true] }, sys), {
      q: 'S|say "{{system}}"',
      keep: ['{{other}}', 3, null, true],
    });
  });

  it('does not change the template it was given', () => {
    const template = { m: '{{messages}}' };
    fillTemplate(template, chat);
    assert.deepEqual(template, { m: '{{messages}}' });
  });
});

describe('headers', () => {
  it('fills ${VAR}, lower-cases names so the user can override content-type', () => {
    const built = buildHeaders({ 'Content-Type': 'application/vnd+json', 'X-Id': '${A}-${B}' }, { A: '1', B: '' }, 's.yaml');
    assert.deepEqual(built.headers, { 'content-type': 'application/vnd+json', 'x-id': '1-' });
  });

  it('treats interpolated values and auth-like headers as secrets, plain ones not', () => {
    const built = buildHeaders(
      { Authorization: 'Bearer ${TOKEN}', 'X-Api-Key': 'literal-key', 'X-Team': 'platform' },
      { TOKEN: 'tok-123' },
      's.yaml',
    );
    assert.deepEqual([...built.secrets].sort(), ['Bearer tok-123', 'literal-key', 'tok-123']);
  });

  it('reports every unset variable at once and never echoes a value', () => {
    assert.throws(
      () => buildHeaders({ A: '${ONE}', B: 'x ${TWO}', C: 'bad\nvalue${SET}' }, { SET: 'secret-value' }, 's.yaml'),
      (err: unknown) => {
        assert.ok(err instanceof ConfigError);
        assert.deepEqual(err.issues.map((i) => `${i.path}: ${i.message.split(' (')[0]}`), [
          'headers.A: environment variable ONE is not set',
          'headers.B: environment variable TWO is not set',
          'headers.C: not a valid HTTP header',
        ]);
        assert.ok(!err.message.includes('secret-value'));
        return true;
      },
    );
  });
});

describe('URLs', () => {
  it('gives a bare origin /api/chat and keeps any other path', () => {
    assert.equal(normalizeChatUrl('http://127.0.0.1:3000'), 'http://127.0.0.1:3000/api/chat');
    assert.equal(normalizeChatUrl(' http://127.0.0.1:3000/ '), 'http://127.0.0.1:3000/api/chat');
    assert.equal(normalizeChatUrl('https://bot.example/v1/chat?x=1'), 'https://bot.example/v1/chat?x=1');
  });

  it('rejects what is not an http(s) URL as a ConfigError', () => {
    assert.throws(() => normalizeChatUrl('localhost:3000'), ConfigError);
    assert.throws(() => normalizeChatUrl('ftp://host/'), ConfigError);
    assert.throws(() => normalizeChatUrl(''), ConfigError);
  });

  it('puts the health check on the same origin, and hides credentials when showing a URL', () => {
    assert.equal(defaultHealthUrl('http://h:3000/api/chat?x=1'), 'http://h:3000/api/health');
    assert.equal(displayUrl('http://user:pw@h/api'), 'http://h/api');
    assert.equal(displayUrl('https://h/chat?api_key=sk-123&lang=en&Token=abc'), 'https://h/chat?api_key=redacted&lang=en&Token=redacted');
  });
});
