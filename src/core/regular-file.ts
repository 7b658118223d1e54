// vouch writes only regular files (design §11). A path naming a device, a FIFO or a socket (or a
// symbolic link to one) is refused, never written into and never replaced by a file of ours: run as
// root, a rename onto `/dev/full` replaced the device node. Checked before the run, and again where
// each file is opened or renamed into place, so a path that changes kind during the run is caught.
import { closeSync, constants, fstatSync, lstatSync, openSync, statSync, type Stats } from 'node:fs';
import { lstat, open, stat, type FileHandle } from 'node:fs/promises';

/** The errno-style code on the errors thrown here (BSD's "inappropriate file type"). */
export const NOT_REGULAR = 'EFTYPE';

/** What a file that is not a regular one is, in words: `a FIFO (named pipe)`. */
function kindOf(info: Stats): string {
  if (info.isFIFO()) return 'a FIFO (named pipe)';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isSocket()) return 'a socket';
  if (info.isDirectory()) return 'a folder';
  return 'not a regular file';
}

const because = (kind: string): string => `it is ${kind}, not a regular file; vouch writes only regular files`;
const why = (link: Stats, target: Stats): string => because(link.isSymbolicLink() ? `a symbolic link to ${kindOf(target)}` : kindOf(target));

/**
 * Why vouch may not write `path`, or undefined when it is a regular file or nothing yet (a dangling
 * link included: writing makes a regular file). Looks, never opens.
 *
 * @example await notRegular('/dev/full') // 'it is a character device, not a regular file; vouch writes only regular files'
 */
export async function notRegular(path: string): Promise<string | undefined> {
  const link = await lstat(path).catch(nothing);
  const target = link?.isSymbolicLink() ? await stat(path).catch(nothing) : link;
  return link && target && !target.isFile() ? why(link, target) : undefined;
}

function notRegularSync(path: string): string | undefined {
  const link = lstatSync(path, { throwIfNoEntry: false });
  const target = link?.isSymbolicLink() ? statSync(path, { throwIfNoEntry: false }) : link;
  return link && target && !target.isFile() ? why(link, target) : undefined;
}

const nothing = (e: NodeJS.ErrnoException): undefined => {
  if (e.code === 'ENOENT') return undefined;
  throw e;
};

/** An Error saying why, with code EFTYPE (`fileProblem` shows its message). */
const refusal = (path: string, reason: string): NodeJS.ErrnoException => Object.assign(new Error(reason), { code: NOT_REGULAR, path });

/** Throws unless `path` is a regular file or nothing: called just before a finished file is renamed onto it. */
export async function assertReplaceable(path: string): Promise<void> {
  const reason = await notRegular(path);
  if (reason) throw refusal(path, reason);
}

// Opened without blocking (a FIFO with no reader would hang the open) and never as a controlling terminal.
const FLAGS = {
  w: constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NONBLOCK | constants.O_NOCTTY,
  a: constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | constants.O_NONBLOCK | constants.O_NOCTTY,
} as const;
/** A non-blocking writer's open of a FIFO with no reader fails with ENXIO: it is a FIFO all the same. */
const openError = (path: string, e: NodeJS.ErrnoException): NodeJS.ErrnoException =>
  e.code === 'ENXIO' ? refusal(path, because('a FIFO (named pipe)')) : e;

/**
 * Opens `path` for writing ('w' truncates, 'a' appends) only if it is a regular file: its kind is
 * looked at before opening (so a device is never opened), and what was opened is checked with
 * `fstat` (so a path swapped in between is refused before a byte is written).
 *
 * @example const file = await openRegular('summary.md', 'a'); await file.write('…'); await file.close();
 */
export async function openRegular(path: string, flags: keyof typeof FLAGS): Promise<FileHandle> {
  const reason = await notRegular(path);
  if (reason) throw refusal(path, reason);
  const handle = await open(path, FLAGS[flags]).catch((e: NodeJS.ErrnoException) => Promise.reject(openError(path, e)));
  const info = await handle.stat();
  if (info.isFile()) return handle;
  await handle.close();
  throw refusal(path, because(kindOf(info)));
}

/** `openRegular`, synchronously, for the writers that write each line as it comes. Returns the fd. */
export function openRegularSync(path: string, flags: keyof typeof FLAGS): number {
  const reason = notRegularSync(path);
  if (reason) throw refusal(path, reason);
  let fd: number;
  try {
    fd = openSync(path, FLAGS[flags]);
  } catch (e) {
    throw openError(path, e as NodeJS.ErrnoException);
  }
  const info = fstatSync(fd);
  if (info.isFile()) return fd;
  closeSync(fd);
  throw refusal(path, because(kindOf(info)));
}
