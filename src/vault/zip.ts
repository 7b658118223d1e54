// What a zip (a Word document) really holds before anything unpacks it: the entries its central
// directory lists, and how large the chosen ones are once inflated, counted as they inflate and stopped
// at a cap. A zip's declared sizes can lie, so a zip bomb is found by inflating, never by believing.
import { Inflate } from 'fflate';
import { megabytes } from './format.js';

export interface ZipLimits {
  /** Entries a zip may list. */
  readonly maxEntries: number;
  /** Bytes the chosen entries may inflate to, together. */
  readonly maxBytes: number;
}

export interface ZipContents {
  /** Every entry's name. */
  readonly names: ReadonlySet<string>;
  /** The inflated bytes of the entries asked to be kept. */
  readonly kept: ReadonlyMap<string, Uint8Array>;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * Lists a zip and inflates the entries `counted` chooses, counting their size (and keeping those
 * `keep` names), in time linear in the file and the cap. Says the problem when it is not a zip, uses
 * a compression other than deflate, or holds more than the limits.
 */
export function inspectZip(bytes: Uint8Array, limits: ZipLimits, counted: (name: string) => boolean, keep: ReadonlySet<string>): ZipContents | { problem: string } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number): number => (at + 4 <= bytes.length ? view.getUint32(at, true) : -1);
  const u16 = (at: number): number => (at + 2 <= bytes.length ? view.getUint16(at, true) : -1);
  // The end-of-central-directory record is in the last 64 KB + 22 bytes (after it only a comment).
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 65_557) && eocd < 0; at--) if (u32(at) === EOCD) eocd = at;
  if (eocd < 0) return { problem: 'it is not a zip file, as a .docx is' };
  const count = u16(eocd + 10);
  if (count > limits.maxEntries) return { problem: `it lists ${count} files; a Word document is read when it has at most ${limits.maxEntries}` };
  const names = new Set<string>();
  const kept = new Map<string, Uint8Array>();
  let total = 0;
  let at = u32(eocd + 16);
  for (let i = 0; i < count; i++) {
    if (u32(at) !== CENTRAL) return { problem: 'its zip directory is damaged' };
    const method = u16(at + 10);
    const size = u32(at + 20);
    const [nameLength, extraLength, commentLength] = [u16(at + 28), u16(at + 30), u16(at + 32)];
    const local = u32(at + 42);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    names.add(name);
    if (!counted(name) && !keep.has(name)) continue;
    if (u32(local) !== LOCAL) return { problem: `its zip entry ${name} is damaged` };
    const start = local + 30 + u16(local + 26) + u16(local + 28);
    const data = bytes.subarray(start, start + size);
    if (data.length !== size) return { problem: `its zip entry ${name} is cut short` };
    const inflated = inflate(data, method, limits.maxBytes - total, keep.has(name));
    if (inflated === TOO_LARGE) return { problem: `its text unpacks to more than ${megabytes(limits.maxBytes)} (a zip bomb?)` };
    if ('problem' in inflated) return { problem: `its zip entry ${name} ${inflated.problem}` };
    total += inflated.size;
    if (inflated.bytes) kept.set(name, inflated.bytes);
  }
  return { names, kept };
}

const TOO_LARGE = Symbol('too large');
type Inflated = { size: number; bytes?: Uint8Array } | { problem: string } | typeof TOO_LARGE;

/** One entry's data, stored or deflated, counted chunk by chunk and stopped past `room` bytes. */
function inflate(data: Uint8Array, method: number, room: number, keep: boolean): Inflated {
  if (method === 0) return data.length > room ? TOO_LARGE : { size: data.length, ...(keep ? { bytes: data } : {}) };
  if (method !== 8) return { problem: `uses a compression vouch does not read (method ${method})` };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
    if (keep && size <= room) chunks.push(chunk);
  });
  try {
    // Fed a slice at a time, so the count is checked before the output can grow much past the cap.
    for (let at = 0; at < data.length && size <= room; at += 16_384) inflater.push(data.subarray(at, at + 16_384), at + 16_384 >= data.length);
  } catch (error) {
    return { problem: `is not valid deflate data (${error instanceof Error ? error.message : String(error)})` };
  }
  if (size > room) return TOO_LARGE;
  return { size, ...(keep ? { bytes: concat(chunks, size) } : {}) };
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
