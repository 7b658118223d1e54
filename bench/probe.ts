// Loaded into a measured child with `node --import`: when the child exits, writes what the kernel
// counted for it — CPU (user + system, all threads, since the process started) and peak resident
// memory — to the file named by VOUCH_BENCH_PROBE. Reading the process's own counters works on
// every OS Node runs on, unlike `/usr/bin/time -f`, and needs no wrapper process around the child.
import { writeFileSync } from 'node:fs';

export interface ProbeReading {
  readonly userMs: number;
  readonly systemMs: number;
  /** Peak resident set size, in KiB (getrusage's ru_maxrss). */
  readonly maxRssKiB: number;
  /** Heap still reachable after a full collection at exit; only with --expose-gc and VOUCH_BENCH_PROBE_HEAP. */
  readonly liveHeapKiB?: number;
}

/**
 * What a run keeps: the heap after a full collection. Taken after the counters above are read, so
 * the collection costs the reading nothing (it does lengthen that run's wall time, which is why
 * the bench asks for it only in runs whose timing it does not use).
 */
function liveHeap(): { liveHeapKiB?: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!process.env.VOUCH_BENCH_PROBE_HEAP || !gc) return {};
  gc();
  return { liveHeapKiB: process.memoryUsage().heapUsed / 1024 };
}

const file = process.env.VOUCH_BENCH_PROBE;
if (file) {
  process.once('exit', () => {
    const usage = process.resourceUsage();
    const reading: ProbeReading = { userMs: usage.userCPUTime / 1000, systemMs: usage.systemCPUTime / 1000, maxRssKiB: usage.maxRSS };
    writeFileSync(file, JSON.stringify({ ...reading, ...liveHeap() }));
  });
}
