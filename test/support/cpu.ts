// CPU time of a piece of work, for budgets that must hold on a shared machine: time spent waiting
// for the processor (other tests, other jobs) is not counted, as it would be with a wall clock.
import { cpuUsage } from 'node:process';

/** The milliseconds of CPU `work` took (this process's user and system time, every thread of it). */
export async function cpuMs(work: () => unknown): Promise<number> {
  const before = cpuUsage();
  await work();
  const used = cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/**
 * The milliseconds of CPU a piece of work takes in a fresh Node process: for budgets the test
 * process itself would blur (its heap of earlier tests' objects makes every collection dearer).
 * `setup` runs first, uncounted; `work` is then timed. Both are module source with vouch's
 * sources importable by path.
 */
export async function cpuMsAlone(setup: string, work: string): Promise<number> {
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const script = `${setup}\nconst before = process.cpuUsage();\n${work}\nconst used = process.cpuUsage(before);\nconsole.log((used.user + used.system) / 1000);`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--conditions=vouch-source', '--import', 'tsx', '--input-type=module', '-e', script], { maxBuffer: 1 << 20 });
  return Number(stdout.trim().split('\n').at(-1));
}
