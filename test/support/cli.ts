// Runs the real `vouch` command in a child process: the compiled bin under `npm test`, the
// TypeScript source through tsx during development.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fromRoot } from './repo.js';

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

const fromSource = import.meta.url.endsWith('.ts');
// tsx resolved here, so a child started in another folder still finds it.
const entry = fromSource
  ? ['--import', import.meta.resolve('tsx'), fromRoot('src', 'cli', 'main.ts')]
  : [fromRoot('dist', 'bin', 'main.js')];

export function vouch(args: readonly string[], opts: { env?: Record<string, string>; cwd?: string } = {}): Promise<CliResult> {
  if (!fromSource && !existsSync(entry[0]!)) throw new Error('build first: npm run build');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...entry, ...args], {
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
