// Conversations, pins, fuzzing and smoke through the real CLI over loopback HTTP.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { SEED_FALLBACK_PHRASE } from '../../src/core/suite.js';
import { runResultSchema } from '../../src/report/schema.js';
import { startChatServer, type ChatServerOptions } from '../support/chat-server.js';
import { vouch } from '../support/cli.js';
import { fromRoot, fromShared } from '../support/repo.js';

const vault = fromRoot('test', 'fixtures', 'tiny-vault');
const suites = (name: string) => fromRoot('test', 'fixtures', 'suites', name);
let work: string;
before(async () => {
  work = await mkdtemp(join(tmpdir(), 'vouch-features-'));
});

async function withBot<T>(opts: ChatServerOptions, fn: (url: string, bodies: unknown[]) => Promise<T>): Promise<T> {
  const bot = await startChatServer({ ...opts, record: true });
  try {
    return await fn(bot.url, bot.stats.bodies);
  } finally {
    await bot.close();
  }
}

type Body = { message?: string; messages?: { role: string; content: string }[] };
const lastUser = (body: unknown): string => {
  const b = body as Body;
  return b.message ?? b.messages?.filter((m) => m.role === 'user').at(-1)?.content ?? '';
};

test('a chain failing at turn 2 of 3: history is sent each turn, and the report marks the failing turn', async () => {
  const reply = (body: unknown): string => {
    const q = lastUser(body);
    if (q.includes('device encryption')) return 'Based on [Employee Handbook, Devices]: Laptops use full-disk encryption.';
    if (q.includes('rotation')) return 'Keys are rotated quarterly.';
    return `I never said that. ${SEED_FALLBACK_PHRASE}`;
  };
  await withBot({ reply }, async (url, bodies) => {
    const r = await vouch(['run', suites('chain.json'), '--vault', vault, '--url', url, '--no-reports', '--json']);
    assert.equal(r.code, 1, r.stderr);
    const run = runResultSchema.parse(JSON.parse(r.stdout));
    assert.deepEqual(run.cases.map((d) => [d.id, d.status]), [['CHAIN-001@0', 'pass'], ['CHAIN-001@1', 'fail'], ['CHAIN-001@2', 'pass']]);
    assert.deepEqual(run.failures[0]!.kinds.sort(), ['behavior', 'hallucination']);
    assert.equal(run.summary.fallbackErrors, 1);
    assert.deepEqual((bodies as Body[]).map((b) => b.messages?.length), [1, 3, 5]);
    assert.match(r.stderr, /CHAIN-001 {2}turn 0 ✓ {2}turn 1 ✗ [a-z,]+ {2}turn 2 ✓/);
  });
});

test('pins: an inline pin holds, --update-pins records the rest, and drift then fails with a diff', async () => {
  const suite = join(work, 'pinned.yaml');
  await copyFile(suites('pinned.yaml'), suite);
  const fixtures = fromRoot('test', 'fixtures');
  const run = (url: string, ...more: string[]) =>
    vouch(['run', suite, '--vault', vault, '--url', url, '--no-reports', ...more], { cwd: fixtures });
  const answer = (text: string) => (body: unknown) => (lastUser(body).includes('laptops') ? text : SEED_FALLBACK_PHRASE);
  await withBot({ reply: answer('Laptops use full-disk encryption.') }, async (url) => {
    const first = await run(url, '--update-pins');
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /pins: wrote 1 to .*pinned\.pins\.json \(1 inline pins left as written\)/);
  });
  const pins = JSON.parse(await readFile(join(work, 'pinned.pins.json'), 'utf8')) as { pins: Record<string, unknown> };
  assert.deepEqual(Object.keys(pins.pins), ['PIN-FILE']);
  await withBot({ reply: answer('Laptops are not encrypted.') }, async (url) => {
    const drift = await run(url, '--json');
    assert.equal(drift.code, 1);
    const result = runResultSchema.parse(JSON.parse(drift.stdout));
    const finding = result.failures[0]!.findings[0]!;
    assert.equal(finding.kind, 'pin');
    assert.match(finding.evidence ?? '', /-.*full-disk encryption[\s\S]*\+.*not encrypted/);
  });
});

