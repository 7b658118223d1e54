// `--record FILE`: writes each live response as one JSONL line in exactly the format replay reads.
import { closeSync, writeSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { assertReplaceable, openRegularSync, toJson } from '../core/index.js';
import type { RecordedKey } from './replay.js';

export interface RecordEntry extends RecordedKey {
  readonly response: string;
  /** What the bot retrieved, when it said (replayed with the response). */
  readonly contexts?: readonly string[];
}

export interface RecordWriter {
  /** Writes one line. */
  write(entry: RecordEntry): void;
  /** Closes the file and, for a fresh recording, puts it in place of the previous one. */
  close(): Promise<void>;
}

export interface RecordWriterOptions {
  /** Add to an existing file instead of starting it afresh (default false: one file, one run). */
  readonly append?: boolean;
}

/**
 * Opens `file` for recording. Lines carry `trial` (and `turn`) explicitly, because concurrent
 * trials finish out of order; `loadRecorded` reads them back by key. A fresh recording goes to a
 * file beside `file` that takes its place on `close`, so the previous recording stays whole until
 * the new one is complete (or the run stops, interrupted, and closes what it has). Each line is
 * written as it comes, synchronously: nothing waits in memory for the disk.
 *
 * @example
 * const rec = await recordWriter('responses.jsonl');
 * rec.write({ caseId: 'SOC2-001', trial: 0, response: 'Based on …' });
 * await rec.close();
 */
export async function recordWriter(file: string, opts: RecordWriterOptions = {}): Promise<RecordWriter> {
  const writing = opts.append ? file : `${file}.${process.pid}.partial`;
  const fd = openRegularSync(writing, opts.append ? 'a' : 'w');
  let closed = false;
  return {
    write(entry) {
      if (closed) throw new Error(`recordWriter(${file}): write after close`);
      const bytes = Buffer.from(recordLine(entry), 'utf8');
      for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
    },
    async close() {
      if (closed) return;
      closed = true;
      closeSync(fd);
      if (writing === file) return;
      // A FIFO or device put at `file` during the run is left alone; the recording stays beside it, and the error says where.
      await assertReplaceable(file).catch((e: Error) => Promise.reject(Object.assign(e, { message: `${file}: ${e.message}; the replies are in ${writing}` })));
      await rename(writing, file);
    },
  };
}

/** One JSONL line: `{"id","trial","turn"?,"response","contexts"?}` and a newline. */
export function recordLine(entry: RecordEntry): string {
  const line = {
    id: entry.caseId,
    trial: entry.trial,
    ...(entry.turn === undefined ? {} : { turn: entry.turn }),
    response: entry.response,
    ...(entry.contexts ? { contexts: entry.contexts } : {}),
  };
  return `${toJson(line)}\n`;
}
