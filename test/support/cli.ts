// Runs the `vouch` command line for end-to-end tests. By default in this process through runCli —
// the same code the binary runs, with its own stdout, stderr, environment and working folder —
// which keeps `npm test` fast and free of a build. With VOUCH_CLI set (CI sets it to the bundled
// dist/bin/main.js after a build) every call spawns that binary instead, so the shipped artifact is
// tested end to end too.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { Writable } from 'node:stream';
import { runCli } from '../../src/cli/program.js';
import { fromRoot } from './repo.js';

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliOptions {
  readonly env?: Record<string, string>;
  readonly cwd?: string;
  /** Aborts like a first ctrl-c (stop starting trials). In process only. */
  readonly stop?: AbortSignal;
}

const BINARY = process.env.VOUCH_CLI;

export function vouch(args: readonly string[], opts: CliOptions = {}): Promise<CliResult> {
  return BINARY ? spawned(BINARY, args, opts) : inProcess(args, opts);
}

/** Whether calls go to a built binary (some tests need a real process: signals, exit codes). */
export const spawnsBinary = BINARY !== undefined;

async function inProcess(args: readonly string[], opts: CliOptions): Promise<CliResult> {
  const stdout = sink();
  const stderr = sink();
  const code = await runCli(args, {
    stdout: stdout.stream,
    stderr: stderr.stream,
    env: { ...process.env, NO_COLOR: '1', ...opts.env },
    cwd: opts.cwd ?? fromRoot(),
    ...(opts.stop ? { stop: opts.stop } : {}),
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

function sink(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** Spawns `bin` (a .js file run with this Node) in a child process. */
export function spawned(bin: string, args: readonly string[], opts: CliOptions = {}): Promise<CliResult> {
  const entry = isAbsolute(bin) ? bin : fromRoot(bin);
  if (!existsSync(entry)) throw new Error(`${entry} does not exist: build first (npm run build)`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], {
      cwd: opts.cwd ?? fromRoot(),
      env: { ...process.env, NO_COLOR: '1', ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
