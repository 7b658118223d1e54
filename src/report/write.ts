// Writing a run to disk: `reports/<run-id>/trials.jsonl` streamed as trials finish, then
// `run.json` and a copy at `reports/latest.json`.
import { createWriteStream, type WriteStream } from 'node:fs';
import { copyFile, rename } from 'node:fs/promises';
import { ensureDir, toJson, writeAtomically } from '../core/index.js';
import { dirname, join } from 'node:path';
import type { RunResult } from '../core/index.js';
import type { Case, Trial } from '../core/index.js';

export interface TrialStream {
  readonly path: string;
  write(trial: Trial, c: Case): void;
  close(): Promise<void>;
}

/** Queued characters that trigger a write. */
const FLUSH_CHARS = 65_536;
/** Longest a line waits in the queue, so a killed run loses little. */
const FLUSH_MS = 250;

/**
 * Appends one JSON line per trial. Lines are queued and handed to the file in 64 KiB pieces (or
 * after 250 ms): one stream write per trial cost more than serialising the trial itself.
 */
export async function openTrialStream(dir: string): Promise<TrialStream> {
  await ensureDir(dir);
  const path = join(dir, 'trials.jsonl');
  const out: WriteStream = createWriteStream(path, { flags: 'w' });
  // A failing disk must not crash the run: the error is kept and reported when the stream closes.
  let failed: Error | undefined;
  out.on('error', (error) => void (failed ??= error));
  let queued = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (queued === '') return;
    out.write(queued);
    queued = '';
  };
  return {
    path,
    write(trial, c) {
      const line = c.turn ? { ...trial, turn: c.turn.index, base: c.turn.base } : trial;
      queued += `${toJson(line)}\n`;
      if (queued.length >= FLUSH_CHARS) flush();
      else timer ??= setTimeout(flush, FLUSH_MS).unref();
    },
    close() {
      flush();
      return new Promise<void>((resolve, reject) => {
        if (failed) return reject(failed);
        out.end((e?: Error | null) => (e || failed ? reject(e ?? failed) : resolve()));
      });
    },
  };
}

/** Writes run.json beside the trials and refreshes reports/latest.json; returns run.json's path. */
export async function writeRunResult(dir: string, run: RunResult, latest?: string): Promise<string> {
  const path = join(dir, 'run.json');
  await writeAtomically(path, `${toJson(run, 2)}\n`);
  if (latest) {
    await ensureDir(dirname(latest));
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
