// The bot a run talks to: recorded replies, a Target the caller built, or one made from the
// suite's spec — checked for reachability before anything runs.
import { resolve } from 'node:path';
import { UnreachableError, UsageError, type SuiteSettings } from '../core/index.js';
import type { Plan } from '../plan/index.js';
import { createTarget, loadRecorded, replayTarget, type Target } from '../targets/index.js';

export interface TargetRequest {
  readonly given?: Target;
  readonly responses?: string;
  readonly settings: SuiteSettings;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Where a URL given directly came from, for messages (`--url`). */
  readonly source: string;
}

export async function openTarget(plan: Plan, r: TargetRequest): Promise<Target> {
  if (r.responses) return replay(plan, r.responses);
  if (r.given) return r.given;
  const spec = r.settings.target;
  if (!spec) throw new UsageError('no target: pass --url URL (or --target provider:model, or --responses FILE), or set "target" in a suite file');
  return createTarget(spec, { maxResponseBytes: r.settings.maxResponseBytes, env: r.env, source: r.source });
}

/**
 * Every planned trial must have a recorded reply (design §6). Counted per case from the trials the
 * file has, so a huge `--repeat` costs nothing before its message; the message names the cases. A
 * pushback turn (recorded as turn 1 of its case) is needed only when the answer gives something to
 * push back on, which only the run knows: one missing then is an error of that trial, naming it.
 */
async function replay(plan: Plan, file: string): Promise<Target> {
  const recorded = await loadRecorded(resolve(file));
  const shown: string[] = [];
  let missing = 0;
  let cases = 0;
  for (const c of plan.cases) {
    if (c.turn?.pushback) continue;
    const have = recorded.trialsOf(c.turn?.base ?? c.id, c.turn?.index);
    const count = c.Q - new Set(have.filter((t) => t < c.Q)).size;
    if (count === 0) continue;
    missing += count;
    cases++;
    // Which trials, only for the cases named: a range is found by walking the trial numbers.
    if (shown.length < 20) shown.push(`${c.id} (${missingTrials(have, c.Q).described})`);
  }
  if (missing > 0) {
    recorded.close();
    const more = cases > shown.length ? `, and ${cases - shown.length} more case(s)` : '';
    throw new UsageError(`${file} has no response for ${missing} planned trial(s) of ${cases} case(s): ${shown.join(', ')}${more}`);
  }
  return replayTarget(recorded);
}

/** How many of trials 0…Q−1 are not among `recorded`, and which, as ranges (`trials 1–9999`). */
export function missingTrials(recorded: readonly number[], Q: number): { count: number; described: string } {
  const have = new Set(recorded.filter((t) => t < Q));
  const count = Q - have.size;
  if (count === 0) return { count, described: '' };
  const ranges: string[] = [];
  for (let t = 0; t < Q && ranges.length < 3; t++) {
    if (have.has(t)) continue;
    let end = t;
    while (end + 1 < Q && !have.has(end + 1)) end++;
    ranges.push(end === t ? `${t}` : `${t}–${end}`);
    t = end;
  }
  const all = ranges.join(', ');
  return { count, described: `${count === 1 ? 'trial' : 'trials'} ${all}${count > rangeSize(ranges) ? ', …' : ''}` };
}

const rangeSize = (ranges: readonly string[]): number =>
  ranges.reduce((n, r) => {
    const [a, b] = r.split('–').map(Number);
    return n + (b === undefined ? 1 : b - a! + 1);
  }, 0);

/** One GET before the run: a bot that is not there is exit 3 before anything runs. */
export async function checkHealth(target: Target, timeoutMs: number): Promise<void> {
  if (!target.health) return;
  try {
    await target.health(AbortSignal.timeout(Math.min(timeoutMs, 10_000)));
  } catch (error) {
    if (error instanceof UnreachableError) throw error;
    throw new UnreachableError(`${target.id} is not reachable: ${(error as Error).message}`);
  }
}
