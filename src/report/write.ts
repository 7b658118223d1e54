// Writing a run to disk: `reports/<run-id>/trials.jsonl` appended as each trial finishes (the
// run's journal, which `--resume` reads back), then `run.json` and a copy at `reports/latest.json`.
import { closeSync, constants, writeSync } from 'node:fs';
import { copyFile, rename, rm } from 'node:fs/promises';
import { assertReplaceable, ensureDir, openRegularSync, toJson, writeJsonAtomically } from '../core/index.js';
import { dirname, join } from 'node:path';
import type { RunIdentity, RunResult } from '../core/index.js';
import type { Case, Trial } from '../core/index.js';

export interface TrialStream {
  readonly path: string;
  write(trial: Trial, c: Case): void;
  close(): Promise<void>;
}

/** The journal's file name in a run's folder. */
export const TRIALS_FILE = 'trials.jsonl';

/**
 * Appends one JSON line per trial, written before the next trial is taken in: a run killed
 * outright (`kill -9`) loses only the trials still in flight, and the file never lags behind the
 * run, so memory does not fill with lines waiting for the disk. One small synchronous write per
 * trial costs microseconds; queueing lines in a stream cost more than serialising them, and
 * buffered tens of megabytes when the disk was slower than the run.
 */
export async function openTrialStream(dir: string, hashOf?: (c: Case) => string | undefined): Promise<TrialStream> {
  await ensureDir(dir);
  const path = join(dir, TRIALS_FILE);
  const fd = openRegularSync(path, 'w');
  let closed = false;
  // A failing disk must not crash the run: the first error is kept and reported when the journal closes.
  let failed: unknown;
  return {
    path,
    write(trial, c) {
      // The case's hash lets a resumed run reuse this trial only while the case is unchanged.
      const caseHash = hashOf?.(c);
      const line = { ...trial, ...(c.turn ? { turn: c.turn.index, base: c.turn.base } : {}), ...(caseHash ? { caseHash } : {}) };
      if (failed !== undefined) return;
      try {
        writeAll(fd, Buffer.from(`${toJson(line)}\n`, 'utf8'));
      } catch (error) {
        failed = error;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      closeSync(fd);
      if (failed !== undefined) throw failed;
    },
  };
}

/** A regular file takes a whole write at once, but nothing promises it: loop until it has. */
export function writeAll(fd: number, bytes: Buffer): void {
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
}

/** The file beside the journal saying which suite, target and settings the run is (what `--resume` checks). */
export const IDENTITY_FILE = 'identity.json';

/** Writes the run's identity into its folder, before its first trial. */
export async function writeRunIdentity(dir: string, identity: RunIdentity): Promise<void> {
  await ensureDir(dir);
  await writeJsonAtomically(join(dir, IDENTITY_FILE), identity);
}

/** Writes run.json beside the trials and refreshes reports/latest.json; returns run.json's path. */
export async function writeRunResult(dir: string, run: RunResult, latest?: string): Promise<string> {
  const path = join(dir, 'run.json');
  await writeJsonAtomically(path, run);
  if (latest) {
    await ensureDir(dirname(latest));
    const tmp = `${latest}.${process.pid}.tmp`;
    await rm(tmp, { force: true });
    await copyFile(path, tmp, constants.COPYFILE_EXCL);
    await assertReplaceable(latest);
    await rename(tmp, latest);
  }
  return path;
}


/** `2026-11-22T12-30-05Z-3f9a`: sortable, unique enough for one machine. */
export function newRunId(now: Date): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  return `${stamp}-${Math.random().toString(16).slice(2, 6)}`;
}
