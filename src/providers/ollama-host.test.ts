import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ollamaBaseUrl } from './ollama-host.js';

// Expected values follow Ollama's Go client (envconfig.Host, ConnectableHost) and the examples
// documented for its Python client's host parser, which ollama-js also matches.
const TABLE: readonly [string | undefined, string][] = [
  [undefined, 'http://127.0.0.1:11434'],
  ['', 'http://127.0.0.1:11434'],
  ['   ', 'http://127.0.0.1:11434'],
  ['1.2.3.4', 'http://1.2.3.4:11434'],
  [':56789', 'http://127.0.0.1:56789'],
  ['1.2.3.4:56789', 'http://1.2.3.4:56789'],
  ['http://1.2.3.4', 'http://1.2.3.4:80'],
  ['https://1.2.3.4', 'https://1.2.3.4:443'],
  ['https://1.2.3.4:56789', 'https://1.2.3.4:56789'],
  ['example.com', 'http://example.com:11434'],
  ['example.com:56789', 'http://example.com:56789'],
  ['http://example.com', 'http://example.com:80'],
  ['https://example.com', 'https://example.com:443'],
  ['example.com/', 'http://example.com:11434'],
  ['example.com:56789/', 'http://example.com:56789'],
  ['example.com/path', 'http://example.com:11434/path'],
  ['example.com:56789/path/', 'http://example.com:56789/path'],
  ['https://example.com:56789/path', 'https://example.com:56789/path'],
  ['[0001:002:003:0004::1]', 'http://[0001:002:003:0004::1]:11434'],
  ['[0001:002:003:0004::1]:56789', 'http://[0001:002:003:0004::1]:56789'],
  ['http://[0001:002:003:0004::1]', 'http://[0001:002:003:0004::1]:80'],
  ['::1', 'http://[::1]:11434'],
  // A bind-all address is where the server listens; a client reaches it on loopback.
  ['0.0.0.0', 'http://127.0.0.1:11434'],
  ['0.0.0.0:11435', 'http://127.0.0.1:11435'],
  ['http://0.0.0.0:8080', 'http://127.0.0.1:8080'],
  ['[::]:11434', 'http://[::1]:11434'],
  // Quotes and spaces from .env files and systemd units are trimmed, as Ollama does.
  ['"0.0.0.0:11434"', 'http://127.0.0.1:11434'],
  [" 'localhost:1234' ", 'http://localhost:1234'],
  // An unusable port falls back to the default, as Ollama's client does.
  ['example.com:99999', 'http://example.com:11434'],
  ['example.com:abc', 'http://example.com:11434'],
  ['https://example.com:', 'https://example.com:443'],
  ['http://user:pw@example.com', 'http://user:pw@example.com:80'],
];

test('OLLAMA_HOST is read the way Ollama reads it', () => {
  for (const [value, expected] of TABLE) {
    assert.equal(ollamaBaseUrl(value), expected, `OLLAMA_HOST=${JSON.stringify(value)}`);
  }
});
