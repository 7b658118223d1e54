// Writing files vouch owns (run records, reports, pins, the judge cache): folders made one level at a
// time, and a file written beside its place, then renamed, so a reader never sees half of it. Only
// regular files are written or replaced (regular-file.ts).
import { constants } from 'node:fs';
import { access, mkdir, open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertReplaceable, notRegular } from './regular-file.js';

export async function writeAtomically(path: string, text: string): Promise<void> {
  await ensureDir(dirname(path));
  const { tmp, file } = await openBeside(path);
  try {
    await file.writeFile(text, 'utf8');
    await file.close();
    await assertReplaceable(path);
    await rename(tmp, path);
  } catch (error) {
    await file.close().catch(() => undefined);
    await rm(tmp, { force: true });
    throw error;
  }
}

/**
 * A new file beside `path` to write into: made afresh (O_EXCL, so never a FIFO or a link someone
 * left at that name), a stale one from a killed run of the same pid removed first.
 */
async function openBeside(path: string): Promise<{ tmp: string; file: FileHandle }> {
  await assertReplaceable(path);
  const tmp = `${path}.${process.pid}.tmp`;
  await rm(tmp, { force: true });
  return { tmp, file: await open(tmp, 'wx') };
}

/**
 * Creates `dir` and any missing parents, one level at a time. Not `mkdir({ recursive: true })`:
 * Node 20's recursive mkdir never returns on a path under /proc (it retries ENOENT forever).
 */
export async function ensureDir(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let d = dir; ; d = dirname(d)) {
    const info = await stat(d).catch((e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? undefined : Promise.reject(e)));
    if (info) {
      if (!info.isDirectory()) throw Object.assign(new Error(`${d} is not a folder`), { code: 'ENOTDIR' });
      break;
    }
    missing.push(d);
    if (dirname(d) === d) break;
  }
  for (const d of missing.reverse()) {
    await mkdir(d).catch((e: NodeJS.ErrnoException) => (e.code === 'EEXIST' ? undefined : Promise.reject(e)));
  }
}

/**
 * Whether vouch could write `file` (a run record, a report, the `--record` file): its folder made,
 * and a probe file created and removed beside it, so a read-only or missing place is found before
 * the run rather than after it. Resolves to the problem in words, or undefined.
 */
export async function writeProblem(file: string): Promise<string | undefined> {
  try {
    const existing = await stat(file).catch(() => undefined);
    if (existing?.isDirectory()) return 'it is a folder';
    const special = await notRegular(file);
    if (special) return `${special} (EFTYPE)`;
    if (existing) await access(file, constants.W_OK);
    await ensureDir(dirname(file));
    const probe = join(dirname(file), `.vouch-probe-${process.pid}-${Math.random().toString(16).slice(2)}`);
    await (await open(probe, 'wx')).close();
    await rm(probe, { force: true });
    return undefined;
  } catch (error) {
    return fileProblem(error);
  }
}

/** A file-system error in words: `permission denied (EACCES)`. */
export function fileProblem(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  const words: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'not permitted',
    EROFS: 'the file system is read-only',
    ENOENT: 'no such place, and it cannot be made there',
    ENOTDIR: 'a part of the path is a file, not a folder',
    ENOSPC: 'the disk is full',
    EISDIR: 'it is a folder',
  };
  return e?.code ? `${words[e.code] ?? e.message} (${e.code})` : String(error);
}

/** Characters gathered before each write. */
const CHUNK_CHARS = 1 << 16;

/** Pieces of text joined into writes of about CHUNK_CHARS each: many small pieces, few system calls. */
function* gathered(pieces: Iterable<string>): Generator<string> {
  let pending = '';
  for (const piece of pieces) {
    pending += piece;
    if (pending.length >= CHUNK_CHARS) {
      yield pending;
      pending = '';
    }
  }
  if (pending) yield pending;
}

/**
 * Writes the text `pieces` make, beside `path` and then renamed there, without ever holding it
 * whole: a run record of 50,000 cases is tens of megabytes of text.
 *
 * @example await writeChunksAtomically('run.json', recordChunks(view));
 */
export async function writeChunksAtomically(path: string, pieces: Iterable<string>): Promise<void> {
  await ensureDir(dirname(path));
  const { tmp, file } = await openBeside(path);
  try {
    for (const chunk of gathered(pieces)) await file.write(chunk);
    await file.close();
    await assertReplaceable(path);
    await rename(tmp, path);
  } catch (error) {
    await file.close().catch(() => undefined);
    await rm(tmp, { force: true });
    throw error;
  }
}

/** A stream the text goes to (stdout, stderr, a test's buffer). */
export interface TextOut {
  write(text: string): boolean;
  once?(event: 'drain', listener: () => void): unknown;
}

/**
 * Sends the text `pieces` make to `out`, waiting whenever it asks to (a pipe whose reader is slower
 * than the run), so what is in flight stays one piece.
 *
 * @example await sendChunks(process.stdout, recordChunks(view));
 */
export async function sendChunks(out: TextOut, pieces: Iterable<string>): Promise<void> {
  for (const chunk of gathered(pieces)) {
    if (!out.write(chunk) && out.once) await new Promise<void>((drained) => out.once!('drain', drained));
  }
}
