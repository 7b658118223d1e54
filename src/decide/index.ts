// Decide stage: a case's trials → its Decision (pass / fail / error, passes of trials, 95%
// interval, flakiness). Trials are folded in one at a time so memory holds no responses.
import type { Case, Decision, Finding, FindingKind, Trial } from '../core/types.js';
import { flakiness, wilson } from './stats.js';
import { EMPTY_TALLY, ran, record, settled, trialsUntilSettled, type Tally } from './tally.js';

export { passesNeeded, settled, trialsUntilSettled, type Tally } from './tally.js';
export { wilson, flakiness } from './stats.js';

/** Failed findings kept per case: enough to explain it, bounded for huge Q. */
const MAX_FINDINGS = 20;
const MAX_ERRORS = 5;

/** What the runner keeps for a case while its trials come in. */
export interface CaseRecord {
  readonly case: Case;
  tally: Tally;
  readonly findings: (Finding & { trial: number })[];
  readonly errors: string[];
  readonly kinds: Set<FindingKind>;
  hallucinatedTrials: number;
}

export function openCase(c: Case): CaseRecord {
  return { case: c, tally: EMPTY_TALLY, findings: [], errors: [], kinds: new Set(), hallucinatedTrials: 0 };
}

export function addTrial(r: CaseRecord, t: Trial): void {
  r.tally = record(r.tally, t.status);
  if (t.error && r.errors.length < MAX_ERRORS) r.errors.push(`trial ${t.trial}: ${t.error}`);
  let hallucinated = false;
  for (const f of t.findings) {
    if (f.status !== 'fail') continue;
    r.kinds.add(f.kind);
    hallucinated ||= f.kind === 'hallucination';
    if (r.findings.length < MAX_FINDINGS) r.findings.push({ ...f, trial: t.trial });
  }
  if (hallucinated) r.hallucinatedTrials++;
}

/** Whether the case's decision is fixed, so no more of its trials need to run. */
export const isSettled = (r: CaseRecord): boolean => settled(r.tally, r.case.Q, r.case.A) !== undefined;

/** How many of the case's trials may usefully run at once right now. */
export const usefulInFlight = (r: CaseRecord): number => trialsUntilSettled(r.tally, r.case.Q, r.case.A);

export function decide(r: CaseRecord): Decision {
  const { passes, fails, errors } = r.tally;
  const c = r.case;
  const status = settled(r.tally, c.Q, c.A) ?? 'error';
  return {
    id: c.id,
    category: c.category,
    ...(c.variant ? { transform: c.variant.transform } : {}),
    ...(c.turn ? { turn: { base: c.turn.base, index: c.turn.index } } : {}),
    ...(c.expectedBehavior ? { expectedBehavior: c.expectedBehavior } : {}),
    status,
    passes,
    fails,
    errors,
    trials: ran(r.tally),
    planned: c.Q,
    accept: c.A,
    passFraction: passes + fails === 0 ? 0 : passes / (passes + fails),
    interval: wilson(passes, passes + fails),
    flakiness: flakiness(passes, fails),
    kinds: status === 'pass' ? [] : [...r.kinds],
    findings: status === 'pass' ? [] : r.findings,
    errorMessages: r.errors,
    hallucinatedTrials: r.hallucinatedTrials,
  };
}
