// `--record FILE`: writes each live response as one JSONL line in exactly the format replay reads.
import { open } from 'node:fs/promises';
import { toJson } from '../core/index.js';
import type { RecordedKey } from './replay.js';

export interface RecordEntry extends RecordedKey {
  readonly response: string;
}

export interface RecordWriter {
  /** Queues one line; cheap and synchronous, so trials finishing together never wait on the disk. */
  write(entry: RecordEntry): void;
  /** Writes what is queued and closes the file; rejects with the first write error, if any. */
  close(): Promise<void>;
}

export interface RecordWriterOptions {
  /** Add to an existing file instead of starting it afresh (default false: one file, one run). */
  readonly append?: boolean;
  /** Queued characters that trigger a write; default 64 KiB. */
  readonly flushChars?: number;
  /** Longest a line waits in the queue, so a killed run loses little; default 1000 ms. */
  readonly flushMs?: number;
}

/**
 * Opens `file` for recording. Lines carry `trial` (and `turn`) explicitly, because concurrent
 * trials finish out of order; `loadRecorded` reads them back by key.
 *
 * @example
 * const rec = await recordWriter('responses.jsonl');
 * rec.write({ caseId: 'SOC2-001', trial: 0, response: 'Based on …' });
 * await rec.close();
 */
export async function recordWriter(file: string, opts: RecordWriterOptions = {}): Promise<RecordWriter> {
  const handle = await open(file, opts.append ? 'a' : 'w');
  const flushChars = opts.flushChars ?? 65_536;
  const flushMs = opts.flushMs ?? 1000;
  let queued = '';
  let writing: Promise<void> = Promise.resolve();
  let failed: unknown;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (queued === '') return;
    const chunk = queued;
    queued = '';
    // Chained, so lines reach the file in the order they were queued.
    writing = writing.then(() => handle.writeFile(chunk, 'utf8')).catch((err: unknown) => void (failed ??= err));
  };

  return {
    write(entry) {
      if (closed) throw new Error(`recordWriter(${file}): write after close`);
      if (failed !== undefined) throw failed;
      queued += recordLine(entry);
      if (queued.length >= flushChars) flush();
      else timer ??= setTimeout(flush, flushMs).unref();
    },
    async close() {
      if (closed) return;
      closed = true;
      flush();
      await writing;
      await handle.close();
      if (failed !== undefined) throw failed;
    },
  };
}

/** One JSONL line: `{"id","trial","turn"?,"response"}` and a newline. */
export function recordLine(entry: RecordEntry): string {
  const line =
    entry.turn === undefined
      ? { id: entry.caseId, trial: entry.trial, response: entry.response }
      : { id: entry.caseId, trial: entry.trial, turn: entry.turn, response: entry.response };
  return `${toJson(line)}\n`;
}
