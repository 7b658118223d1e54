// Peak memory as a suite grows: 500, 5,000 and 50,000 cases, over HTTP and replayed from a
// responses file (`--responses`). The budget is flat memory: 50,000 cases in at most 150 MiB. One
// run each (the 50,000-case HTTP run takes half a minute); every run is checked like the others.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startChatServer } from '../test/support/chat-server.js';
import { CLI, measureNode, type ChildRun } from './measure.js';
import type { Row } from './row.js';
import { verify, type RunContext } from './scenarios.js';
import { answerFor, replyToBody, writeSuite } from './suite-gen.js';

export const MEMORY_SIZES = [500, 5_000, 50_000] as const;
const CONCURRENCY = 64;
const LATENCY_MS = 1;

export type MemoryMode = 'HTTP' | 'replayed';

export const memoryRowName = (n: number, mode: MemoryMode): string => `memory: N=${n}, ${mode === 'HTTP' ? 'over HTTP (C=64, L=1 ms)' : 'replayed (--responses)'}`;

export async function memoryRows(ctx: RunContext, sizes: readonly number[] = MEMORY_SIZES): Promise<Row[]> {
  const rows: Row[] = [];
  for (const n of sizes) {
    const suite = await writeSuite(join(ctx.tmp, `suite-${n}.json`), n);
    for (const mode of ['HTTP', 'replayed'] as const) {
      process.stderr.write(`${memoryRowName(n, mode)}…\n`);
      rows.push(await memoryRow(n, mode, suite, ctx));
    }
  }
  return rows;
}

async function memoryRow(n: number, mode: MemoryMode, suite: string, ctx: RunContext): Promise<Row> {
  const reports = join(ctx.tmp, `reports-memory-${n}-${mode}`);
  const args = [CLI, 'run', suite, '--vault', ctx.vault, '--concurrency', String(CONCURRENCY), '--reports-dir', reports];
  let child: ChildRun;
  let served = n;
  if (mode === 'replayed') {
    args.push('--responses', await writeResponses(suite, join(ctx.tmp, `responses-${n}.jsonl`)));
    child = await measureNode(args, { tmp: ctx.tmp });
  } else {
    const server = await startChatServer({ latencyMs: LATENCY_MS, reply: replyToBody });
    try {
      child = await measureNode([...args, '--url', server.url], { tmp: ctx.tmp });
      served = server.stats.requests;
    } finally {
      await server.close();
    }
  }
  await verify({ name: memoryRowName(n, mode), n, concurrency: CONCURRENCY, latencyMs: LATENCY_MS, runs: 1 }, child, served, reports);
  return {
    name: memoryRowName(n, mode),
    runs: 1,
    wallMs: child.wallMs,
    cpuMs: child.cpuMs,
    cpuPerCaseMs: child.cpuMs / n,
    peakRssMiB: child.maxRssMiB,
    requests: { served, expected: n },
  };
}

/** What the mock bot would answer to each case, in the format --record writes. */
async function writeResponses(suite: string, file: string): Promise<string> {
  const cases = JSON.parse(await readFile(suite, 'utf8')) as { id: string; prompt: string }[];
  await writeFile(file, cases.map((c) => `${JSON.stringify({ id: c.id, response: answerFor(c.prompt) })}\n`).join(''));
  return file;
}
