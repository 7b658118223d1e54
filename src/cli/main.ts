#!/usr/bin/env node
// The `vouch` executable: the only module that touches process.argv, signals and the exit code.
// The first SIGINT or SIGTERM stops starting trials (those in flight finish and the partial run is
// written); a second aborts those in flight too.
import { processIo } from './io.js';
import { runCli } from './program.js';

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
