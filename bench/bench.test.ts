// The benchmark's own parts, without timing anything: its suites pass for its mock bot with every
// check running, and its budget arithmetic says what the budget says.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkReply, makeReply } from '../src/checks/index.js';
import { makeContext } from '../test/support/cases.js';
import { loadSuite } from '../src/load/index.js';
import { checkBudgets } from './budget.js';
import { memoryRowName } from './memory.js';
import type { Row } from './row.js';
import { answerFor, writeSuite, writeVault } from './suite-gen.js';

test('every generated case passes for the mock bot, with its four kinds of check all running', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vouch-bench-test-'));
  try {
    const vault = await writeVault(join(dir, 'vault'));
    const loaded = await loadSuite(await writeSuite(join(dir, 'suite.json'), 30), { vault });
    assert.deepEqual(loaded.suite.warnings, []);
    const s = loaded.suite.settings;
    const ctx = makeContext({ vault: loaded.vault!, citationSources: s.citationSources });
    const kinds = new Set<string>();
    for (const c of loaded.suite.cases) {
      const findings = await checkReply(c, makeReply(answerFor(c.prompt ?? ''), { fallbackPhrases: s.fallbackPhrases }), ctx);
      assert.deepEqual(findings.filter((f) => f.status !== 'pass'), [], c.id);
      for (const f of findings) kinds.add(f.check);
    }
    for (const check of ['signals', 'mustNotAppear', 'citations', 'fallback']) assert.ok(kinds.has(check), check);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

const row = (name: string, extra: Partial<Row>): Row => ({ name, runs: 1, wallMs: 0, cpuMs: 0, peakRssMiB: 80, ...extra });

test('budgets: N=500 gets 1.1 × ideal plus the measured cold start; lost requests miss', () => {
  const rows = [
    row('cold start (node bin --version)', { wallMs: 200 }),
    row('N=500, C=16, L=50 ms', { wallMs: 1918, idealMs: 1562.5, requests: { served: 500, expected: 500 } }),
    row('N=5000, C=64, L=5 ms', { cpuPerCaseMs: 0.51, peakRssMiB: 95, requests: { served: 4999, expected: 5000 } }),
  ];
  const met = Object.fromEntries(checkBudgets(rows).map((b) => [b.budget, b.met]));
  assert.equal(met['N=500, C=16, L=50 ms'], true);
  assert.equal(met['CPU per case (N=5000)'], false);
  assert.equal(met['memory flat, N=500 → N=5000'], true);
  assert.equal(met['requests served'], false);
});

test('budgets: grounding may cost half again the CPU of the same run with --grounding off, and no more', () => {
  const within = checkBudgets([row('N=5000, C=64, L=5 ms', { cpuMs: 1400 }), row('N=5000, C=64, L=5 ms, --grounding off', { cpuMs: 1000 })]);
  const over = checkBudgets([row('N=5000, C=64, L=5 ms', { cpuMs: 1600 }), row('N=5000, C=64, L=5 ms, --grounding off', { cpuMs: 1000 })]);
  const line = (lines: ReturnType<typeof checkBudgets>) => lines.find((b) => b.budget.startsWith('grounding CPU'));
  assert.equal(line(within)?.met, true);
  assert.equal(line(over)?.met, false);
  assert.match(line(over)!.measured, /\+60%/);
});

test('budgets: flat memory is judged on the largest suite, over HTTP and replayed alike', () => {
  const mem = (n: number, mode: 'HTTP' | 'replayed', rss: number): Row => row(memoryRowName(n, mode), { peakRssMiB: rss });
  const rows = [mem(500, 'HTTP', 90), mem(5000, 'HTTP', 110), mem(50000, 'HTTP', 149), mem(500, 'replayed', 90), mem(50000, 'replayed', 151)];
  const lines = checkBudgets(rows).filter((b) => b.budget.startsWith('memory flat'));
  assert.deepEqual(lines.map((b) => [b.budget, b.measured, b.met]), [
    ['memory flat, HTTP: N=500 → 5000 → 50000', '90 MiB → 110 MiB → 149 MiB', true],
    ['memory flat, replayed: N=500 → 5000 → 50000', '90 MiB → — → 151 MiB', false],
  ]);
});

test("budgets: vouch's CPU per case is held to three times the floor client's, with grounding off and on alike", () => {
  const rows = [
    row('N=5000, C=64, L=5 ms (harness-bound)', { cpuPerCaseMs: 0.9 }),
    row('N=5000, C=64, L=5 ms, --grounding off', { cpuPerCaseMs: 0.55 }),
    row('floor: bare node:http client, N=5000, C=64, L=5 ms', { cpuPerCaseMs: 0.2, context: true }),
  ];
  const lines = checkBudgets(rows).filter((b) => b.budget.includes("the floor client's"));
  assert.deepEqual(lines.map((b) => [b.measured, b.met]), [
    ['0.550 ms (2.75×)', true],
    ['0.900 ms (4.50×)', false],
  ]);
  assert.match(lines[0]!.budget, /--grounding off/);
  assert.equal(lines[0]!.limit, '≤ 3 × 0.200 ms = 0.600 ms');
});

test('budgets: every output mode at 50,000 cases gets its own memory line, HTTP and replayed', () => {
  const rows = [
    row(memoryRowName(50_000, 'HTTP', '--json > file'), { peakRssMiB: 120 }),
    row(memoryRowName(50_000, 'replayed', '--json > file'), { peakRssMiB: 151 }),
    row(memoryRowName(50_000, 'HTTP', '--output FILE'), { peakRssMiB: 110 }),
  ];
  const lines = checkBudgets(rows).filter((b) => b.budget.startsWith('peak memory, N=50000'));
  assert.deepEqual(lines.map((b) => [b.budget, b.measured, b.met]), [
    ['peak memory, N=50000, --json > file: HTTP, replayed', '120 MiB, 151 MiB', false],
    ['peak memory, N=50000, --output FILE: HTTP, replayed', '110 MiB, —', true],
  ]);
});
