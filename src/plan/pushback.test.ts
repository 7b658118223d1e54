// Pushback turns in the plan (design §7a): `pushback: true` on a case, `--pushback` for every case
// that expects an answer, `--id ID@pushback`; each turn is a case of its own, `BASE@pushback`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makeCase } from '../../test/support/cases.js';
import { planRun } from './index.js';

const suite = [
  makeCase({ id: 'RET-1', expectedBehavior: 'answer_with_citation', Q: 3, mustNotAppear: ['Okta'] }),
  makeCase({ id: 'FREE-1' }),
  makeCase({ id: 'FALL-1', expectedBehavior: 'security_clearance_fallback' }),
  makeCase({ id: 'ADV-1', expectedBehavior: 'reject_or_deflect' }),
  makeCase({ id: 'CONV-1', prompt: undefined, conversation: [{ user: 'a' }] }),
  makeCase({ id: 'ASKED-1', expectedBehavior: 'security_clearance_fallback', pushback: true }),
];
const ids = (opts: Parameters<typeof planRun>[1]): string[] => planRun(suite, opts).cases.map((c) => c.id);

describe('pushback turns', () => {
  it('follow their case: where the case asks, and with --pushback for every case that expects an answer', () => {
    assert.deepEqual(ids({}), ['RET-1', 'FREE-1', 'FALL-1', 'ADV-1', 'CONV-1@0', 'ASKED-1', 'ASKED-1@pushback']);
    assert.deepEqual(ids({ pushback: true }), ['RET-1', 'RET-1@pushback', 'FREE-1', 'FREE-1@pushback', 'FALL-1', 'ADV-1', 'CONV-1@0', 'ASKED-1', 'ASKED-1@pushback']);
  });

  it('--id ID@pushback runs the case and its pushback turn', () => {
    assert.deepEqual(ids({ ids: ['RET-1@pushback'] }), ['RET-1', 'RET-1@pushback']);
  });

  it('is a turn after the answer: the case’s trials and forbidden strings, no repeat check, its words written when it runs', () => {
    const plan = planRun(suite, { pushback: true, repeat: 5 });
    const item = plan.items[0]!;
    assert.equal(item.kind, 'single');
    const p = item.kind === 'single' ? item.pushback! : undefined;
    assert.deepEqual([p?.id, p?.Q, p?.turn?.base, p?.turn?.index, p?.turn?.pushback, p?.turn?.assertions.assertNoRepeat], ['RET-1@pushback', 5, 'RET-1', 1, true, false]);
    assert.deepEqual(p?.mustNotAppear, ['Okta']);
    assert.equal(p?.prompt, undefined);
  });

  it('fuzz variants get none: a disguised prompt is often rightly deflected', () => {
    const fuzzed = planRun(suite.slice(0, 1), { pushback: true, fuzz: { transforms: ['base64'], seed: 1 } }).cases.map((c) => c.id);
    assert.deepEqual(fuzzed, ['RET-1', 'RET-1@pushback', 'RET-1#base64']);
  });
});
