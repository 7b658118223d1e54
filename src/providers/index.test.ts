import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test } from 'node:test';
import { ConfigError } from '../core/index.js';
import { createChatModel, parseModelName, PROVIDERS } from './index.js';
import { redact } from './errors.js';

test('provider:model names; an unknown prefix is an Ollama model', () => {
  const table: [string, string, string][] = [
    ['ollama:llama3.2', 'ollama', 'llama3.2'],
    ['ollama:llama3.2:latest', 'ollama', 'llama3.2:latest'],
    ['llama3.2:latest', 'ollama', 'llama3.2:latest'],
    ['llama3.2', 'ollama', 'llama3.2'],
    ['qa_agent_h_v0', 'ollama', 'qa_agent_h_v0'],
    ['hf.co/bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M', 'ollama', 'hf.co/bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M'],
    ['openai:gpt-4o-mini', 'openai', 'gpt-4o-mini'],
    ['anthropic:claude-3-5-haiku-latest', 'anthropic', 'claude-3-5-haiku-latest'],
    ['llamacpp:./models/judge.gguf', 'llamacpp', './models/judge.gguf'],
    ['llamacpp:C:\\models\\judge.gguf', 'llamacpp', 'C:\\models\\judge.gguf'],
    [' openai:gpt-4o ', 'openai', 'gpt-4o'],
  ];
  for (const [name, provider, model] of table) assert.deepEqual(parseModelName(name), { provider, model }, name);
  assert.deepEqual(PROVIDERS.map((p) => p.name), ['ollama', 'openai', 'anthropic', 'llamacpp']);
});

test('empty names are ConfigErrors', async () => {
  for (const name of ['', '  ', 'ollama:', 'openai:', 'anthropic:', 'llamacpp:']) {
    await assert.rejects(createChatModel(name, { OPENAI_API_KEY: 'k', ANTHROPIC_API_KEY: 'k' }), ConfigError, JSON.stringify(name));
  }
});

test('redaction removes given secrets and key-shaped tokens', () => {
  assert.equal(redact('bad key my-secret-value here', ['my-secret-value']), 'bad key [redacted] here');
  assert.equal(redact('Incorrect API key provided: sk-proj-****abcd.'), 'Incorrect API key provided: [redacted].');
  assert.equal(redact('header Bearer abc.def'), 'header Bearer [redacted]');
  assert.equal(redact('nothing to hide', [undefined, '']), 'nothing to hide');
});

// The SDKs are imported only when a model of theirs is created (vouch's cold start budget).
const HOOKS = `let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  port.postMessage(result.url);
  return result;
}`;
const PROBE = `import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
const urls = [];
port1.on('message', (u) => urls.push(u));
port1.unref();
register(new URL('./hooks.mjs', import.meta.url), { data: { port: port2 }, transferList: [port2] });
const providers = await import(process.argv[2]);
if (process.argv[3]) await providers.createChatModel(process.argv[3], { OLLAMA_HOST: '127.0.0.1:9' });
await new Promise((r) => setTimeout(r, 100));
console.log(JSON.stringify([...new Set(urls.filter((u) => u.includes('/node_modules/')).map((u) => u.split('/node_modules/').pop().split('/')[0]))]));`;

test('importing the providers loads no SDK; creating an Ollama model loads only its client', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vouch-lazy-'));
  try {
    await writeFile(join(dir, 'hooks.mjs'), HOOKS);
    await writeFile(join(dir, 'probe.mjs'), PROBE);
    // Run from src/ (tsx) or from the compiled dist/.
    const fromSource = import.meta.url.endsWith('.ts');
    const index = fileURLToPath(new URL(fromSource ? './index.ts' : './index.js', import.meta.url));
    const node = [...(fromSource ? ['--import', 'tsx'] : []), join(dir, 'probe.mjs'), index];
    const run = async (...args: string[]) =>
      JSON.parse((await promisify(execFile)(process.execPath, [...node, ...args])).stdout) as string[];
    assert.deepEqual(await run(), []);
    const loaded = await run('llama3.2');
    assert.ok(loaded.includes('ollama'), loaded.join(', '));
    for (const sdk of ['openai', '@anthropic-ai', 'node-llama-cpp']) assert.ok(!loaded.includes(sdk), `${sdk} was loaded`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
