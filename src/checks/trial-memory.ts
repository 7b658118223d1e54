// What earlier trials of each case stated, so a trial can be compared with the ones before it (the
// consistency check). One per run, made by the session and handed to the checks in their context;
// a case's entry is let go when its decision is made, so memory follows the cases in flight.
import type { StatedFact } from '../reading/index.js';

export interface RememberedTrial {
  readonly trial: number;
  readonly facts: readonly StatedFact[];
}

export interface TrialMemory {
  /** The trials of `caseId` remembered so far, in the order they finished. */
  recall(caseId: string): readonly RememberedTrial[];
  /** Whether trial `n` of `caseId` is remembered. */
  has(caseId: string, n: number): boolean;
  keep(caseId: string, n: number, facts: readonly StatedFact[]): void;
  /** The case is decided: nothing more will be compared with it. */
  forget(caseId: string): void;
}

/** @example const memory = trialMemory(); memory.keep('RET-001', 0, facts); memory.recall('RET-001') */
export function trialMemory(): TrialMemory {
  const byCase = new Map<string, RememberedTrial[]>();
  return {
    recall: (caseId) => byCase.get(caseId) ?? [],
    has: (caseId, n) => byCase.get(caseId)?.some((t) => t.trial === n) === true,
    keep(caseId, n, facts) {
      const trials = byCase.get(caseId) ?? byCase.set(caseId, []).get(caseId)!;
      if (!trials.some((t) => t.trial === n)) trials.push({ trial: n, facts });
    },
    forget: (caseId) => void byCase.delete(caseId),
  };
}
