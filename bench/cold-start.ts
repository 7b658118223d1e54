// Cold start: `node <bin> --version`, and three context rows — bare Node, what the probe costs,
// and what `npx` adds on top of the same command in a project that has vouch installed.
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CLI, measureNode, median, timeChild, type ChildRun } from './measure.js';
import type { Row } from './row.js';

export async function coldStartRows(tmp: string, runs: number): Promise<Row[]> {
  // Interleaved, so a change in the machine's load hits every variant alike.
  const probed: ChildRun[] = [];
  const plain: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < runs; i++) {
    probed.push(await measureNode([CLI, '--version'], { tmp }));
    plain.push((await timeChild(process.execPath, [CLI, '--version'], process.env, tmp)).wallMs);
    bare.push((await timeChild(process.execPath, ['-e', '0'], process.env, tmp)).wallMs);
  }
  for (const r of probed) if (r.code !== 0 || !/\d+\.\d+\.\d+/.test(r.stdout)) throw new Error(`vouch --version failed:\n${r.stderr}`);
  const wallOnly = (name: string, wallMs: number, note?: string): Row => ({
    name,
    runs,
    wallMs,
    cpuMs: Number.NaN,
    peakRssMiB: Number.NaN,
    context: true,
    ...(note ? { note } : {}),
  });
  const rows: Row[] = [
    childRow('cold start (node bin --version)', probed),
    wallOnly('cold start without the probe', median(plain)),
    wallOnly('probe cost (probed − plain)', median(probed.map((r) => r.wallMs)) - median(plain), 'included, not subtracted, in every row'),
    wallOnly('node -e 0 (bare Node)', median(bare), "Node's own start-up"),
  ];
  const npx = await npxRow(tmp, runs);
  return npx ? [...rows, npx] : rows;
}

/** `npx vouch --version` where vouch is a local dependency: npx's own start-up, for context. */
async function npxRow(tmp: string, runs: number): Promise<Row | undefined> {
  if (process.platform === 'win32') return undefined;
  const project = await fakeProject(join(tmp, 'npx-project'));
  // A private cache keeps npx's logs in the temporary folder; `yes=false` forbids any install.
  const env = { ...process.env, npm_config_cache: join(tmp, 'npm-cache'), npm_config_update_notifier: 'false', npm_config_yes: 'false' };
  const timed = await repeat(runs, () => timeChild('npx', ['vouch', '--version'], env, project).catch(() => undefined));
  if (timed.some((t) => t?.code !== 0)) return undefined;
  return {
    name: 'npx vouch --version',
    runs,
    wallMs: median(timed.map((t) => t!.wallMs)),
    cpuMs: Number.NaN,
    peakRssMiB: Number.NaN,
    context: true,
    note: 'npx start-up + a one-line sh shim, not vouch',
  };
}

/** A project with vouch "installed": a bin shim in node_modules/.bin pointing at the compiled CLI. */
async function fakeProject(dir: string): Promise<string> {
  const bin = join(dir, 'node_modules', '.bin');
  await mkdir(bin, { recursive: true });
  await writeFile(join(dir, 'package.json'), '{ "name": "bench-project", "private": true }\n');
  const shim = join(bin, 'vouch');
  await writeFile(shim, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`);
  await chmod(shim, 0o755);
  return dir;
}

function childRow(name: string, runs: readonly ChildRun[]): Row {
  return {
    name,
    runs: runs.length,
    wallMs: median(runs.map((r) => r.wallMs)),
    cpuMs: median(runs.map((r) => r.cpuMs)),
    peakRssMiB: Math.max(...runs.map((r) => r.maxRssMiB)),
  };
}

/** Runs `fn` `n` times one after another: concurrent runs would compete for the same cores. */
export async function repeat<T>(n: number, fn: () => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(await fn());
  return out;
}
