// The run scenarios: vouch's real command-line path (`vouch run`, reports written as users get
// them) against a loopback mock bot with a fixed latency. Every run is checked for lost or extra
// requests, unwritten trials and failing cases before its timing counts.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChatServer } from '../test/support/chat-server.js';
import { repeat } from './cold-start.js';
import { CLI, measureNode, median, type ChildRun } from './measure.js';
import type { Row } from './row.js';
import { replyToBody, writeSuite } from './suite-gen.js';

export interface RunScenario {
  readonly name: string;
  readonly n: number;
  /** Trials per case (`--repeat`); 1 when absent. */
  readonly q?: number;
  readonly concurrency: number;
  readonly latencyMs: number;
  readonly runs: number;
  /** One more run, untimed, that measures the heap still live at exit (for the memory budget). */
  readonly liveHeap?: boolean;
  /** More `vouch run` flags, for a scenario that differs from its neighbour by one option. */
  readonly flags?: readonly string[];
  /**
   * Measured run by run in turn with the other alternated scenarios and the floor client, so that a
   * change in the machine's load reaches each alike: their ratios are budgets.
   */
  readonly alternated?: boolean;
}

export const RUN_SCENARIOS: readonly RunScenario[] = [
  { name: 'N=45, C=16, L=50 ms', n: 45, concurrency: 16, latencyMs: 50, runs: 5 },
  { name: 'N=500, C=16, L=50 ms', n: 500, concurrency: 16, latencyMs: 50, runs: 5, liveHeap: true },
  { name: 'N=5000, C=64, L=5 ms (harness-bound)', n: 5000, concurrency: 64, latencyMs: 5, runs: 5, liveHeap: true, alternated: true },
  // What grounding (design §3a, on by default as `warn`) costs: the same run with it off.
  { name: 'N=5000, C=64, L=5 ms, --grounding off', n: 5000, concurrency: 64, latencyMs: 5, runs: 5, flags: ['--grounding', 'off'], alternated: true },
  { name: 'N=45 × Q=5, C=16, L=50 ms', n: 45, q: 5, concurrency: 16, latencyMs: 50, runs: 5 },
];

export interface RunContext {
  readonly tmp: string;
  readonly vault: string;
  readonly quick: boolean;
  /** Extra Node flags for the child (the profiler). */
  readonly nodeFlags?: readonly string[];
}

interface Measured {
  readonly child: ChildRun;
  readonly served: number;
  readonly maxInFlight: number;
  readonly serverCpuMs: number;
  /** Spawn to the first chat request: start-up, loading the suite and vault, the health check. */
  readonly firstRequestMs: number;
  /** The last reply to exit: deciding, run.json, the console summary, shutting down. */
  readonly tailMs: number;
}

export async function runScenario(s: RunScenario, ctx: RunContext): Promise<Row> {
  const suite = await writeSuite(join(ctx.tmp, `suite-${s.n}.json`), s.n);
  const runs = await repeat(ctx.quick ? 1 : s.runs, () => runOnce(s, suite, ctx));
  return scenarioRow(s, runs, s.liveHeap ? (await runOnce(s, suite, ctx, true)).child.liveHeapMiB : undefined);
}

/**
 * The alternated scenarios and the floor client, one run of each in turn, round after round: one
 * row each and one floor row, measured under the same load.
 */
export async function alternatedRows(scenarios: readonly RunScenario[], ctx: RunContext): Promise<Row[]> {
  const first = scenarios[0]!;
  const suite = await writeSuite(join(ctx.tmp, `suite-${first.n}.json`), first.n);
  const runs: Measured[][] = scenarios.map(() => []);
  const floor: ChildRun[] = [];
  for (let round = 0; round < (ctx.quick ? 1 : first.runs); round++) {
    for (const [i, s] of scenarios.entries()) runs[i]!.push(await runOnce(s, suite, ctx));
    floor.push(await floorOnce(first, suite, ctx));
  }
  const rows: Row[] = [];
  for (const [i, s] of scenarios.entries()) {
    rows.push(scenarioRow(s, runs[i]!, s.liveHeap ? (await runOnce(s, suite, ctx, true)).child.liveHeapMiB : undefined));
  }
  return [...rows, floorRowOf(first, floor)];
}

function scenarioRow(s: RunScenario, runs: readonly Measured[], live: number | undefined): Row {
  const q = s.q ?? 1;
  const cpuMs = median(runs.map((r) => r.child.cpuMs));
  return {
    name: s.name,
    runs: runs.length,
    wallMs: median(runs.map((r) => r.child.wallMs)),
    idealMs: (s.n * q * s.latencyMs) / s.concurrency,
    cpuMs,
    cpuPerCaseMs: cpuMs / (s.n * q),
    peakRssMiB: Math.max(...runs.map((r) => r.child.maxRssMiB)),
    requests: { served: runs[0]!.served, expected: s.n * q },
    maxInFlight: Math.max(...runs.map((r) => r.maxInFlight)),
    serverCpuMs: median(runs.map((r) => r.serverCpuMs)),
    firstRequestMs: median(runs.map((r) => r.firstRequestMs)),
    tailMs: median(runs.map((r) => r.tailMs)),
    ...(live === undefined ? {} : { liveHeapMiB: live }),
  };
}

const FLOOR_CLIENT = fileURLToPath(new URL('./floor-client.js', import.meta.url));

