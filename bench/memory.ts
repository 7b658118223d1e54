// Peak memory as a suite grows: 500, 5,000 and 50,000 cases, over HTTP and replayed from a
// responses file (`--responses`); and at 50,000 cases, each other way a run hands its record out
// (`--json > file`, `--report html,junit,markdown`, `--output FILE`). The budget is flat memory:
// 50,000 cases in at most 150 MiB, whatever is written. One run each (a 50,000-case HTTP run takes
// half a minute); every run is checked like the others, and each output for what it must hold.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startChatServer } from '../test/support/chat-server.js';
import { CLI, measureNode, type ChildRun } from './measure.js';
import type { Row } from './row.js';
import { verify, type RunContext } from './scenarios.js';
import { answerFor, replyToBody, writeSuite } from './suite-gen.js';

export const MEMORY_SIZES = [500, 5_000, 50_000] as const;
/** The suite size the output modes are measured at: the largest. */
export const OUTPUT_SIZE: number = MEMORY_SIZES[MEMORY_SIZES.length - 1]!;
const CONCURRENCY = 64;
const LATENCY_MS = 1;

export type MemoryMode = 'HTTP' | 'replayed';

/** What a run writes besides its run folder (run.json, latest.json, trials.jsonl), which every run writes. */
export interface OutputMode {
  readonly name: string;
  /** Flags for `vouch run`, given a scratch file the mode may write to. */
  readonly flags: (file: string) => string[];
  /** The run's stdout goes to the scratch file, as `> file` sends it. */
  readonly stdout?: boolean;
  /** What is wrong with what the mode wrote, if anything: `run` is run.json's path, `reports` the run folder. */
  readonly check: (file: string, run: string, folder: string, n: number) => Promise<string | undefined>;
}

export const OUTPUT_MODES: readonly OutputMode[] = [
  { name: '--json > file', flags: () => ['--json'], stdout: true, check: (file, run) => sameBytes(file, run, '--json') },
  { name: '--report html,junit,markdown', flags: () => ['--report', 'html,junit,markdown'], check: (_, __, folder, n) => checkReports(folder, n) },
  { name: '--output FILE', flags: (file) => ['--output', file], check: (file, run) => sameBytes(file, run, '--output') },
];

export const memoryRowName = (n: number, mode: MemoryMode, output?: string): string =>
  `memory: N=${n}, ${mode === 'HTTP' ? 'over HTTP (C=64, L=1 ms)' : 'replayed (--responses)'}${output ? `, ${output}` : ''}`;

export async function memoryRows(ctx: RunContext, sizes: readonly number[] = MEMORY_SIZES, outputs = true): Promise<Row[]> {
  const rows: Row[] = [];
  for (const n of sizes) {
    const suite = await writeSuite(join(ctx.tmp, `suite-${n}.json`), n);
    for (const mode of ['HTTP', 'replayed'] as const) {
      process.stderr.write(`${memoryRowName(n, mode)}…\n`);
      rows.push(await memoryRow(n, mode, suite, ctx));
    }
  }
  if (!outputs) return rows;
  const n = sizes[sizes.length - 1]!;
  const suite = join(ctx.tmp, `suite-${n}.json`);
  for (const output of OUTPUT_MODES) {
    for (const mode of ['HTTP', 'replayed'] as const) {
      process.stderr.write(`${memoryRowName(n, mode, output.name)}…\n`);
      rows.push(await memoryRow(n, mode, suite, ctx, output));
    }
  }
  return rows;
}

async function memoryRow(n: number, mode: MemoryMode, suite: string, ctx: RunContext, output?: OutputMode): Promise<Row> {
  const name = memoryRowName(n, mode, output?.name);
  const reports = join(ctx.tmp, `reports-memory-${n}-${mode}`);
  const scratch = join(ctx.tmp, `output-${n}-${mode}`);
  const args = [CLI, 'run', suite, '--vault', ctx.vault, '--concurrency', String(CONCURRENCY), '--reports-dir', reports, ...(output?.flags(scratch) ?? [])];
  const options = { tmp: ctx.tmp, ...(output?.stdout ? { stdoutFile: scratch } : {}) };
  let child: ChildRun;
  let served = n;
  if (mode === 'replayed') {
    args.push('--responses', await writeResponses(suite, join(ctx.tmp, `responses-${n}.jsonl`)));
    child = await measureNode(args, options);
  } else {
    const server = await startChatServer({ latencyMs: LATENCY_MS, reply: replyToBody });
    try {
      child = await measureNode([...args, '--url', server.url], options);
      served = server.stats.requests;
    } finally {
      await server.close();
    }
  }
  const run = await verify({ name, n, concurrency: CONCURRENCY, latencyMs: LATENCY_MS, runs: 1 }, child, served, reports);
  const problem = output ? await output.check(scratch, join(reports, run.runId, 'run.json'), join(reports, run.runId), n) : undefined;
  if (problem) throw new Error(`${name}: ${problem}, so its memory means nothing`);
  return { name, runs: 1, wallMs: child.wallMs, cpuMs: child.cpuMs, cpuPerCaseMs: child.cpuMs / n, peakRssMiB: child.maxRssMiB, requests: { served, expected: n } };
}

/** The record written elsewhere must be run.json, byte for byte. */
async function sameBytes(file: string, run: string, what: string): Promise<string | undefined> {
  const [a, b] = await Promise.all([readFile(file), readFile(run)]);
  return a.equals(b) ? undefined : `what ${what} wrote (${a.length} bytes) is not run.json (${b.length} bytes)`;
}

/** Each report is there, and JUnit has a testcase per case. */
async function checkReports(folder: string, n: number): Promise<string | undefined> {
  const read = (name: string): Promise<string> => readFile(join(folder, name), 'utf8').catch(() => '');
  const [html, junit, markdown] = await Promise.all([read('report.html'), read('junit.xml'), read('summary.md')]);
  if (!html.includes('id="vouch-data"')) return 'report.html is missing or has no data';
  const testcases = junit.split('<testcase ').length - 1;
  if (testcases !== n) return `junit.xml has ${testcases} testcases, expected ${n}`;
  if (!markdown.startsWith('### vouch')) return 'summary.md is missing';
  return undefined;
}

/** What the mock bot would answer to each case, in the format --record writes. */
async function writeResponses(suite: string, file: string): Promise<string> {
  const cases = JSON.parse(await readFile(suite, 'utf8')) as { id: string; prompt: string }[];
  await writeFile(file, cases.map((c) => `${JSON.stringify({ id: c.id, response: answerFor(c.prompt) })}\n`).join(''));
  return file;
}
