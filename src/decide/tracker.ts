// The decisions being made while a run goes on: what the runner asks (may another trial of this
// case start?) and what it tells (this trial finished; this case gets no more). Each decision is
// handed on as it is made, with its case's place in the plan, and kept by nothing here: a run holds
// the cases in flight, not the decisions of the suite.
import type { Case, Counter, Decision, Finding, Message, Trial } from '../core/index.js';
import { addTrial, decide, isSettled, openCase, usefulInFlight, type CaseRecord } from './case.js';
import { ran } from './tally.js';

export interface Tracker {
  openings(c: Case): number;
  /** `history`: for a conversation turn, the messages before it. */
  record(c: Case, trial: Trial, text: string | undefined, history?: readonly Message[]): void;
  /** The case will get no more trials: its decision is made and handed on now, and its record let go. */
  finish(c: Case): void;
  /**
   * The run is over: a decision for each case never finished, in the cases' order — none after a
   * whole run; after a stopped one, the open and unreached cases as errors, or with `settledOnly`
   * only those whose decision was already fixed.
   */
  close(opts?: { readonly settledOnly?: boolean }): void;
  /** Trials folded in so far. */
  readonly trialsRun: number;
}

export interface TrackerOptions {
  /** Which counters a finding feeds (the checks' definitions say). */
  readonly countersOf: (f: Finding) => readonly Counter[];
  /** Run every one of a case's Q trials: no early stopping (the seed's flakiness protocol). */
  readonly allTrials?: boolean;
  /** Each decision as it is made, with its case's 0-based place among the cases given. */
  readonly onDecision: (d: Decision, position: number) => void;
}

export function trackDecisions(cases: readonly Case[], opts: TrackerOptions): Tracker {
  // Records are opened when a case's first trial is asked about and closed into a decision when it
  // is finished; a finished case leaves `waiting`, so nothing here holds it any more.
  const waiting = new Map(cases.map((c, position) => [c.id, { c, position }]));
  const records = new Map<string, CaseRecord>();
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
      const place = waiting.get(c.id);
      if (!r || !place) return;
      records.delete(c.id);
      waiting.delete(c.id);
      opts.onDecision(decide(r), place.position);
    },
    close({ settledOnly = false } = {}) {
      for (const [id, { c, position }] of waiting) {
        // A case never finished: still open (a stopped run), or never reached.
        const r = records.get(id) ?? (settledOnly ? undefined : openCase(c));
        if (r && (!settledOnly || isSettled(r))) opts.onDecision(decide(r), position);
      }
      waiting.clear();
      records.clear();
    },
    get trialsRun() {
      return trialsRun;
    },
  };
}