/** The same scenario sent by a bare node:http client (floor-client.ts): what any Node harness pays. */
export async function floorRow(s: RunScenario, ctx: RunContext): Promise<Row> {
  const suite = await writeSuite(join(ctx.tmp, `suite-${s.n}.json`), s.n);
  return floorRowOf(s, await repeat(ctx.quick ? 1 : s.runs, () => floorOnce(s, suite, ctx)));
}

async function floorOnce(s: RunScenario, suite: string, ctx: RunContext): Promise<ChildRun> {
  const server = await startChatServer({ latencyMs: s.latencyMs, reply: replyToBody });
  try {
    const child = await measureNode([FLOOR_CLIENT, suite, server.url, String(s.concurrency)], { tmp: ctx.tmp });
    if (child.code !== 0 || server.stats.requests !== s.n) {
      throw new Error(`floor client: exit ${child.code}, ${server.stats.requests} of ${s.n} requests\n${child.stderr}`);
    }
    return child;
  } finally {
    await server.close();
  }
}

/** The floor row's name for a scenario: the budget finds it by this. */
export const floorName = (s: RunScenario): string => `floor: bare node:http client, ${s.name.replace(/ \(.*\)$/, '')}`;

function floorRowOf(s: RunScenario, runs: readonly ChildRun[]): Row {
  const cpuMs = median(runs.map((r) => r.cpuMs));
  return {
    name: floorName(s),
    runs: runs.length,
    wallMs: median(runs.map((r) => r.wallMs)),
    idealMs: (s.n * s.latencyMs) / s.concurrency,
    cpuMs,
    cpuPerCaseMs: cpuMs / s.n,
    peakRssMiB: Math.max(...runs.map((r) => r.maxRssMiB)),
    requests: { served: s.n, expected: s.n },
    context: true,
    note: 'the same requests, nothing else',
  };
}

let runNumber = 0;

async function runOnce(s: RunScenario, suite: string, ctx: RunContext, liveHeap = false): Promise<Measured> {
  // The mock calls `reply` once the latency has passed: the first call marks the first request, the last the last reply.
  const seen = { first: Number.NaN, last: Number.NaN };
  const reply = (body: unknown): string => {
    seen.last = performance.now();
    if (Number.isNaN(seen.first)) seen.first = seen.last - s.latencyMs;
    return replyToBody(body);
  };
  const server = await startChatServer({ latencyMs: s.latencyMs, reply });
  const reports = join(ctx.tmp, `reports-${runNumber++}`);
  const args = [CLI, 'run', suite, '--vault', ctx.vault, '--url', server.url, '--concurrency', String(s.concurrency), '--reports-dir', reports];
  if (s.q) args.push('--repeat', String(s.q));
  if (s.flags) args.push(...s.flags);
  try {
    // This process does nothing but serve the mock while the child runs: its CPU is the server's.
    const before = process.cpuUsage();
    const spawned = performance.now();
    const child = await measureNode(args, { tmp: ctx.tmp, liveHeap, ...(ctx.nodeFlags ? { nodeFlags: ctx.nodeFlags } : {}) });
    const serverCpu = process.cpuUsage(before);
    await verify(s, child, server.stats.requests, reports);
    return {
      child,
      served: server.stats.requests,
      maxInFlight: server.stats.maxInFlight,
      serverCpuMs: (serverCpu.user + serverCpu.system) / 1000,
      firstRequestMs: seen.first - spawned,
      tailMs: spawned + child.wallMs - seen.last,
    };
  } finally {
    await server.close();
    await rm(reports, { recursive: true, force: true });
  }
}

/** Throws unless the run did exactly the planned work and every case passed; returns the record's summary. */
export async function verify(s: RunScenario, child: ChildRun, served: number, reports: string): Promise<RunSummary> {
  const planned = s.n * (s.q ?? 1);
  const problems: string[] = [];
  if (child.code !== 0) problems.push(`vouch exited ${child.code}`);
  if (served !== planned) problems.push(`the mock served ${served} requests, expected N·Q = ${planned}`);
  const run = JSON.parse(await readFile(join(reports, 'latest.json'), 'utf8').catch(() => 'null')) as RunSummary | null;
  if (!run) problems.push('no run record in the reports folder');
  else {
    const { trials, passed, total } = run.summary;
    if (trials.run !== planned) problems.push(`run.json says ${trials.run} trials ran, expected ${planned}`);
    if (passed !== s.n || total !== s.n) problems.push(`${passed} of ${total} cases passed, expected all ${s.n}`);
    const lines = await countLines(join(reports, run.runId, 'trials.jsonl'));
    if (lines !== planned) problems.push(`trials.jsonl has ${lines} lines, expected ${planned}`);
  }
  if (problems.length > 0) {
    const output = `${child.stderr}${child.stdout.slice(-2000)}`;
    throw new Error(`${s.name}: the run is wrong, so its timing means nothing:\n  ${problems.join('\n  ')}\n${output}`);
  }
  return run!;
}

export interface RunSummary {
  readonly runId: string;
  readonly summary: { readonly total: number; readonly passed: number; readonly trials: { readonly run: number } };
}

async function countLines(path: string): Promise<number> {
  const text = await readFile(path, 'utf8').catch(() => '');
  let n = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) n++;
  return n;
}
