import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromRoot } from '../../test/support/repo.js';
import { ConfigError } from '../core/index.js';
import { loadSuite } from './index.js';

const suite = (name: string) => fromRoot('test', 'fixtures', 'suites', name);
const vault = fromRoot('test', 'fixtures', 'tiny-vault');

async function problems(file: string, opts = {}): Promise<string[]> {
  try {
    await loadSuite(file, opts);
  } catch (e) {
    if (e instanceof ConfigError) return e.issues.map((i) => `${i.path}: ${i.message}`);
    throw e;
  }
  assert.fail('expected a ConfigError');
}

test('a seed 002 prompts file with comments loads as it is; ids compare as strings', async () => {
  const { suite: s, vault: v } = await loadSuite(suite('seed-prompts.jsonc'), { vault });
  assert.deepEqual(s.cases.map((c) => c.id), ['ACC-001', '2']);
  assert.equal(s.cases[0]?.requiredCitationSource, 'Handbook_v3.md');
  assert.deepEqual(s.cases[1]?.requiredSignals, []);
  assert.equal(s.cases[1]?.Q, 1);
  assert.equal(v?.docs.length, 1);
  assert.deepEqual(s.warnings, []);
});

test('every problem at once, with JSON paths and did-you-mean hints', async () => {
  const found = await problems(suite('broken.json'), { vault });
  assert.deepEqual(found.sort(), [
    '[0].expectedBehaviour: unknown field (did you mean "expectedBehavior"?)',
    '[1].expectedBehavior: "answer_with_citaton" is not one of answer_with_citation, security_clearance_fallback, reject_or_deflect, greeting_or_fallback (did you mean "answer_with_citation"?)',
    '[2]: a case needs a "prompt" or a "conversation"',
    '[3].Q: Q must be at least 1',
    '[3].requiredSignals[0]: "/unclosed(/": invalid regular expression: Unterminated group',
  ].sort());
});

test('a native YAML suite carries settings; the vault it names is read relative to it', async () => {
  const { suite: s } = await loadSuite(suite('native.yaml'));
  assert.equal(s.settings.name, 'tiny');
  assert.equal(s.settings.thresholds.minPassRate, 0.9);
  assert.equal(s.settings.thresholds.maxCitationErrors, 0);
  assert.equal(s.settings.thresholds.maxHallucinations, 0);
  assert.deepEqual(s.settings.target, {
    kind: 'http',
    url: 'http://127.0.0.1:9/api/chat',
    method: 'POST',
    headers: { 'X-Team': 'vouch' },
    request: 'message',
    healthUrl: 'http://127.0.0.1:9/api/health',
  });
  assert.match(s.warnings.join('\n'), /DEV-001: mustNotAppear "full-disk encryption" is stated by the vault/);
});

test('the command line wins over the suite file', async () => {
  const { suite: s } = await loadSuite(suite('native.yaml'), { target: 'http://localhost:3000', concurrency: 9, thresholds: { minPassRate: 0.5 } });
  assert.equal(s.settings.target?.kind === 'http' && s.settings.target.url, 'http://localhost:3000/api/chat');
  assert.equal(s.settings.concurrency, 9);
  assert.equal(s.settings.thresholds.minPassRate, 0.5);
});

test("a qa_agent_h file loads unmodified; its SUT names an Ollama model", async () => {
  const { suite: s } = await loadSuite(suite('qa_agent_h.json'));
  assert.deepEqual(s.settings.target, { kind: 'provider', name: 'llama3.2:latest' });
  const c = s.cases[0]!;
  assert.deepEqual([c.id, c.Q, c.A, c.whitelist.length, c.blacklist[0]], ['1', 2, 0.5, 2, "Does the output contain 'Husam'?"]);
});

test("a native suite's cases may be a path to the seed's own file", async () => {
  const { suite: s } = await loadSuite(suite('settings-only.yaml'));
  assert.equal(s.settings.name, 'wraps-seed-file');
  assert.equal(s.cases.length, 2);
});

test('missing vault folder, missing file, bad JSON and a vault-less citation suite are clear errors', async () => {
  assert.deepEqual(await problems(suite('seed-prompts.jsonc'), { vault: '/no/such/vault' }), [': /no/such/vault: vault folder not found']);
  assert.deepEqual(await problems(suite('nope.json')), [': file not found']);
  assert.match((await problems(suite('seed-prompts.jsonc')))[0] ?? '', /need a vault: pass --vault DIR/);
  try {
    await loadSuite(fromRoot('test', 'fixtures', 'suites', 'bad-json.json'));
    assert.fail('expected an error');
  } catch (e) {
    assert.ok(e instanceof ConfigError);
    assert.match(e.message, /bad-json\.json:3:\d+: invalid JSON/);
  }
});
