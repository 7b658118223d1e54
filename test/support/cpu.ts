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
