// The worker thread PDFs are read in (pdf-worker.ts), one document at a time, stopped when a
// document takes longer or more memory than any real one needs. The memory pdf.js decodes into is
// ArrayBuffers, which a worker's heap limits do not count: the process's resident memory is watched.
import { Worker } from 'node:worker_threads';
import { megabytes } from './format.js';
import type { PdfReply, PdfRequest } from './pdf-worker.js';

export interface PdfLimits {
  /** Stop a document after this long. */
  readonly ms: number;
  /** Stop a document when the process has grown by this many bytes since it started. */
  readonly bytes: number;
}

export const PDF_LIMITS: PdfLimits = { ms: 30_000, bytes: 512 * 1024 * 1024 };
const WATCH_EVERY_MS = 20;

/** An idle worker is stopped after this long: it holds pdf.js (tens of MB), and starting one costs a few hundred ms. */
const IDLE_MS = 2000;

let worker: Worker | undefined;
let queue: Promise<unknown> = Promise.resolve();
let pending = 0;
let idle: NodeJS.Timeout | undefined;

/** Reads a PDF in the worker, after the documents already queued. Never rejects: a failure is a problem. */
export function readInWorker(request: PdfRequest, limits: PdfLimits = PDF_LIMITS): Promise<PdfReply> {
  pending++;
  clearTimeout(idle);
  const job = queue.then(() => readOne(request, limits));
  queue = job;
  return job.finally(() => {
    if (--pending === 0) idle = setTimeout(stopWorker, IDLE_MS).unref();
  });
}

function readOne(request: PdfRequest, limits: PdfLimits): Promise<PdfReply> {
  return new Promise((resolve) => {
    let w: Worker;
    try {
      w = worker ??= startWorker();
    } catch (error) {
      return resolve({ problem: `the PDF reader could not start (${String(error)})` });
    }
    const baseline = process.memoryUsage.rss();
    const started = performance.now();
    const finish = (reply: PdfReply, stop = false): void => {
      clearInterval(watch);
      w.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (stop) stopWorker();
      resolve(reply);
    };
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - baseline > limits.bytes) finish({ problem: `reading it needed more than ${megabytes(limits.bytes)} of memory (a stream that expands without end?)` }, true);
      else if (performance.now() - started > limits.ms) finish({ problem: `reading it took longer than ${limits.ms / 1000} s` }, true);
    }, WATCH_EVERY_MS);
    const onMessage = (reply: PdfReply): void => finish(reply);
    const onError = (error: Error & { code?: string }): void =>
      finish({ problem: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'reading it ran out of memory' : `the PDF reader failed (${error.message})` }, true);
    const onExit = (): void => finish({ problem: 'the PDF reader stopped before it finished' }, true);
    w.on('message', onMessage).on('error', onError).on('exit', onExit);
    // Copied, not transferred: a small file's bytes may share Node's buffer pool with others.
    w.postMessage(request);
  });
}

function startWorker(): Worker {
  // None of the parent's Node options: they are for vouch (`--input-type`, a loader), not for this file.
  const options = { resourceLimits: { maxOldGenerationSizeMb: 512 }, execArgv: [] };
  const created = import.meta.url.endsWith('.ts') ? sourceWorker(options) : new Worker(new URL('./pdf-worker.js', import.meta.url), options);
  // A worker reading nothing never keeps vouch running; its errors are each job's to report (readOne).
  created.unref();
  created.on('error', () => {});
  return created;
}

/**
 * Run from source (the tests, `npm test`), the worker is TypeScript: tsx is registered in it first,
 * as a worker thread does not inherit the loader the main thread was started with.
 */
function sourceWorker(options: ConstructorParameters<typeof Worker>[1]): Worker {
  const url = new URL('./pdf-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(url)}); });`, { ...options, eval: true });
}

function stopWorker(): void {
  const stopping = worker;
  worker = undefined;
  void stopping?.terminate();
}
