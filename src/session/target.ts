// The bot a run talks to: recorded replies, a Target the caller built, or one made from the
// suite's spec — checked for reachability before anything runs.
import { resolve } from 'node:path';
import { UnreachableError, UsageError, type SuiteSettings } from '../core/index.js';
import { passesNeeded } from '../decide/index.js';
import type { Plan } from '../plan/index.js';
import { createTarget, describeKey, loadRecorded, replayTarget, type Target } from '../targets/index.js';

export interface TargetRequest {
  readonly given?: Target;
  readonly responses?: string;
  readonly settings: SuiteSettings;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Where a URL given directly came from, for messages (`--url`). */
  readonly source: string;
  /** Every one of a case's Q trials runs (no early stopping), so a recording must hold them all. */
  readonly allTrials?: boolean;
}

export interface OpenedTarget {
  readonly target: Target;
  /** With recorded replies: the trials the run asked for and the file lacked (exit 2 after the run). */
  readonly unanswered?: () => readonly string[];
  /** Aborts when the run asks for a reply the file lacks: the run stops starting trials. */
  readonly halted?: AbortSignal;
}

export async function openTarget(plan: Plan, r: TargetRequest): Promise<OpenedTarget> {
  if (r.responses) return replay(plan, r.responses, r.allTrials ?? false);
  if (r.given) return { target: r.given };
  const spec = r.settings.target;
  if (!spec) throw new UsageError('no target: pass --url URL (or --target provider:model, or --responses FILE), or set "target" in a suite file');
  return { target: await createTarget(spec, { maxResponseBytes: r.settings.maxResponseBytes, env: r.env, source: r.source }) };
}

/**
 * The fewest trials any run of a case asks for: early stopping fixes a decision after `need`
 * passes or Q − need + 1 failures, whichever comes first (design §6: trials early stopping skips
 * need no line). Every run asks at least these, so a file without them is refused up front.
 */
const fewestTrials = (Q: number, A: number): number => {
  const need = passesNeeded(Q, A);
  return Math.max(1, Math.min(need, Q - need + 1));
};

/**
 * Every trial the run needs must have a recorded reply (design §6). Those every run needs are
 * checked before anything runs — counted per case from the trials the file has, so a huge
 * `--repeat` costs nothing before its message, which names the cases. Beyond them, which trials a
 * run needs depends on the outcomes (early stopping): one the file lacks is noted when asked for,
 * and the run is refused at its end, naming them. So is a pushback turn (recorded as turn 1 of its
 * case): only the run knows whether the answer gave something to push back on.
 */
async function replay(plan: Plan, file: string, allTrials: boolean): Promise<OpenedTarget> {
  const recorded = await loadRecorded(resolve(file));
  const shown: string[] = [];
  let missing = 0;
  let cases = 0;
  for (const c of plan.cases) {
    if (c.turn?.pushback) continue;
    const have = recorded.trialsOf(c.turn?.base ?? c.id, c.turn?.index);
    const needed = allTrials ? c.Q : fewestTrials(c.Q, c.A);
    const count = needed - new Set(have.filter((t) => t < needed)).size;
    if (count === 0) continue;
    missing += count;
    cases++;
    // Which trials, only for the cases named: a range is found by walking the trial numbers.
    if (shown.length < 20) shown.push(`${c.id} (${missingTrials(have, needed).described})`);
  }
  if (missing > 0) {
    recorded.close();
    const more = cases > shown.length ? `, and ${cases - shown.length} more case(s)` : '';
    throw new UsageError(`${file} has no response for ${missing} planned trial(s) of ${cases} case(s): ${shown.join(', ')}${more}`);
  }
  const unanswered: string[] = [];
  const halt = new AbortController();
  const target = replayTarget(recorded);
  return {
    target: {
      ...target,
      send: (request, signal) => {
        if (!recorded.has(request)) {
          unanswered.push(describeKey(request));
          halt.abort();
        }
        return target.send(request, signal);
      },
    },
    unanswered: () => unanswered,
    halted: halt.signal,
  };
}

/** A run that asked recorded replies for trials the file lacks is refused (exit 2), naming them. */
export function refuseUnanswered(file: string, unanswered: readonly string[]): void {
  if (unanswered.length === 0) return;
  const shown = unanswered.slice(0, 20).join(', ');
  const more = unanswered.length > 20 ? `, and ${unanswered.length - 20} more` : '';
  throw new UsageError(`${file} has no response for ${unanswered.length} trial(s) the run needed: ${shown}${more}`);
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
