// The bot a run talks to: recorded replies, a Target the caller built, or one made from the
// suite's spec — checked for reachability before anything runs.
import { resolve } from 'node:path';
import { UnreachableError, UsageError, type SuiteSettings } from '../core/index.js';
import type { Plan } from '../plan/index.js';
import { createTarget, describeKey, loadRecorded, replayTarget, type Target } from '../targets/index.js';

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

/** Every planned trial must have a recorded reply (design §6); counted without listing every planned key. */
async function replay(plan: Plan, file: string): Promise<Target> {
  const recorded = await loadRecorded(resolve(file));
  const shown: string[] = [];
  let missing = 0;
  for (const c of plan.cases) {
    for (let trial = 0; trial < c.Q; trial++) {
      const key = { caseId: c.turn?.base ?? c.id, trial, ...(c.turn ? { turn: c.turn.index } : {}) };
      if (recorded.get(key) !== undefined) continue;
      missing++;
      if (shown.length < 20) shown.push(describeKey(key));
    }
  }
  if (missing > 0) {
    throw new UsageError(`${file} has no response for ${missing} planned trial(s): ${shown.join(', ')}${missing > shown.length ? ', …' : ''}`);
  }
  return replayTarget(recorded);
}

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
