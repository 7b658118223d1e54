#!/usr/bin/env node
// The `vouch` executable: the only module that touches process.argv, signals and the exit code.
// The first SIGINT or SIGTERM stops starting trials (those in flight finish and the partial run is
// written); a second aborts those in flight too.
import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { processIo } from './io.js';
import { runCli } from './program.js';

// Memory that stays flat as a suite grows, at a bounded price in CPU (docs/performance.md). V8's
// defaults let the heap grow to several times what a run keeps alive when it allocates fast (every
// trial makes short-lived replies, findings and lines): 50,000 replayed cases peaked at 310 MiB of
// which ~55 MiB was live. Two V8 flags, set here because V8 reads them while running (a flag it
// reads only at start-up would need a shebang not every `env` supports), hold both generations:
//
// - The old generation grows by a tenth past what the last full collection kept, instead of V8's
//   adaptive 1.1–4×. `--optimize-for-size` did this before, but also flushed compiled code and
//   cached regular expressions at each of those collections, which cost ~10% of a harness-bound
//   run's CPU; this flag holds memory as tightly without that.
// - The young generation (new objects) may double from its first 2 MiB to 8 MiB, then no further:
//   left alone V8 grows it to 32 MiB as a long run goes on (+20 MiB at 50,000 cases), and held at
//   2 MiB it is collected so often that 5,000 cases spent ~15% of their CPU there. V8 has no
//   run-time flag for a size, only for the growth factor, so the factor is set to 1 once the first
//   collection that finds it grown is seen.
setFlagsFromString('--heap-growing-percent=10');
holdYoungGeneration(8 * 1024 * 1024);

/** Lets the young generation grow until it reaches `bytes`, then holds it at its size. */
function holdYoungGeneration(bytes: number): void {
  const observer = new PerformanceObserver(() => {
    const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
    if (young && young.space_size < bytes) return;
    setFlagsFromString('--semi-space-growth-factor=1');
    observer.disconnect();
  });
  observer.observe({ entryTypes: ['gc'] });
}

const stop = new AbortController();
const abort = new AbortController();
const onSignal = (): void => {
  if (stop.signal.aborted) {
    abort.abort();
    return;
  }
  stop.abort();
  process.stderr.write('\nvouch: stopping — trials in flight will finish (press ctrl-c again to abort them)\n');
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

process.exitCode = await runCli(process.argv.slice(2), { ...processIo(), stop: stop.signal, abort: abort.signal });
