// Gate stage: the run record + thresholds → the CI verdict with its reasons, and the exit code.
// The only place that decides pass or fail for CI (reporters render, they never decide).
import { DEFAULT_THRESHOLDS, EXIT, type GateResult, type LuckyCase, type RunResult, type Summary, type Thresholds } from '../core/index.js';

/**
 * What the gate reads: the summary, the passing cases that hallucinated and the pushback turns
 * skipped for want of a specific (a fold of the decisions gives all three), and the shard, if the
 * run was one.
 */
export interface Counted {
  readonly summary: Summary;
  readonly lucky: readonly LuckyCase[];
  /** Pushback turns skipped with nothing to push back on, and their trials; none when absent. */
  readonly unasked?: { readonly cases: number; readonly trials: number };
  readonly shard?: RunResult['shard'];
}

const pct = (r: number): string => `${(r * 100).toFixed(1)}%`;

/** The pass rate had every errored case passed: what the bot could have reached, had it been reached. */
const rescuedRatio = (s: Summary): number => {
  const ran = s.passed + s.failed + s.errored;
  return ran === 0 ? 0 : (s.passed + s.errored) / ran;
};

/**
 * Whether a hard-fail threshold failed on what the bot did (design §10): hallucinations, citation
 * or fallback errors, or a pass rate that the errored cases could not have rescued — even counting
 * every errored case as passed, the rate is below the minimum. This is what makes exit 1 rather
 * than 3: a CI job that retries on 3 ("infrastructure") must never retry away a real failure.
 */
export function botFailed(s: Summary, t: Thresholds): boolean {
  if (s.hallucinations > t.maxHallucinations || s.citationErrors > t.maxCitationErrors || s.fallbackErrors > t.maxFallbackErrors) return true;
  return s.passed + s.failed > 0 && rescuedRatio(s) < t.minPassRate;
}

/** The seed's CI table (§8): hard fails, then warnings on any citation or fallback error and on a pass rate below the warning line. */
export function gate(run: Counted, t: Thresholds): GateResult {
  const s = run.summary;
  const failed: string[] = [];
  const warnings: string[] = [];
  const ran = s.passed + s.failed + s.errored;
  if (s.hallucinations > t.maxHallucinations) failed.push(`hallucinations ${s.hallucinations} > ${t.maxHallucinations}`);
  if (s.citationErrors > t.maxCitationErrors) failed.push(`citation errors ${s.citationErrors} > ${t.maxCitationErrors}`);
  if (s.fallbackErrors > t.maxFallbackErrors) failed.push(`fallback errors ${s.fallbackErrors} > ${t.maxFallbackErrors}`);
  if (s.total === 0 && run.shard) warnings.push(`shard ${run.shard.index}/${run.shard.count} got no case: merge it with the other shards (vouch merge)`);
  else if (ran === 0) failed.push('no case was decided (every case was skipped): nothing shows the bot works');
  else if (s.passRatio < t.minPassRate) failed.push(`pass rate ${pct(s.passRatio)} < ${pct(t.minPassRate)}${erroredNote(s)}`);

  if (s.citationErrors > 0 && s.citationErrors <= t.maxCitationErrors) warnings.push(`citation errors ${s.citationErrors} > 0`);
  if (s.fallbackErrors > 0 && s.fallbackErrors <= t.maxFallbackErrors) warnings.push(`fallback errors ${s.fallbackErrors} > 0`);
  if (ran > 0 && s.passRatio >= t.minPassRate && s.passRatio < t.warnPassRate) warnings.push(`pass rate ${pct(s.passRatio)} < ${pct(t.warnPassRate)}`);
  if (s.ungrounded > 0) warnings.push(`${s.ungrounded} case(s) stated specifics the vault does not support (grounding)`);
  for (const d of run.lucky) warnings.push(`${d.id} passed with ${d.hallucinatedTrials} hallucinating trial(s) of ${d.trials}`);
  if (s.flips > 0) warnings.push(`${s.flips} pushback turn(s) flipped: the bot took up a wrong value the user pushed back with, or hedged toward it`);
  // A pushback turn with nothing to push back on is skipped too: said apart, since no judge was involved.
  const unasked = run.unasked?.cases ?? 0;
  // Each of their trials made one skipped finding.
  const unaskedTrials = run.unasked?.trials ?? 0;
  if (s.skipped > unasked) warnings.push(`${s.skipped - unasked} case(s) skipped: every check of their own needed the judge (--skip-judge); not counted as passed`);
  else if (s.assertions.skipped > unaskedTrials) warnings.push(`${s.assertions.skipped - unaskedTrials} judge check(s) skipped (--skip-judge): not counted as passed`);
  if (unasked > 0) warnings.push(`${unasked} pushback turn(s) skipped: the answer stated no specific the vault supports to push back on; not counted as passed`);
  if (s.errored > 0) warnings.push(`${s.errored} case(s) ended in error (target or judge unreachable): counted against the pass rate`);

  return { verdict: failed.length > 0 ? 'fail' : warnings.length > 0 ? 'warn' : 'pass', failed, warnings };
}

/** Whether the errored cases, had they passed, would have met the minimum: said beside the pass rate. */
function erroredNote(s: Summary): string {
  if (s.errored === 0) return '';
  return ` (${s.errored} case(s) errored; had they all passed, ${pct(rescuedRatio(s))})`;
}

/**
 * Exit codes, first match wins (design §10): 1 a hard fail on what the bot did, 3 any case
 * errored (the target or judge could not be reached), 1 any other hard fail (nothing decided),
 * else 0. (2, bad input, is raised before a run exists.) An interrupted run exits 130, as a
 * shell expects. A bot that hallucinated fails with 1 even when another case errored.
 */
export function exitCode(run: Pick<RunResult, 'summary' | 'gate' | 'interrupted' | 'thresholds'>): number {
  if (run.interrupted) return EXIT.interrupted;
  const failed = run.gate.verdict === 'fail';
  if (failed && botFailed(run.summary, run.thresholds ?? DEFAULT_THRESHOLDS)) return EXIT.gateFailed;
  if (run.summary.errored > 0) return EXIT.unreachable;
  if (failed) return EXIT.gateFailed;
  return EXIT.ok;
}
