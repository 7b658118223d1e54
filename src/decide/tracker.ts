// The decisions being made while a run goes on: what the runner asks (may another trial of this
// case start?) and what it tells (this trial finished).
import type { Case, Counter, Decision, Finding, Message, Trial } from '../core/index.js';
import { addTrial, decide, isSettled, openCase, usefulInFlight, type CaseRecord } from './case.js';
import { ran } from './tally.js';

export interface Tracker {
  openings(c: Case): number;
  /** `history`: for a conversation turn, the messages before it. */
  record(c: Case, trial: Trial, text: string | undefined, history?: readonly Message[]): void;
  /** The case will get no more trials: its decision is made now and its record let go (memory follows the cases in flight). */
  finish(c: Case): void;
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
  // Records are opened when a case's first trial is asked about and closed into a decision when it
  // is finished; only the ids are kept for the order, so the cases themselves can be let go.
  const order = cases.map((c) => c.id);
  const waiting = new Map(cases.map((c) => [c.id, c]));
  const records = new Map<string, CaseRecord>();
  const decided = new Map<string, Decision>();
  let trialsRun = 0;
  const recordOf = (c: Case): CaseRecord => records.get(c.id) ?? records.set(c.id, openCase(c)).get(c.id)!;
  return {
    openings: (c) => {
      const r = recordOf(c);
      return opts.allTrials ? c.Q - ran(r.tally) : usefulInFlight(r);
    },
    record(c, trial, text, history) {
      trialsRun++;
      addTrial(recordOf(c), trial, text, opts.countersOf, history);
    },
    finish(c) {
      const r = records.get(c.id);
      if (!r || decided.has(c.id)) return;
      decided.set(c.id, decide(r));
      records.delete(c.id);
      waiting.delete(c.id);
    },
    decisions: ({ settledOnly = false } = {}) =>
      order.flatMap((id) => {
        const done = decided.get(id);
        if (done) return [done];
        // A case never finished: still open (a stopped run), or never reached.
        const c = waiting.get(id);
        const r = records.get(id) ?? (settledOnly || !c ? undefined : openCase(c));
        return !r || (settledOnly && !isSettled(r)) ? [] : [decide(r)];
      }),
    get trialsRun() {
      return trialsRun;
    },
  };
}
