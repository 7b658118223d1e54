// The same facts every time: trials of one case compared as they finish, each with those before it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeCase, makeContext } from '../../test/support/cases.js';
import { SEED_FALLBACK_PHRASE } from '../core/index.js';
import { consistency } from './consistency.js';
import { makeReply } from './reply.js';
import { trialMemory } from './trial-memory.js';

const reply = (text: string) => makeReply(text, { fallbackPhrases: [SEED_FALLBACK_PHRASE] });
const history = [{ role: 'user' as const, content: 'How long are backups kept?' }];

test('applies to cases of two or more trials, when the run keeps a memory of them', () => {
  const trials = trialMemory();
  assert.equal(consistency.applies(makeCase({ Q: 2 }), makeContext({ trials })), true);
  assert.equal(consistency.applies(makeCase({ Q: 1 }), makeContext({ trials })), false);
  assert.equal(consistency.applies(makeCase({ Q: 2 }), makeContext()), false);
});

test('a later trial that changes a value fails; one that says it in other words passes', async () => {
  const trials = trialMemory();
  const c = makeCase({ id: 'RET-1', Q: 3 });
  const ctx = (trial: number) => makeContext({ trials, history, trial });
  // The first trial to finish has nothing to compare: no finding.
  assert.equal(await consistency.run(reply('Backups are kept for 45 days.'), c, ctx(0)), undefined);
  const same = (await consistency.run(reply('Backups are kept for forty-five days.'), c, ctx(1)))!;
  assert.equal(same.status, 'pass');
  assert.equal(same.message, 'states the same values as trial 0');
  const changed = (await consistency.run(reply('Backups are kept for 30 days.'), c, ctx(2)))!;
  assert.deepEqual([changed.check, changed.kind, changed.status], ['consistency', 'conversation', 'fail']);
  assert.equal(changed.message, 'says "30 days" where trial 0 said "45 days" about the same thing (and 1 more change)');
  assert.deepEqual(changed.data?.changes, [{ trial: 0, said: '45 days', now: '30 days' }, { trial: 1, said: 'forty-five days', now: '30 days' }]);
  assert.deepEqual(changed.spans?.map((s) => s.label), ['trial 0 said "45 days"', 'trial 1 said "forty-five days"']);
});

test('a decided case is forgotten: memory follows the cases in flight', () => {
  const trials = trialMemory();
  trials.keep('A', 0, []);
  trials.forget('A');
  assert.deepEqual(trials.recall('A'), []);
});
