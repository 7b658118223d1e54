// Malformed suites as a property (issue 14): whatever is wrong with a suite file — in any format, a
// wrong type, an unknown field, a huge or deep value, an alias, a bad regex, bad bytes, a cycle — the
// run is exit 2 with a message naming the file (and the case and field, where there are some), never
// a stack trace, and quickly. `npm test` tries a sample; VOUCH_MALFORMED_RUNS=2000 tries more.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { test } from 'node:test';
import fc from 'fast-check';
import { type CliResult, spawnsBinary, vouch } from '../support/cli.js';
import { type Malformed, malformedSuite } from '../support/malformed.js';

// In process a suite takes milliseconds; a spawned binary (test:dist) costs a process start each.
const RUNS = Number(process.env.VOUCH_MALFORMED_RUNS ?? (spawnsBinary ? 25 : 150));
/** Generous for a shared 2-core machine: a malformed suite is refused in milliseconds, the biggest in under a second. */
const BUDGET_MS = 10_000;
const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;
/** Control characters other than tab and newline: a terminal would act on them. */
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

test(`${RUNS} generated malformed suites: each exit 2 naming file, case and field, no stack trace`, async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'vouch-malformed-'));
  const times: number[] = [];
  const faults = new Map<string, number>();
  let n = 0;
  let failure: string | undefined;
  try {
    await fc.assert(
      fc.asyncProperty(malformedSuite, async (pending) => {
        const m = await pending;
        const name = `suite-${n++}.${m.ext}`;
        await writeFile(join(dir, name), m.content(name));
        const started = performance.now();
        // A suite that were valid would reach this URL and be exit 3: the generator would be wrong.
        const r = await vouch(['run', join(dir, name), '--url', 'http://127.0.0.1:9', '--no-health', '--no-reports', '--retries', '0'], { cwd: dir });
        const ms = performance.now() - started;
        times.push(ms);
        const kind = (m.fault.split(':')[0] ?? m.fault).replace(/\d+/g, 'N');
        faults.set(kind, (faults.get(kind) ?? 0) + 1);
        failure = `exit ${r.code}, ${Math.round(ms)} ms: ${m.format} with ${m.fault}:\n${r.stderr.slice(0, 2000)}`;
        assertRefused(m, name, r, ms);
        failure = undefined;
      }),
      { numRuns: RUNS },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
    t.diagnostic(`${times.length} suites; ms median ${at(0.5)}, p99 ${at(0.99)}, max ${at(1)}; over 2 s: ${times.filter((x) => x > 2000).length}`);
    if (failure) t.diagnostic(`last failing example: ${failure}`);
    t.diagnostic(`faults: ${[...faults].map(([k, v]) => `${k} ×${v}`).join(', ')}`);
  }
});

function assertRefused(m: Malformed, name: string, r: CliResult, ms: number): void {
  const what = `${m.format} with ${m.fault}:\n${r.stderr.slice(0, 2000)}`;
  assert.equal(r.code, 2, what);
  assert.ok(r.stderr.includes(name), `the message names the file: ${what}`);
  if (m.at) assert.ok(r.stderr.includes(m.at), `the message names the case, ${m.at}: ${what}`);
  if (m.field) assert.ok(r.stderr.includes(m.field.slice(0, 40)), `the message names ${m.field}: ${what}`);
  assert.doesNotMatch(r.stderr, STACK_LINE, what);
  assert.doesNotMatch(r.stderr, /crashed/, what);
  // A key holding a terminal escape is shown escaped, never sent to the terminal raw.
  assert.doesNotMatch(r.stderr, RAW_CONTROL, what);
  assert.ok(r.stderr.length < 20_000, `a short message (${r.stderr.length} characters): ${m.fault}`);
  assert.ok(ms < BUDGET_MS, `${Math.round(ms)} ms: ${m.fault}`);
}
