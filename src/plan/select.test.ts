// Choosing what runs: ids as vouch prints them and globs, and shards that are the same on every
// machine whatever the order of the suite.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makeCase } from '../../test/support/cases.js';
import { inShard, planRun } from './index.js';

const conv = makeCase({ id: 'CONV-1', category: 'conversation', prompt: undefined, conversation: [{ user: 'a' }, { user: 'b' }, { user: 'c' }] });
const suite = [
  ...['SOC2-001', 'SOC2-002', 'SOC2-010', 'ISO-001', 'ADV-001'].map((id) => makeCase({ id, category: id.split('-')[0]!.toLowerCase() })),
  conv,
];
const ids = (filters: string[], fuzz?: string[]): string[] =>
  planRun(suite, { ids: filters, ...(fuzz ? { fuzz: { transforms: fuzz, seed: 1 } } : {}) }).cases.map((c) => c.id);

describe('--id', () => {
  it('takes the ids vouch prints: ID, ID@turn (with the turns before it), ID#transform', () => {
    assert.deepEqual(ids(['ISO-001']), ['ISO-001']);
    assert.deepEqual(ids(['CONV-1@1']), ['CONV-1@0', 'CONV-1@1'], 'a turn needs the history before it');
    assert.deepEqual(ids(['ADV-001#base64']), ['ADV-001#base64']);
    assert.deepEqual(ids(['ADV-001#base64', 'ISO-001']), ['ISO-001', 'ADV-001#base64'], 'variants come after the cases, as in a fuzzed run');
  });

  it('says so when ID#transform names a case that has no variants (conversations are not fuzzed), instead of running nothing', () => {
    assert.deepEqual(planRun(suite, { ids: ['CONV-1#leetspeak'] }).unmatched, ['id "CONV-1#leetspeak" (only single-prompt cases have fuzz variants)']);
  });

  it('takes globs over base ids, and over transforms with #*', () => {
    assert.deepEqual(ids(['SOC2-00*']), ['SOC2-001', 'SOC2-002']);
    assert.deepEqual(ids(['SOC2-0?0', 'I*']), ['SOC2-010', 'ISO-001']);
    assert.deepEqual(ids(['{ISO,ADV}-001']), ['ISO-001', 'ADV-001']);
    assert.equal(ids(['ADV-001#*']).length, 12, 'every transform of one case');
  });

  it('says which values matched nothing', () => {
    assert.deepEqual(planRun(suite, { ids: ['NOPE-*', 'ISO-001'], categories: ['Iso', 'gdpr'] }).unmatched, ['category "gdpr"', 'id "NOPE-*"']);
  });
});

describe('--shard', () => {
  const many = Array.from({ length: 400 }, (_, i) => makeCase({ id: `CASE-${i}` }));

  it('is FNV-1a of the id: a pinned value, so every machine and version splits alike', () => {
    // FNV-1a 32-bit of "a" is 0xe40c292c = 3826002220; 3826002220 % 4 = 0 → shard 1 of 4.
    assert.equal(inShard('a', { index: 1, count: 4 }), true);
    assert.equal(inShard('a', { index: 2, count: 4 }), false);
    // 3826002220 % 7 = 5 → shard 6 of 7.
    assert.equal(inShard('a', { index: 6, count: 7 }), true);
  });

  it('puts each case in exactly one shard, whatever the order of the suite, and roughly evenly', () => {
    const shardOf = (cases: typeof many) => {
      const at = new Map<string, number>();
      for (let i = 1; i <= 4; i++) for (const c of planRun(cases, { shard: { index: i, count: 4 } }).cases) at.set(c.id, (at.has(c.id) ? 100 : 0) + i);
      return at;
    };
    const forward = shardOf(many);
    assert.equal(forward.size, many.length);
    assert.ok([...forward.values()].every((i) => i >= 1 && i <= 4), 'no case in two shards');
    assert.deepEqual(shardOf([...many].reverse()), forward, 'the order of the suite changes nothing');
    const sizes = [1, 2, 3, 4].map((i) => [...forward.values()].filter((v) => v === i).length);
    assert.ok(sizes.every((n) => n > 60 && n < 140), `even enough: ${sizes}`);
  });

  it("keeps a conversation's turns together (one shard runs the whole history) and says where each case stands in the whole plan", () => {
    const shares = [1, 2, 3].map((i) => planRun(suite, { shard: { index: i, count: 3 } }));
    const holding = shares.filter((p) => p.cases.some((c) => c.id.startsWith('CONV-1@')));
    assert.equal(holding.length, 1);
    assert.deepEqual(holding[0]!.cases.filter((c) => c.turn).map((c) => c.id), ['CONV-1@0', 'CONV-1@1', 'CONV-1@2']);
    const whole = planRun(suite).cases.map((c) => c.id);
    for (const p of shares) {
      assert.equal(p.total, whole.length);
      assert.deepEqual(p.positions!.map((at) => whole[at]), p.cases.map((c) => c.id));
    }
  });
});
