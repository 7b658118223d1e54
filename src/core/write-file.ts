// Writing files vouch owns (run records, reports, pins, the judge cache): folders made one level at a
// time, and a file written beside its place, then renamed, so a reader never sees half of it. Only
// regular files are written or replaced (regular-file.ts).
import { constants } from 'node:fs';
import { access, mkdir, open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { toJson } from './json.js';
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

/** Arrays longer than this are written element by element. */
const STREAMED_ARRAY = 64;
/** Bytes gathered before each write. */
const CHUNK_CHARS = 1 << 16;

/**
 * Writes `value` as `toJson(value, 2)` would — byte for byte — without building that
 * string: a run record of 50,000 cases is tens of megabytes of text, which would otherwise sit in
 * memory whole (twice, while being encoded). The top-level object's long arrays are written one
 * element at a time. Hand-written because only this one shape needs it; a streaming serialiser
 * library would add a dependency for twenty lines.
 */
export async function writeJsonAtomically(path: string, value: object): Promise<void> {
  await ensureDir(dirname(path));
  const { tmp, file } = await openBeside(path);
  try {
    let pending = '';
    const put = async (text: string): Promise<void> => {
      pending += text;
      if (pending.length >= CHUNK_CHARS) {
        await file.write(pending);
        pending = '';
      }
    };
    const entries = Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function');
    await put('{');
    for (const [i, [key, v]] of entries.entries()) {
      await put(`${i === 0 ? '' : ','}\n  ${toJson(key)}: `);
      if (Array.isArray(v) && v.length > STREAMED_ARRAY) {
        for (const [j, element] of v.entries()) await put(`${j === 0 ? '[' : ','}\n    ${indented(element, '    ')}`);
        await put('\n  ]');
      } else {
        await put(indented(v, '  '));
      }
    }
    await put(entries.length > 0 ? '\n}\n' : '}\n');
    await file.write(pending);
    await file.close();
    await assertReplaceable(path);
    await rename(tmp, path);
  } catch (error) {
    await file.close().catch(() => undefined);
    await rm(tmp, { force: true });
    throw error;
  }
}

/** A value as toJson(…, 2) shows it at this depth. */
const indented = (value: unknown, indent: string): string => (toJson(value, 2) ?? 'null').replace(/\n/g, `\n${indent}`);
