// Where a command writes and what it may read: the process by default, buffers in tests.
import { UsageError, writeProblem } from '../core/index.js';

export interface Io {
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The folder relative paths on the command line are read from. */
  readonly cwd: string;
  /** Signals that stop the run (SIGINT, SIGTERM): the first stops starting trials, the second aborts those in flight. */
  readonly stop?: AbortSignal;
  readonly abort?: AbortSignal;
}

export const processIo = (): Io => ({ stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd() });

/** Colours on this stream, as the usual variables ask: NO_COLOR off, FORCE_COLOR on, else a terminal. */
export function colorFor(stream: { isTTY?: boolean }, env: Io['env']): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

/** A command's `--output`, tried before anything is read or written: exit 2 when vouch could not write it. */
export async function checkOutput(file: string): Promise<void> {
  const problem = await writeProblem(file);
  if (problem) throw new UsageError(`--output: cannot write ${file}: ${problem}`);
}
