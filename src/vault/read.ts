// Reading a vault folder once per run. Nothing here ever resolves a citation label to a path on
// disk: labels are looked up among the documents read (label.ts).
import * as fs from 'node:fs';
import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import pLimit from 'p-limit';
import { ConfigError } from '../core/index.js';
import { megabytes, type DocFormat } from './format.js';
import { fileStemKey, labelKey } from './label.js';
import type { Vault, VaultDoc } from './types.js';

/**
 * Documents in hand at once: each holds its bytes in memory until it is parsed (a PDF in a worker
 * thread), so a vault of many large files never has them all in memory. (Each file is opened and
 * closed before the next, so the process never holds more than one open: none runs out of file
 * descriptors, as opening every file together once did.)
 */
const CONCURRENT_READS = 4;

/**
 * Reads every document under `dir` that one of `formats` reads (symbolic links are not followed).
 * A document that cannot be read is left out with a warning naming it; only a missing or unreadable
 * folder is an error.
 */
export async function readVault(dir: string, formats: readonly DocFormat[]): Promise<Vault> {
  const info = await stat(dir).catch(() => undefined);
  if (!info) throw ConfigError.one(dir, 'vault folder not found');
  if (!info.isDirectory()) throw ConfigError.one(dir, 'is a file, not a folder: the vault is the folder of documents');
  const files = await documentFiles(dir, formats);
  const limit = pLimit(CONCURRENT_READS);
  const reads = await Promise.all(files.map(({ path, format }) => limit(() => readDoc(dir, path, format))));
  const docs = reads.flatMap((r) => (r.doc ? [r.doc] : []));
  return indexVault(dir, docs, reads.flatMap((r) => r.warnings));
}

interface Read {
  readonly doc?: VaultDoc;
  readonly warnings: readonly string[];
}

/** Gives the event loop its turn (timers, signals, a progress line) before a document's blocking reads. */
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function readDoc(dir: string, path: string, format: DocFormat): Promise<Read> {
  const shown = relative(dir, path).split(sep).join('/');
  const not = (why: string): Read => ({ warnings: [`${path}: not read as ${format.name}: ${why}`] });
  let bytes: Uint8Array;
  try {
    await turn();
    const read = readBytes(path, format.maxBytes);
    if (typeof read === 'number') return not(`it is ${megabytes(read)}; ${format.name} documents are read up to ${megabytes(format.maxBytes)}`);
    bytes = read;
  } catch (error) {
    return not(`cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  let read: Awaited<ReturnType<DocFormat['read']>>;
  try {
    read = await format.read(shown, bytes);
  } catch (error) {
    // A format says its problems; this is a parser failing in a way nobody foresaw, still only this document's.
    return not(error instanceof Error ? error.message : String(error));
  }
  if ('problem' in read) return not(read.problem);
  const warnings = (read.warnings ?? []).map((w) => `${path}: ${w}`);
  // Read, but nothing in it is text (a scanned PDF, an empty file): said, so an empty document is never a silent one.
  if (!/[\p{L}\p{N}]/u.test(read.doc.body)) warnings.push(`${path}: has no text vouch can read, so nothing can be cited from it`);
  return { doc: read.doc, warnings };
}

/**
 * A document's bytes, or its size when that is over `max`: opened once, sized and read through the
 * same descriptor. Blocking calls, because each asynchronous one is a round trip through libuv's
 * thread pool: on a vault of 20,000 notes the callback API took 3.0 s of CPU to open, size, read and
 * close them, the blocking calls 0.16 s (FileHandle had taken twice the callbacks). One document's
 * calls are all that blocks; the event loop gets its turn between documents (`readDoc`).
 */
function readBytes(path: string, max: number): Buffer | number {
  const fd = fs.openSync(path, 'r');
  try {
    const { size } = fs.fstatSync(fd);
    if (size > max) return size;
    const bytes = Buffer.allocUnsafe(size);
    let length = 0;
    while (length < size) {
      const bytesRead = fs.readSync(fd, bytes, length, size - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    return bytes.subarray(0, length);
  } finally {
    fs.closeSync(fd);
  }
}

/** Builds a vault from documents already in memory (used by tests and by loadVault). */
export function indexVault(dir: string, docs: readonly VaultDoc[], warnings: readonly string[] = []): Vault {
  const keys = new Map<string, VaultDoc>();
  const byFile = new Map<string, VaultDoc>();
  for (const doc of docs) {
    byFile.set(doc.file, doc);
    const name = doc.file.split('/').pop() ?? doc.file;
    // Design §2: the title, the file name with and without its extension, the stem with and without its version suffix, aliases.
    for (const key of [labelKey(doc.title), labelKey(name), fileStemKey(doc.file, false), fileStemKey(doc.file), ...doc.aliases.map(labelKey)]) {
      if (key && !keys.has(key)) keys.set(key, doc);
    }
  }
  return { dir, docs, keys, byFile, warnings };
}

async function documentFiles(dir: string, formats: readonly DocFormat[]): Promise<{ path: string; format: DocFormat }[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch (error) {
    throw ConfigError.one(dir, `cannot read the vault folder: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const byExtension = new Map(formats.toReversed().flatMap((f) => f.extensions.map((e) => [e, f] as const)));
  return entries
    .filter((e) => e.isFile())
    .flatMap((e) => {
      const format = byExtension.get(/\.[^.]*$/.exec(e.name)?.[0].toLowerCase() ?? '');
      return format ? [{ path: join(e.parentPath ?? dir, e.name), format }] : [];
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
