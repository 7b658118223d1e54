// The decisions being made while a run goes on: what the runner asks (may another trial of this
// case start?) and what it tells (this trial finished).
import type { Case, Counter, Decision, Finding, Trial } from '../core/index.js';
import { addTrial, decide, isSettled, openCase, usefulInFlight, type CaseRecord } from './case.js';
import { ran } from './tally.js';

export interface Tracker {
  openings(c: Case): number;
  record(c: Case, trial: Trial, text: string | undefined): void;
  /** One decision per case, in the order the cases were given; `settledOnly` leaves out cases still open (a stopped run). */
  decisions(opts?: { readonly settledOnly?: boolean }): Decision[];
  /** Trials folded in so far. */
  readonly trialsRun: number;
}

export interface TrackerOptions {
  /** Which counters a finding feeds (the checks' definitions say). */
  readonly countersOf: (f: Finding) => readonly Counter[];
  /** Run every one of a case's Q trials: no early stopping (the seed's flakiness protocol). */
  readonly allTrials?: boolean;
}

export function trackDecisions(cases: readonly Case[], opts: TrackerOptions): Tracker {
  const records = new Map<string, CaseRecord>(cases.map((c) => [c.id, openCase(c)]));
  let trialsRun = 0;
  const recordOf = (c: Case): CaseRecord => records.get(c.id) ?? records.set(c.id, openCase(c)).get(c.id)!;
  return {
    openings: (c) => {
      const r = recordOf(c);
      return opts.allTrials ? c.Q - ran(r.tally) : usefulInFlight(r);
    },
    record(c, trial, text) {
      trialsRun++;
      addTrial(recordOf(c), trial, text, opts.countersOf);
    },
    decisions: ({ settledOnly = false } = {}) =>
      cases.flatMap((c) => {
        const r = recordOf(c);
        return settledOnly && !isSettled(r) ? [] : [decide(r)];
      }),
    get trialsRun() {
      return trialsRun;
    },
  };
}
