// The run stage with an in-process scripted bot: retries (Retry-After honoured), timeouts, the
// concurrency bound, early stopping, conversations, stopping and resuming.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TargetError, type Case, type Finding, type Trial } from '../core/index.js';
import { planRun } from '../plan/index.js';
import { scriptedTarget, type TargetRequest } from '../targets/index.js';
import { makeCase, trackedDecisions } from '../../test/support/cases.js';
import { delayFor, runPlan, withRetry, type CheckReply, type RunOptions } from './index.js';

/** A check that passes replies containing "good". */
const check: CheckReply = async (_c, text) => [{ check: 't', kind: 'signal', status: text.includes('good') ? 'pass' : 'fail', message: '' } satisfies Finding];

function options(cases: readonly Case[], answer: (r: TargetRequest) => string | Error | Promise<string | Error>, over: Partial<RunOptions> = {}) {
  const trials: Trial[] = [];
  const { tracker, decisions } = trackedDecisions(cases);
  const opts: RunOptions = {
    target: scriptedTarget(answer),
    policy: { retries: 2, timeoutMs: 1000, baseDelayMs: 1, maxDelayMs: 2 },
    maxResponseBytes: 1024,
    check,
    tracker,
    concurrency: 4,
    onTrial: (t) => trials.push(t),
    ...over,
  };
  return { opts, trials, tracker, decisions };
}

test('a retryable failure is tried again after the server\'s Retry-After, not the backoff', async () => {
  let calls = 0;
  const started = performance.now();
  const reply = await withRetry(
    async () => {
      if (++calls === 1) throw new TargetError('503', { retryable: true, retryAfterMs: 120 });
      return 'good';
    },
    { retries: 3, timeoutMs: 1000, baseDelayMs: 1 },
  );
  assert.equal(reply, 'good');
  assert.equal(calls, 2);
  assert.ok(performance.now() - started >= 110, 'waited for Retry-After');
  const capped = delayFor(0, new TargetError('429', { retryable: true, retryAfterMs: 3_600_000 }), { retries: 1, timeoutMs: 1, maxRetryAfterMs: 60_000 });
  assert.equal(capped, 60_000);
});

test('non-retryable failures are not retried; retryable ones stop after `retries` and make an error trial', async () => {
  const c = makeCase({ id: 'A' });
  let calls = 0;
  const fatal = options([c], () => {
    calls++;
    return new TargetError('400', { retryable: false });
  });
  await runPlan(planRun([c]), fatal.opts);
  assert.equal(calls, 1);
  assert.equal(fatal.trials[0]?.status, 'error');
  calls = 0;
  const flaky = options([c], () => {
    calls++;
    return new TargetError('503', { retryable: true });
  });
  await runPlan(planRun([c]), flaky.opts);
  assert.equal(calls, 3, 'the first try and two retries');
  assert.match(flaky.trials[0]?.error ?? '', /503/);
});

test('each attempt gets its own timeout; a bot that never answers makes an error, not a hang', async () => {
  const c = makeCase({ id: 'slow' });
  const { opts, trials } = options([c], () => 'unused', { policy: { retries: 0, timeoutMs: 50 } });
  // Answers only when its signal aborts, as a real target does on its timeout.
  const silent = (_r: TargetRequest, signal: AbortSignal) =>
    new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new TargetError('timed out', { retryable: true }))));
  await runPlan(planRun([c]), { ...opts, target: { id: 'silent', send: silent } });
  assert.equal(trials[0]?.status, 'error');
  assert.match(trials[0]?.error ?? '', /timed out/);
});

test('never more than `concurrency` in flight, and a case stops as soon as its decision is fixed', async () => {
  const cases = Array.from({ length: 6 }, (_, i) => makeCase({ id: `C${i}`, Q: 5, A: 1 }));
  let inFlight = 0;
  let most = 0;
  const sent: string[] = [];
  const { opts, decisions } = options(cases, async (r) => {
    inFlight++;
    most = Math.max(most, inFlight);
    sent.push(`${r.caseId}:${r.trial}`);
    await new Promise((done) => setTimeout(done, 5));
    inFlight--;
    return r.caseId === 'C0' ? 'bad' : 'good';
  }, { concurrency: 3 });
  await runPlan(planRun(cases), opts);
  assert.ok(most <= 3, `at most 3 in flight, saw ${most}`);
  // A = 1: the first failing trial settles C0, so no other trial of it is ever sent.
  assert.deepEqual(sent.filter((s) => s.startsWith('C0:')), ['C0:0']);
  assert.equal(sent.filter((s) => s.startsWith('C1:')).length, 5);
  assert.deepEqual(decisions().map((d) => d.status), ['fail', 'pass', 'pass', 'pass', 'pass', 'pass']);
});

