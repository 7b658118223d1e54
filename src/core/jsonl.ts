// JSON Lines files too big to hold whole (recorded replies, a run's trials journal): read once in
// pieces, line by line, remembering where each line is so it can be read again when needed.
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';

/** Where a line is in its file, in bytes (without its newline). */
export interface LineAt {
  readonly offset: number;
  readonly bytes: number;
}

const NEWLINE = 0x0a;

/**
 * Calls `each` for every line of `file` (the last one may lack its newline), in order, with its
 * 1-based number and place. Memory holds one read piece and one line, whatever the file's size.
 *
 * @example await scanLines('responses.jsonl', (text, n) => { if (text.trim()) count++; });
 */
export async function scanLines(file: string, each: (text: string, lineNumber: number, at: LineAt) => void): Promise<void> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let offset = 0;
  let lineNumber = 0;
  const emit = (tail: Buffer): void => {
    const line = pending.length === 0 ? tail : Buffer.concat([...pending, tail]);
    pending = [];
    pendingBytes = 0;
    each(line.toString('utf8'), ++lineNumber, { offset, bytes: line.length });
    offset += line.length + 1;
  };
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let nl = chunk.indexOf(NEWLINE); nl >= 0; nl = chunk.indexOf(NEWLINE, start)) {
      emit(chunk.subarray(start, nl));
      start = nl + 1;
    }
    if (start < chunk.length) {
      // Copied: the stream may reuse its buffer for the next piece.
      const rest = Buffer.from(chunk.subarray(start));
      pending.push(rest);
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) emit(Buffer.alloc(0));
}

/** Random access to lines found by scanLines. */
export interface LineReader {
  read(at: LineAt): string;
  close(): void;
}

/** Opens `file` for reading lines back by their place; one small read per line, nothing cached. */
export function openLineReader(file: string): LineReader {
  const fd = openSync(file, 'r');
  let closed = false;
  return {
    read(at) {
      const buffer = Buffer.allocUnsafe(at.bytes);
      let got = 0;
      while (got < at.bytes) {
        const n = readSync(fd, buffer, got, at.bytes - got, at.offset + got);
        if (n === 0) throw new Error(`${file} changed while it was being read (line at byte ${at.offset} is gone)`);
        got += n;
      }
      return buffer.toString('utf8');
    },
    close() {
      if (closed) return;
      closed = true;
      closeSync(fd);
    },
  };
}

/**
 * Line places by key and trial number — a case (or a turn of one) and which of its trials the
 * line holds — compactly. One map entry per key: the slot of its line when that line is its only
 * one and trial 0, which is what a suite of single-trial cases records, else its slots by trial
 * number. The places sit in three number arrays. A map entry and a joined key string per line,
 * plus a second map for each key's trial numbers, cost 11 MiB for 50,000 recorded replies; this
 * costs half that, so a replayed run's memory follows its cases less.
 */
export class LineIndex {
  readonly #keys = new Map<string, number | number[]>();
  readonly #offsets: number[] = [];
  readonly #bytes: number[] = [];
  readonly #lines: number[] = [];

  /** Lines indexed: one per key and trial. */
  get size(): number {
    return this.#offsets.length;
  }

  has(key: string, trial: number): boolean {
    return this.#slot(key, trial) !== undefined;
  }

  /** Whether any trial of `key` is indexed. */
  hasKey(key: string): boolean {
    return this.#keys.has(key);
  }

  /** The line number an earlier `set` of this key and trial came from, if any. */
  lineOf(key: string, trial: number): number | undefined {
    const slot = this.#slot(key, trial);
    return slot === undefined ? undefined : this.#lines[slot];
  }

  get(key: string, trial: number): LineAt | undefined {
    const slot = this.#slot(key, trial);
    return slot === undefined ? undefined : { offset: this.#offsets[slot]!, bytes: this.#bytes[slot]! };
  }

  /** Places the line of `key`'s trial; a second `set` of the same key and trial moves it. */
  set(key: string, trial: number, at: LineAt, lineNumber: number): void {
    const known = this.#slot(key, trial);
    if (known !== undefined) {
      this.#offsets[known] = at.offset;
      this.#bytes[known] = at.bytes;
      this.#lines[known] = lineNumber;
      return;
    }
    const slot = this.#offsets.length;
    this.#offsets.push(at.offset);
    this.#bytes.push(at.bytes);
    this.#lines.push(lineNumber);
    const had = this.#keys.get(key);
    if (had === undefined && trial === 0) {
      this.#keys.set(key, slot);
      return;
    }
    const slots = had === undefined ? [] : typeof had === 'number' ? [had] : had;
    // An odd trial number leaves a hole; V8 keeps a far-apart index in a dictionary, not a long array.
    slots[trial] = slot;
    if (slots !== had) this.#keys.set(key, slots);
  }

  /** The trial numbers indexed for `key`, in no particular order. */
  trialsOf(key: string): number[] {
    const had = this.#keys.get(key);
    if (had === undefined) return [];
    // Object.keys lists only the slots present, whatever the holes (forEach would walk them all).
    return typeof had === 'number' ? [0] : Object.keys(had).map(Number);
  }

  #slot(key: string, trial: number): number | undefined {
    const had = this.#keys.get(key);
    if (typeof had === 'number') return trial === 0 ? had : undefined;
    return had?.[trial];
  }
}
