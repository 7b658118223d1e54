// The HTTP vocabulary targets and providers share.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { networkProblem, parseRetryAfter, snippet, urlSecrets } from './index.js';

describe('net', () => {
  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT');
    assert.equal(parseRetryAfter('3', now), 3000);
    assert.equal(parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', now), 10_000);
    assert.equal(parseRetryAfter('Wed, 21 Oct 2015 07:27:00 GMT', now), 0);
    assert.equal(parseRetryAfter('soon', now), undefined);
    assert.equal(parseRetryAfter(null, now), undefined);
  });

  it('finds network codes in the cause chain and in aggregate errors', () => {
    const refused = Object.assign(new Error('connect'), { code: 'ECONNREFUSED' });
    assert.equal(networkProblem(new TypeError('fetch failed', { cause: refused })), 'connection refused (ECONNREFUSED)');
    const both = new AggregateError([refused, refused]);
    assert.equal(networkProblem(new TypeError('fetch failed', { cause: both })), 'connection refused (ECONNREFUSED)');
    assert.equal(networkProblem(new RangeError('nope')), undefined);
  });

  it('cleans untrusted text for one line of a message', () => {
    assert.equal(snippet('a\u001b[2Jb\r\nc', 200), 'a [2Jb c');
    assert.equal(snippet('x'.repeat(300), 200), `${'x'.repeat(200)}…`);
  });
});

describe('urlSecrets', () => {
  it('names the password and credential-like query values a URL carries', () => {
    assert.deepEqual(urlSecrets('https://u:p%40ss@h/chat?api_key=sk-1&lang=en&sig=zz'), ['sk-1', 'zz', 'p@ss']);
    assert.deepEqual(urlSecrets('not a url'), []);
  });
});