test('--all-trials runs every trial even once the decision is fixed', async () => {
  const c = makeCase({ id: 'C', Q: 4, A: 1 });
  const { tracker, decisions } = trackedDecisions([c], { allTrials: true });
  const { opts } = options([c], () => 'bad');
  let sent = 0;
  const bad = scriptedTarget(() => {
    sent++;
    return 'bad';
  });
  await runPlan(planRun([c]), { ...opts, tracker, target: bad });
  assert.equal(sent, 4);
  assert.equal(decisions()[0]?.status, 'fail');
});

test('a conversation sends the whole history each turn; a broken turn leaves the rest as errors', async () => {
  const conv = makeCase({ id: 'K', prompt: undefined, conversation: [{ user: 'one' }, { user: 'two' }, { user: 'three' }] });
  const seen: string[][] = [];
  const { opts, trials } = options([], (r) => {
    seen.push(r.messages.map((m) => `${m.role}:${m.content}`));
    return r.turn === 1 ? new TargetError('gone', { retryable: false }) : `good ${r.turn}`;
  });
  const plan = planRun([conv]);
  await runPlan(plan, { ...opts, tracker: trackedDecisions(plan.cases).tracker });
  assert.deepEqual(seen, [['user:one'], ['user:one', 'assistant:good 0', 'user:two']]);
  assert.deepEqual(trials.map((t) => [t.caseId, t.status]), [['K@0', 'pass'], ['K@1', 'error'], ['K@2', 'error']]);
  assert.equal(trials[2]?.error, 'turn 1 of the conversation failed');
});

test('stop: no trial starts after it, those in flight finish, and the run says it stopped', async () => {
  const cases = Array.from({ length: 10 }, (_, i) => makeCase({ id: `S${i}` }));
  const stop = new AbortController();
  const sent: string[] = [];
  const { opts, trials } = options(cases, async (r) => {
    sent.push(r.caseId);
    if (r.caseId === 'S1') stop.abort();
    await new Promise((done) => setTimeout(done, 5));
    return 'good';
  }, { concurrency: 2, stop: stop.signal });
  const outcome = await runPlan(planRun(cases), opts);
  assert.deepEqual(sent, ['S0', 'S1']);
  assert.equal(trials.length, 2, 'the trials in flight finished');
  assert.equal(outcome.stopped, true);

  const repeated = [makeCase({ id: 'Q', Q: 3, A: 1 })];
  const halt = new AbortController();
  const once = options(repeated, () => {
    halt.abort();
    return 'good';
  }, { stop: halt.signal });
  assert.equal((await runPlan(planRun(repeated), once.opts)).stopped, true, 'a case left with trials to run makes the run partial');
  assert.equal(once.trials.length, 1);

  const late = new AbortController();
  const whole = options(cases, () => 'good', { stop: late.signal });
  const finished = await runPlan(planRun(cases), whole.opts);
  late.abort();
  assert.equal(finished.stopped, false, 'a stop after the last trial leaves the run whole');
});

test('reused trials are folded in as they were and never sent; the rest run, each once', async () => {
  const cases = [...Array.from({ length: 4 }, (_, i) => makeCase({ id: `R${i}`, Q: 3, A: 1 }))];
  const conv = makeCase({ id: 'K', prompt: undefined, conversation: [{ user: 'one' }, { user: 'two' }] });
  const plan = planRun([...cases, conv]);
  const journal = new Map<string, { trial: Trial; text: string }>();
  const keep = (caseId: string, n: number, text: string): void =>
    void journal.set(`${caseId}:${n}`, { trial: { caseId, trial: n, status: 'pass', response: { text, latencyMs: 1 }, findings: [] }, text });
  keep('R0', 0, 'good journaled');
  keep('R0', 1, 'good journaled');
  keep('K@0', 0, 'good first turn, from the journal');
  const sent: string[] = [];
  const seenHistory: string[][] = [];
  const { opts, trials } = options(plan.cases, (r) => {
    sent.push(`${r.caseId}${r.turn === undefined ? '' : `@${r.turn}`}:${r.trial}`);
    if (r.turn !== undefined) seenHistory.push(r.messages.map((m) => m.content));
    return 'good';
  }, { reuse: (c, n) => journal.get(`${c.id}:${n}`) });
  await runPlan(plan, opts);
  assert.deepEqual(sent.filter((s) => s.startsWith('R0')), ['R0:2']);
  assert.equal(sent.filter((s) => s.startsWith('R1')).length, 3);
  assert.deepEqual(sent.filter((s) => s.startsWith('K')), ['K@1:0'], 'the conversation goes on from the journaled turn');
  assert.deepEqual(seenHistory, [['one', 'good first turn, from the journal', 'two']]);
  assert.equal(trials.length, 4 * 3 + 2, 'every trial is reported, reused ones included');
});

