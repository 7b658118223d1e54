// A suite's `target` and `judge` fields (design §1, §5): endpoints, provider models and their
// options, as strings or objects, and what a user sees when one is written wrong.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { vouch } from '../../test/support/cli.js';
import { ConfigError } from '../core/index.js';
import { loadSuite, type SettingsOverrides } from './index.js';

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vouch-targets-'));
});
after(() => rm(dir, { recursive: true, force: true }));

let n = 0;
/** A native suite with these top-level lines and one case. */
async function suiteWith(lines: string): Promise<string> {
  const file = join(dir, `suite-${n++}.yaml`);
  await writeFile(file, `${lines}\ncases:\n  - id: A\n    prompt: hi\n`);
  return file;
}

async function settingsOf(lines: string, cli: SettingsOverrides = {}) {
  return (await loadSuite(await suiteWith(lines), cli)).suite.settings;
}

async function problems(lines: string): Promise<string[]> {
  const error = await loadSuite(await suiteWith(lines)).then(() => undefined, (e: unknown) => e);
  assert.ok(error instanceof ConfigError, `expected a ConfigError, got ${String(error)}`);
  return error.issues.map((i) => `${i.path}: ${i.message}`);
}

test('a malformed target.url is a load error naming the field, never an Ollama model name', async () => {
  for (const url of ['localhost:3000', '127.0.0.1:3000/api/chat', 'htp://bot.example', 'http//bot.example/api/chat', 'ftp://bot.example']) {
    assert.deepEqual(await problems(`target: { url: ${JSON.stringify(url)} }`), [
      `target.url: ${JSON.stringify(url)} is not an http(s) URL; expected something like http://127.0.0.1:3000/api/chat`,
    ], url);
  }
  // Written as a string, a URL with a scheme is an endpoint and must be a good one.
  assert.deepEqual(await problems('target: "htp://bot.example"'), [
    'target: "htp://bot.example" is not an http(s) URL; expected something like http://127.0.0.1:3000/api/chat',
  ]);
  assert.deepEqual(await problems('judge: { model: openai:gpt-4o-mini, options: { baseUrl: "localhost:1234/v1" } }'), [
    'judge.options.baseUrl: "localhost:1234/v1" is not an http(s) URL; expected something like http://127.0.0.1:3000/api/chat',
  ]);
});

test('vouch run on a suite with a malformed target.url is exit 2 naming file and field', async () => {
  const file = await suiteWith('target: { url: "localhost:3000" }');
  const r = await vouch(['run', file, '--no-reports'], { cwd: dir });
  assert.equal(r.code, 2, r.stderr);
  assert.match(r.stderr, /suite-\d+\.yaml › target\.url: "localhost:3000" is not an http\(s\) URL/);
  assert.doesNotMatch(r.stderr, /ollama|\n\s+at /i);
});

test('--url is always an endpoint: without a scheme, or with a bad one, it is exit 2 naming --url', async () => {
  const file = await suiteWith('');
  const run = (url: string) => vouch(['run', file, '--no-reports', '--url', url], { cwd: dir, env: { OLLAMA_HOST: '127.0.0.1:9' } });
  const bare = await run('localhost:3000');
  assert.equal(bare.code, 2, bare.stderr);
  assert.equal(bare.stderr, 'vouch: --url "localhost:3000" is not a URL: write it with http:// or https:// (a provider model goes in --target)\n');
  const bad = await run('htp://bot.example');
  assert.equal(bad.code, 2, bad.stderr);
  assert.match(bad.stderr, /--url.*"htp:\/\/bot\.example\/?" is not an http\(s\) URL/);
});

