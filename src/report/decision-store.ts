// Where a run keeps its decisions until its record is written: each one's JSON as it will stand in
// the record, by its case's place in the plan. A run's first megabyte of them stays in memory;
// past that they go to a scratch file, read back one by one when a writer asks, so a run of any
// size holds a few bytes per case. The file is unlinked as soon as it is opened (where the system
// allows): nothing is left behind, even by a run that is killed.
import { closeSync, openSync, readSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toJson, traitsOf, type Decision, type Decisions, type Picker, type Traits } from '../core/index.js';

/** Decision text kept in memory before the store moves to its file (characters). */
export const SPILL_FROM_CHARS = 1024 * 1024;
/** Bytes gathered before each write to the file. */
const WRITE_CHUNK = 64 * 1024;

export interface DecisionStore extends Decisions {
  /** Keeps the decision of the case at `position` (0-based) in the plan; a second one for the same place replaces it. */
  add(position: number, d: Decision): void;
  /** The places that hold a decision, in order. */
  places(): IterableIterator<number>;
  /** Lets go of the decisions (and the file). Reading after this throws. */
  close(): void;
}

export interface StoreOptions {
  /** Where the scratch file goes: the run's folder, else the temporary one. */
  readonly dir?: string;
  /** Characters kept in memory before moving to the file (0: to the file from the first). */
  readonly spillFrom?: number;
}

const STATUS = ['pass', 'fail', 'error', 'skipped'] as const;
const PRESENT = 0x80;

/** Traits in one byte: status in the low two bits, then one bit each. */
function packed(t: Traits): number {
  return PRESENT | STATUS.indexOf(t.status) | (t.warned ? 4 : 0) | (t.flaky ? 8 : 0) | (t.failedTrials ? 16 : 0) | (t.turn ? 32 : 0) | (t.repeated ? 64 : 0);
}

function unpacked(b: number): Traits {
  return { status: STATUS[b & 3]!, warned: (b & 4) !== 0, flaky: (b & 8) !== 0, failedTrials: (b & 16) !== 0, turn: (b & 32) !== 0, repeated: (b & 64) !== 0 };
}

/**
 * @example
 * const store = openDecisionStore({ dir: 'reports/2026-…' });
 * store.add(0, decision);
 * for (const d of store.each()) …
 * store.close();
 */
export function openDecisionStore(opts: StoreOptions = {}): DecisionStore {
  const spillFrom = opts.spillFrom ?? SPILL_FROM_CHARS;
  let traits = new Uint8Array(1024);
  let texts: (string | undefined)[] | undefined = [];
  let textChars = 0;
  let file: SpillFile | undefined;
  let size = 0;
  let end = 0;
  let closed = false;
  const grow = (position: number): void => {
    if (position < traits.length) return;
    const more = new Uint8Array(Math.max(traits.length * 2, position + 1));
    more.set(traits);
    traits = more;
    file?.grow(more.length);
  };
  const readText = (position: number): string => {
    if (closed) throw new Error('the run’s decisions were let go');
    return texts ? texts[position]! : file!.read(position);
  };
  return {
    get size() {
      return size;
    },
    add(position, d) {
      if (closed) throw new Error('the run’s decisions were let go');
      grow(position);
      if ((traits[position]! & PRESENT) === 0) size++;
      traits[position] = packed(traitsOf(d));
      end = Math.max(end, position + 1);
      const text = toJson(d, 2);
      if (texts) {
        textChars += text.length - (texts[position]?.length ?? 0);
        texts[position] = text;
        if (textChars <= spillFrom) return;
        file = openSpill(opts.dir, traits.length);
        // Nowhere to put them: they stay in memory rather than fail the run.
        if (!file) return;
        for (const [at, t] of texts.entries()) if (t !== undefined) file.write(at, t);
        texts = undefined;
        return;
      }
      file!.write(position, text);
    },
    *each(where?: Picker) {
      file?.flush();
      for (let at = 0; at < end; at++) {
        const b = traits[at]!;
        if ((b & PRESENT) !== 0 && (!where || where(unpacked(b)))) yield JSON.parse(readText(at)) as Decision;
      }
    },
    *eachJson() {
      file?.flush();
      for (let at = 0; at < end; at++) if ((traits[at]! & PRESENT) !== 0) yield readText(at);
    },
    *places() {
      for (let at = 0; at < end; at++) if ((traits[at]! & PRESENT) !== 0) yield at;
    },
    count(where) {
      let n = 0;
      for (let at = 0; at < end; at++) if ((traits[at]! & PRESENT) !== 0 && where(unpacked(traits[at]!))) n++;
      return n;
    },
    close() {
      if (closed) return;
      closed = true;
      texts = undefined;
      file?.close();
    },
  };
}

/** A scratch file in the run's folder, else the temporary folder, else none. */
function openSpill(dir: string | undefined, length: number): SpillFile | undefined {
  for (const place of [dir, tmpdir()]) {
    if (!place) continue;
    try {
      return spillFile(place, length);
    } catch {
      // Not writable there: the next place.
    }
  }
  return undefined;
}

interface SpillFile {
  write(position: number, text: string): void;
  flush(): void;
  read(position: number): string;
  grow(length: number): void;
  close(): void;
}

/** An append-only scratch file of texts, each found again by its place. */
function spillFile(dir: string, length: number): SpillFile {
  const path = join(dir, `.vouch-decisions-${process.pid}-${Math.random().toString(16).slice(2)}.tmp`);
  const fd = openSync(path, 'w+', 0o600);
  let removed = false;
  try {
    unlinkSync(path);
    removed = true;
  } catch {
    // Windows keeps an open file's name: it is removed on close instead.
  }
  let offsets = new Float64Array(length);
  let lengths = new Uint32Array(length);
  let written = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = (): void => {
    if (pendingBytes === 0) return;
    const bytes = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at, written + at);
    written += bytes.length;
    pending = [];
    pendingBytes = 0;
  };
  return {
    write(position, text) {
      const bytes = Buffer.from(text, 'utf8');
      offsets[position] = written + pendingBytes;
      lengths[position] = bytes.length;
      pending.push(bytes);
      pendingBytes += bytes.length;
      if (pendingBytes >= WRITE_CHUNK) flush();
    },
    flush,
    read(position) {
      const bytes = Buffer.allocUnsafe(lengths[position]!);
      for (let got = 0; got < bytes.length; ) {
        const n = readSync(fd, bytes, got, bytes.length - got, offsets[position]! + got);
        if (n === 0) throw new Error(`the run's scratch file of decisions ended early (${path})`);
        got += n;
      }
      return bytes.toString('utf8');
    },
    grow(more) {
      const o = new Float64Array(more);
      o.set(offsets);
      offsets = o;
      const l = new Uint32Array(more);
      l.set(lengths);
      lengths = l;
    },
    close() {
      closeSync(fd);
      if (!removed) rmSync(path, { force: true });
    },
  };
}
