// Gate stage: the run record + thresholds → the CI verdict with its reasons, and the exit code.
// The only place that decides pass or fail for CI (reporters render, they never decide).
import { EXIT, type GateResult, type LuckyCase, type RunResult, type Summary, type Thresholds } from '../core/index.js';

/** What the gate reads: the summary, and the passing cases that hallucinated (a fold of the decisions gives both). */
export interface Counted {
  readonly summary: Summary;
  readonly lucky: readonly LuckyCase[];
}

const pct = (r: number): string => `${(r * 100).toFixed(1)}%`;

/** The seed's CI table (§8): hard fails, then warnings on any citation or fallback error and on a pass rate below the warning line. */
export function gate(run: Counted, t: Thresholds): GateResult {
  const s = run.summary;
  const failed: string[] = [];
  const warnings: string[] = [];
  const decided = s.passed + s.failed;
  if (s.hallucinations > t.maxHallucinations) failed.push(`hallucinations ${s.hallucinations} > ${t.maxHallucinations}`);
  if (s.citationErrors > t.maxCitationErrors) failed.push(`citation errors ${s.citationErrors} > ${t.maxCitationErrors}`);
  if (s.fallbackErrors > t.maxFallbackErrors) failed.push(`fallback errors ${s.fallbackErrors} > ${t.maxFallbackErrors}`);
  if (decided === 0) failed.push('no case was decided (every case errored or was skipped): nothing shows the bot works');
  else if (s.passRatio < t.minPassRate) failed.push(`pass rate ${pct(s.passRatio)} < ${pct(t.minPassRate)}`);

  if (s.citationErrors > 0 && s.citationErrors <= t.maxCitationErrors) warnings.push(`citation errors ${s.citationErrors} > 0`);
  if (s.fallbackErrors > 0 && s.fallbackErrors <= t.maxFallbackErrors) warnings.push(`fallback errors ${s.fallbackErrors} > 0`);
  if (decided > 0 && s.passRatio >= t.minPassRate && s.passRatio < t.warnPassRate) warnings.push(`pass rate ${pct(s.passRatio)} < ${pct(t.warnPassRate)}`);
  if (s.ungrounded > 0) warnings.push(`${s.ungrounded} case(s) stated specifics the vault does not support (grounding)`);
  for (const d of run.lucky) warnings.push(`${d.id} passed with ${d.hallucinatedTrials} hallucinating trial(s) of ${d.trials}`);
  if (s.skipped > 0) warnings.push(`${s.skipped} case(s) skipped: every check needed the judge (--skip-judge); not counted as passed`);
  else if (s.assertions.skipped > 0) warnings.push(`${s.assertions.skipped} judge check(s) skipped (--skip-judge): not counted as passed`);
  if (s.errored > 0) warnings.push(`${s.errored} case(s) ended in error (target or judge unreachable)`);

  return { verdict: failed.length > 0 ? 'fail' : warnings.length > 0 ? 'warn' : 'pass', failed, warnings };
}

/**
 * Exit codes, first match wins (design §10): 3 any case errored, 1 a hard fail, else 0. (2, bad
 * input, is raised before a run exists.) An interrupted run exits 130, as a shell expects.
 */
export function exitCode(run: Pick<RunResult, 'summary' | 'gate' | 'interrupted'>): number {
  if (run.interrupted) return EXIT.interrupted;
  if (run.summary.errored > 0) return EXIT.unreachable;
  if (run.gate.verdict === 'fail') return EXIT.gateFailed;
  return EXIT.ok;
}