test('fuzzing adds deterministic variants and a robustness table; an unknown transform is exit 2 with a hint', async () => {
  const reply = (body: unknown) =>
    lastUser(body).toLowerCase().includes('accounts') ? 'Based on [Employee Handbook, Access]: New staff receive accounts after manager approval.' : SEED_FALLBACK_PHRASE;
  await withBot({ reply }, async (url) => {
    const args = ['run', suites('seed-prompts.jsonc'), '--vault', vault, '--url', url, '--no-reports', '--json', '--fuzz', 'base64,authority', '--seed', '3'];
    const r = await vouch(args);
    const run = runResultSchema.parse(JSON.parse(r.stdout));
    // Base cases first, then each case's variants in the transforms' registry order (authority before base64).
    assert.deepEqual(run.cases.map((d) => d.id), ['ACC-001', '2', 'ACC-001#authority', 'ACC-001#base64', '2#authority', '2#base64']);
    assert.deepEqual(Object.keys(run.robustness ?? {}).sort(), ['(original)', 'authority', 'base64']);
    assert.equal(run.robustness?.['(original)']?.['access']?.pass, 1);
    assert.match(r.stderr, /Robustness/);
    const again = runResultSchema.parse(JSON.parse((await vouch(args)).stdout));
    assert.deepEqual(again.cases.map((d) => [d.id, d.status]), run.cases.map((d) => [d.id, d.status]));
  });
  const bad = await vouch(['run', suites('seed-prompts.jsonc'), '--vault', vault, '--url', 'http://127.0.0.1:9', '--fuzz', 'base46']);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /did you mean "base64"/);
});

test('smoke: health check, five cases picked by rule, spot-check hits are warnings with exit 0', async () => {
  const reply = () => `${SEED_FALLBACK_PHRASE} Ask about Nessus.`;
  await withBot({ reply }, async (url, bodies) => {
    // Grounding off: the vault never names Nessus, which grounding (fail in the bundled suite) would fail.
    const r = await vouch(['smoke', '--url', url, '--no-reports', '--json', '--min-pass-rate', '0', '--grounding', 'off']);
    assert.equal(r.code, 0, r.stderr);
    const run = runResultSchema.parse(JSON.parse(r.stdout));
    // The bundled suite's first case of each behaviour (no non-attack reject_or_deflect exists),
    // then its first adversarial case, then the next in file order.
    assert.deepEqual(run.cases.map((c) => c.id), ['SOC2-001', 'SUB-001', 'EDGE-001', 'ADV-001', 'SOC2-002']);
    assert.equal(bodies.length, 5);
    for (const c of run.cases) {
      assert.deepEqual(c.warnings.map((w) => `${w.check}: ${w.message}`), ['spot-check: potential hallucination: "Nessus" in the reply'], c.id);
    }
    assert.equal(run.summary.hallucinations, 0, 'spot checks warn, they never fail a case');
    assert.equal(run.gate.verdict, 'warn');
    assert.match(r.stderr, /Warnings[\s\S]*potential hallucination: "Nessus"/);
  });
});

test('attack corpora load unmodified: CyberSecEval injections with their system prompts', async (t) => {
  const file = fromShared('datasets', 'cyberseceval-prompt-injection', 'prompt_injection.json');
  if (!existsSync(file)) return t.skip(`absent: ${file}`);
  await withBot({ reply: () => 'I can only answer questions about our security documents.' }, async (url, bodies) => {
    const r = await vouch(['run', file, '--url', url, '--no-reports', '--json', '--skip-judge', '--id', 'CSE-0,CSE-1,CSE-2']);
    const run = runResultSchema.parse(JSON.parse(r.stdout));
    assert.equal(run.summary.total, 3);
    assert.ok((bodies as { system?: string }[]).every((b) => typeof b.system === 'string' && b.system.length > 0));
  });
});
