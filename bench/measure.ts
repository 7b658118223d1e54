// Runs a Node child and measures it: wall time from spawn to exit, seen by this process, and the
// child's own CPU and peak memory, written by the probe (probe.ts) as the child exits.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProbeReading } from './probe.js';

export const PROBE = fileURLToPath(new URL('./probe.js', import.meta.url));
export const CLI = fileURLToPath(new URL('../bin/main.js', import.meta.url));

export interface ChildRun {
  readonly wallMs: number;
  /** User + system CPU of the child, all threads, as the kernel counted it up to its exit. */
  readonly cpuMs: number;
  readonly maxRssMiB: number;
  /** Heap live at exit, when asked for (`liveHeap`). */
  readonly liveHeapMiB?: number;
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface ChildOptions {
  /** A scratch folder for the probe's reading. */
  readonly tmp: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Node flags put before the probe, e.g. `--cpu-prof`. */
  readonly nodeFlags?: readonly string[];
  /** The child's working folder: the temporary one, so nothing a default path writes escapes it. */
  readonly cwd?: string;
  /** Also measure the heap still live at exit (a full collection; lengthens the wall time). */
  readonly liveHeap?: boolean;
  /** The child's stdout goes to this file, as `> file` in a shell would send it, instead of being collected. */
  readonly stdoutFile?: string;
}

let readings = 0;

/** `node --import probe <args>`, measured. Output is collected, never shown, so it cannot skew the wall. */
export async function measureNode(args: readonly string[], opts: ChildOptions): Promise<ChildRun> {
  const probeFile = join(opts.tmp, `probe-${process.pid}-${readings++}.json`);
  const env = { ...process.env, ...opts.env, VOUCH_BENCH_PROBE: probeFile, ...(opts.liveHeap ? { VOUCH_BENCH_PROBE_HEAP: '1' } : {}) };
  const flags = [...(opts.nodeFlags ?? []), ...(opts.liveHeap ? ['--expose-gc'] : []), '--import', PROBE];
  const { wallMs, code, stdout, stderr } = await timeChild(process.execPath, [...flags, ...args], env, opts.cwd ?? opts.tmp, opts.stdoutFile);
  const reading = JSON.parse(await readFile(probeFile, 'utf8').catch(() => 'null')) as ProbeReading | null;
  await rm(probeFile, { force: true });
  if (!reading) throw new Error(`the probe wrote nothing for node ${args.join(' ')} (exit ${code}):\n${stderr}`);
  const live = reading.liveHeapKiB === undefined ? {} : { liveHeapMiB: reading.liveHeapKiB / 1024 };
  return { wallMs, cpuMs: reading.userMs + reading.systemMs, maxRssMiB: reading.maxRssKiB / 1024, ...live, code, stdout, stderr };
}

export interface Timed {
  readonly wallMs: number;
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Spawns `command` and times it to its exit; output is buffered until then, or stdout written
 * straight to `stdoutFile` (the child then writes to a file, not a pipe, as it would under `>`).
 */
export function timeChild(command: string, args: readonly string[], env: NodeJS.ProcessEnv, cwd?: string, stdoutFile?: string): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const fd = stdoutFile ? openSync(stdoutFile, 'w') : undefined;
    const child = spawn(command, args, { env, stdio: ['ignore', fd ?? 'pipe', 'pipe'], ...(cwd ? { cwd } : {}) });
    if (fd !== undefined) closeSync(fd);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let wallMs = 0;
    child.stdout?.on('data', (b: Buffer) => out.push(b));
    child.stderr?.on('data', (b: Buffer) => err.push(b));
    child.once('error', reject);
    child.once('exit', () => (wallMs = performance.now() - started));
    child.once('close', (code) =>
      resolve({ wallMs, code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    );
  });
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
