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
 * Keys → line places, compactly: one map entry per key and the places in two number arrays, so an
 * index of a million lines costs tens of megabytes, not the lines themselves.
 */
export class LineIndex {
  readonly #slots = new Map<string, number>();
  readonly #offsets: number[] = [];
  readonly #bytes: number[] = [];
  readonly #lines: number[] = [];

  get size(): number {
    return this.#slots.size;
  }

  has(key: string): boolean {
    return this.#slots.has(key);
  }

  /** The line number an earlier `set` of this key came from, if any. */
  lineOf(key: string): number | undefined {
    const slot = this.#slots.get(key);
    return slot === undefined ? undefined : this.#lines[slot];
  }

  set(key: string, at: LineAt, lineNumber: number): void {
    const slot = this.#slots.get(key);
    if (slot !== undefined) {
      this.#offsets[slot] = at.offset;
      this.#bytes[slot] = at.bytes;
      this.#lines[slot] = lineNumber;
      return;
    }
    this.#slots.set(key, this.#offsets.length);
    this.#offsets.push(at.offset);
    this.#bytes.push(at.bytes);
    this.#lines.push(lineNumber);
  }

  get(key: string): LineAt | undefined {
    const slot = this.#slots.get(key);
    return slot === undefined ? undefined : { offset: this.#offsets[slot]!, bytes: this.#bytes[slot]! };
  }
}