test('a second signal aborts trials in flight: they are dropped, never recorded as errors', async () => {
  const cases = Array.from({ length: 4 }, (_, i) => makeCase({ id: `A${i}` }));
  const stop = new AbortController();
  const abort = new AbortController();
  const { opts, trials } = options(cases, () => 'unused', { concurrency: 2, stop: stop.signal, signal: abort.signal });
  const hanging = (r: TargetRequest, signal: AbortSignal) =>
    new Promise<never>((_, reject) => {
      if (r.caseId === 'A1') {
        stop.abort();
        setTimeout(() => abort.abort(), 5);
      }
      signal.addEventListener('abort', () => reject(new TargetError('aborted', { retryable: true })));
    });
  const outcome = await runPlan(planRun(cases), { ...opts, target: { id: 'hanging', send: hanging } });
  assert.deepEqual(trials, []);
  assert.equal(outcome.stopped, true);
});

test('a reply over the size cap is an error trial, never a truncated pass', async () => {
  const c = makeCase({ id: 'big' });
  const { opts, trials } = options([c], () => `good ${'x'.repeat(2000)}`);
  await runPlan(planRun([c]), opts);
  assert.equal(trials[0]?.status, 'error');
  assert.match(trials[0]?.error ?? '', /exceeded 1024 bytes/);
});

test('a pushback turn: the answer, then the words the run is given for it, with the whole history; none once decided or when the answer failed', async () => {
  const c = makeCase({ id: 'P', prompt: 'How long?', pushback: true, Q: 2 });
  const plan = planRun([c]);
  const sent: TargetRequest[] = [];
  const asked = { stated: '45 days', perturbed: '30 days', claim: 'it is 30 days', message: 'Are you sure? I read that it is 30 days.' };
  const answer = (r: TargetRequest): string => {
    sent.push(r);
    return 'good: 45 days';
  };
  const { opts, trials, decisions } = options(plan.cases, answer, { pushback: () => asked });
  await runPlan(plan, opts);
  assert.deepEqual(sent.map((r) => [r.caseId, r.trial, r.turn, r.messages.length]), [['P', 0, undefined, 1], ['P', 0, 1, 3], ['P', 1, undefined, 1], ['P', 1, 1, 3]]);
  assert.deepEqual(sent[1]!.messages.map((m) => m.content), ['How long?', 'good: 45 days', asked.message]);
  assert.deepEqual(trials.filter((t) => t.caseId === 'P@pushback').map((t) => t.pushback), [asked, asked]);
  assert.deepEqual(decisions().map((d) => [d.id, d.status]), [['P', 'pass'], ['P@pushback', 'pass']]);

  // Nothing to push back on: the finding the run is given is the turn's trial, and nothing is sent.
  const none = options(plan.cases, () => 'good', { pushback: () => ({ check: 'pushback', kind: 'conversation', status: 'skipped', message: 'nothing to push back on' }) });
  await runPlan(planRun([c]), none.opts);
  assert.deepEqual(none.trials.map((t) => [t.caseId, t.status]), [['P', 'pass'], ['P@pushback', 'skipped'], ['P', 'pass']]);

  // The answer failed: the turn cannot be asked.
  const failed = options(plan.cases, () => new TargetError('400', { retryable: false }), { pushback: () => asked });
  await runPlan(planRun([c]), failed.opts);
  assert.deepEqual(failed.trials.map((t) => [t.caseId, t.status, t.error]).slice(0, 2), [['P', 'error', '400'], ['P@pushback', 'error', 'the answer to push back on failed']]);
});