test('names and objects: strings keep working, objects carry model options', async () => {
  assert.deepEqual((await settingsOf('target: llama3.2:latest')).target, { kind: 'provider', name: 'llama3.2:latest' });
  assert.equal((await settingsOf('target: http://127.0.0.1:9')).target?.kind, 'http');
  const s = await settingsOf(
    [
      'target: { model: "openai:gpt-4o-mini", options: { stream: true, maxTokens: 256, temperature: 0.7, baseUrl: "http://127.0.0.1:1234/v1" } }',
      'judge: { model: "ollama:llama3.2", options: { api: generate, stream: true, maxTokens: 8, temperature: 0 }, preset: strict }',
    ].join('\n'),
  );
  assert.deepEqual(s.target, {
    kind: 'provider',
    name: 'openai:gpt-4o-mini',
    options: { stream: true, maxTokens: 256, temperature: 0.7, baseUrl: 'http://127.0.0.1:1234/v1' },
  });
  assert.equal(s.judge, 'ollama:llama3.2');
  assert.deepEqual(s.judgeOptions, { api: 'generate', stream: true, maxTokens: 8, temperature: 0 });
  assert.equal(s.judgeSettings.system, 'strict');
  const plain = await settingsOf('judge: "ollama:llama3.2"');
  assert.equal(plain.judge, 'ollama:llama3.2');
  assert.equal(plain.judgeOptions, undefined);
});

test('a model named on the command line replaces the suite\'s, options and all', async () => {
  const lines = 'target: { model: "openai:gpt-4o-mini", options: { stream: true } }\njudge: { model: "anthropic:claude-3-5-haiku-latest", options: { maxTokens: 5 } }';
  const s = await settingsOf(lines, { target: 'ollama:llama3.2', judge: 'ollama:qwen2.5' });
  assert.deepEqual(s.target, { kind: 'provider', name: 'ollama:llama3.2' });
  assert.equal(s.judge, 'ollama:qwen2.5');
  assert.equal(s.judgeOptions, undefined);
});

test('every mistake in target and judge names its path and says what is wrong', async () => {
  const table: [string, string[]][] = [
    ['judge: { model: "ollama:llama3.2", options: { temprature: 0 } }', ['judge.options.temprature: unknown field (did you mean "temperature"?)']],
    ['judge: { model: "ollama:llama3.2", options: { api: generat } }', ['judge.options.api: "generat" is not one of chat, generate (did you mean "generate"?)']],
    ['judge: { model: "ollama:llama3.2", options: { maxTokens: 0 } }', ['judge.options.maxTokens: at least 1 token']],
    ['judge: { model: "ollama:llama3.2", options: { temperature: 5 } }', ['judge.options.temperature: a temperature from 0 to 2']],
    ['judge: { options: { stream: true } }', ['judge.model: a judge needs "model": a provider:model name such as ollama:llama3.2']],
    ['judge: 5', ['judge: expected a provider:model name, or an object with "model" (and "options", "template", …)']],
    ['target: 5', ['target: expected a URL, a provider:model name, or an object with "url" or "model"']],
    ['target: {}', ['target: a target needs "url" (an HTTP chat endpoint) or "model" (provider:model, e.g. openai:gpt-4o-mini)']],
    ['target: { url: "http://127.0.0.1:9", model: "openai:gpt-4o" }', ['target: a target has either "url" (an HTTP chat endpoint) or "model" (provider:model), not both']],
    ['target: { model: "openai:gpt-4o", headers: { X-A: b } }', ['target.headers: "headers" configures an HTTP target ("url"), not a model; a model takes "options"']],
    ['target: { url: "http://127.0.0.1:9", options: { stream: true } }', ['target.options: "options" configure a model target ("model"); an HTTP target is set by its own fields']],
    ['target: { model: "openai:gpt-4o", option: { stream: true } }', ['target.option: unknown field (did you mean "options"?)']],
    ['target: { model: "openai:gpt-4o", options: { stream: "yes" } }', ['target.options.stream: expected true or false, got text']],
    ['target: ""', ['target: must not be empty']],
  ];
  for (const [lines, expected] of table) assert.deepEqual(await problems(lines), expected, lines);
});
