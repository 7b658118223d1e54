// Decide stage: a case's trials → its Decision (pass / fail / error / skipped, passes of trials,
// 95% interval, flakiness, the counters it feeds). Trials are folded in one at a time, so memory
// holds per-case tallies and a few findings, never every response.
export { openCase, addTrial, decide, isSettled, usefulInFlight, MAX_REPLY_CHARS, MAX_EXCHANGE_CHARS, type CaseRecord } from './case.js';
export { passesNeeded, settled, trialsUntilSettled, record, EMPTY_TALLY, type Tally } from './tally.js';
export { wilson, flakiness } from './stats.js';
export { openFold, foldDecision, closeFold, foldAll, ORIGINAL, type Fold, type Folded, type Counts } from './fold.js';
export { trackDecisions, type Tracker, type TrackerOptions } from './tracker.js';
