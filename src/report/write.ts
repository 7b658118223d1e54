// Writing a run to disk: `reports/<run-id>/trials.jsonl` appended as each trial finishes (the
// run's journal, which `--resume` reads back), then `run.json` and a copy at `reports/latest.json`.
import { closeSync, constants, writeSync } from 'node:fs';
import { copyFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertReplaceable, ensureDir, openRegularSync, toJson, writeAtomically, writeChunksAtomically, type Case, type RunIdentity, type RunView, type Trial } from '../core/index.js';
import { recordChunks } from './json.js';

export interface TrialStream {
  readonly path: string;
  write(trial: Trial, c: Case): void;
  close(): Promise<void>;
}

/** The journal's file name in a run's folder. */
export const TRIALS_FILE = 'trials.jsonl';

/** Characters of lines gathered before they are written at once, whatever the moment. */
const JOURNAL_CHUNK = 64 * 1024;

/**
 * Appends one JSON line per trial. The lines of the trials that finish together (in one turn of the
 * event loop) are written together as that turn ends, or at once past 64 KiB: a run killed outright
 * (`kill -9`) loses only the trials of its last moment, and the file never lags behind the run, so
 * memory does not fill with lines waiting for the disk. One write per turn instead of one per
 * trial: at thousands of trials a second the system calls were 3% of a run's CPU. Queueing lines in
 * a stream cost more than serialising them, and buffered tens of megabytes when the disk was slower
 * than the run.
 */
export async function openTrialStream(dir: string, hashOf?: (c: Case) => string | undefined): Promise<TrialStream> {
  await ensureDir(dir);
  const path = join(dir, TRIALS_FILE);
  const fd = openRegularSync(path, 'w');
  let closed = false;
  // A failing disk must not crash the run: the first error is kept and reported when the journal closes.
  let failed: unknown;
  let pending = '';
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    if (pending === '' || failed !== undefined) return;
    const text = pending;
    pending = '';
    try {
      writeAll(fd, Buffer.from(text, 'utf8'));
    } catch (error) {
      failed = error;
    }
  };
  return {
    path,
    write(trial, c) {
      if (failed !== undefined || closed) return;
      // The case's hash lets a resumed run reuse this trial only while the case is unchanged.
      const caseHash = hashOf?.(c);
      const line = { ...trial, ...(c.turn ? { turn: c.turn.index, base: c.turn.base } : {}), ...(caseHash ? { caseHash } : {}) };
      pending += `${toJson(line)}\n`;
      if (pending.length >= JOURNAL_CHUNK) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    async close() {
      if (closed) return;
      flush();
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
  await writeAtomically(join(dir, IDENTITY_FILE), `${toJson(identity, 2)}\n`);
}

/** Writes run.json beside the trials, case by case, and refreshes reports/latest.json; returns run.json's path. */
export async function writeRunResult(dir: string, run: RunView, latest?: string): Promise<string> {
  const path = join(dir, 'run.json');
  await writeChunksAtomically(path, recordChunks(run));
  if (latest) await copyAtomically(path, latest);
  return path;
}

/**
 * A copy of `from` at `to`, which no reader sees half-written: made afresh beside it (never through
 * a FIFO or link left at that name) and renamed over it only when `to` is a regular file or absent.
 */
export async function copyAtomically(from: string, to: string): Promise<void> {
  await ensureDir(dirname(to));
  const tmp = `${to}.${process.pid}.tmp`;
  await rm(tmp, { force: true });
  await copyFile(from, tmp, constants.COPYFILE_EXCL);
  await assertReplaceable(to);
  await rename(tmp, to);
}


/** `2026-11-22T12-30-05Z-3f9a`: sortable, unique enough for one machine. */
export function newRunId(now: Date): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  return `${stamp}-${Math.random().toString(16).slice(2, 6)}`;
}
