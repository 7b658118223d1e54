#!/usr/bin/env node
// The `vouch` executable: the only module that touches process.argv, signals and the exit code.
// The first SIGINT or SIGTERM stops starting trials (those in flight finish and the partial run is
// written); a second aborts those in flight too.
import { setFlagsFromString } from 'node:v8';
import { processIo } from './io.js';
import { runCli } from './program.js';

// Memory that stays flat as a suite grows. V8's default lets the heap grow to several times what
// a run keeps alive when it allocates fast (every trial makes short-lived replies, findings and
// lines): 50,000 replayed cases peaked at 310 MiB of which ~55 MiB was live. This flag, read by
// the heap's sizing heuristics while running, keeps the heap near what is live (160–180 MiB for the
// same run) at no measured CPU cost; see docs/performance.md. A V8 flag set after start-up is
// honoured only where V8 reads it dynamically, as this one is for heap growth; nothing depends on
// it for correctness.
//
// The young generation is the other half. Set at run time, the flag above does not keep V8 from
// doubling the space for new objects from 2 to 32 MiB as a long run goes on, and that growth, not
// what a run keeps, was most of why peak memory rose with the suite: 110 MiB at 5,000 cases
// against 85 at 500. A growth factor of 1, read each time V8 considers growing it, keeps it at
// 2 MiB: 5,000 cases peak at 95 MiB and 50,000 at about 117. The price is more frequent minor
// collections, about 5% more CPU (2–9% across alternated runs) in a run that never waits on its
// bot; a run against a real bot waits far longer than that. Measured in docs/performance.md.
setFlagsFromString('--optimize-for-size --semi-space-growth-factor=1');

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
