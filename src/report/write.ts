// Writing a run to disk: `reports/<run-id>/trials.jsonl` streamed as trials finish, then
// `run.json` and a copy at `reports/latest.json`.
import { createWriteStream, type WriteStream } from 'node:fs';
import { copyFile, mkdir, rename } from 'node:fs/promises';
import { writeAtomically } from '../core/write-file.js';
import { dirname, join } from 'node:path';
import type { RunResult } from '../core/run-result.js';
import type { Case, Trial } from '../core/types.js';

export interface TrialStream {
  readonly path: string;
  write(trial: Trial, c: Case): void;
  close(): Promise<void>;
}

/** Appends one JSON line per trial through a buffered stream: no synchronous write on the hot path. */
export async function openTrialStream(dir: string): Promise<TrialStream> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, 'trials.jsonl');
  const out: WriteStream = createWriteStream(path, { flags: 'w' });
  return {
    path,
    write(trial, c) {
      const line = { ...trial, ...(c.turn ? { turn: c.turn.index, base: c.turn.base } : {}) };
      out.write(`${JSON.stringify(line)}\n`);
    },
    close: () => new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve()))),
  };
}

/** Writes run.json beside the trials and refreshes reports/latest.json; returns run.json's path. */
export async function writeRunResult(dir: string, run: RunResult, latest?: string): Promise<string> {
  const path = join(dir, 'run.json');
  await writeAtomically(path, `${JSON.stringify(run, null, 2)}\n`);
  if (latest) {
    await mkdir(dirname(latest), { recursive: true });
    const tmp = `${latest}.${process.pid}.tmp`;
    await copyFile(path, tmp);
    await rename(tmp, latest);
  }
  return path;
}


/** `2026-11-22T12-30-05Z-3f9a`: sortable, unique enough for one machine. */
export function newRunId(now: Date): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  return `${stamp}-${Math.random().toString(16).slice(2, 6)}`;
}
