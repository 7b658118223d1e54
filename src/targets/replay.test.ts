// Recorded responses: how lines map to trials and turns, bad lines, missing keys, and the replay target.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ConfigError, TargetError } from '../core/index.js';
import { loadRecorded, parseRecorded, replayTarget } from './replay.js';

const jsonl = (...lines: unknown[]): string => lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n');
const signal = new AbortController().signal;

describe('parseRecorded', () => {
  it('numbers lines for one id as trials in file order, ids compared as strings', () => {
    const r = parseRecorded('r.jsonl', jsonl({ id: 'A', response: 'a0' }, { id: 7, response: 's0' }, '', '  ', { id: 'A', response: 'a1' }, { id: '7', response: 's1' }));
    assert.equal(r.size, 4);
    assert.equal(r.get({ caseId: 'A', trial: 1 }), 'a1');
    assert.equal(r.get({ caseId: '7', trial: 0 }), 's0');
    assert.equal(r.get({ caseId: '7', trial: 1 }), 's1');
  });

  it('places lines by an explicit trial, in any order', () => {
    const r = parseRecorded('r.jsonl', jsonl({ id: 'A', trial: 2, response: 'two' }, { id: 'A', trial: 0, response: 'zero' }));
    assert.equal(r.get({ caseId: 'A', trial: 0 }), 'zero');
    assert.equal(r.get({ caseId: 'A', trial: 2 }), 'two');
    assert.equal(r.get({ caseId: 'A', trial: 1 }), undefined);
  });

  it('numbers a line without "trial" by the lines of its id before it, those with "trial" included', () => {
    const r = parseRecorded('r.jsonl', jsonl({ id: 'A', trial: 5, response: 'five' }, { id: 'A', response: 'one' }, { id: 'A', response: 'two' }, { id: 'B', response: 'b' }));
    assert.equal(r.get({ caseId: 'A', trial: 1 }), 'one');
    assert.equal(r.get({ caseId: 'A', trial: 2 }), 'two');
    assert.deepEqual([...r.trialsOf('A')].sort(), [1, 2, 5]);
    assert.deepEqual(r.trialsOf('B'), [0]);
    // A duplicate counts as a line too: the next line is trial 2, not a second duplicate of trial 1.
    assert.throws(
      () => parseRecorded('r.jsonl', jsonl({ id: 'A', trial: 1, response: 'x' }, { id: 'A', response: 'y' }, { id: 'A', response: 'z' })),
      (err: unknown) => err instanceof ConfigError && err.message === 'r.jsonl › line 2: A (trial 1) is already on line 1',
    );
  });

  it('keys conversation turns apart, each with its own trials', () => {
    const r = parseRecorded('r.jsonl', jsonl(
      { id: 'chain', turn: 0, response: 't0 r0' },
      { id: 'chain', turn: 1, response: 't1 r0' },
      { id: 'chain', turn: 0, response: 't0 r1' },
    ));
    assert.equal(r.get({ caseId: 'chain', turn: 0, trial: 1 }), 't0 r1');
    assert.equal(r.get({ caseId: 'chain', turn: 1, trial: 0 }), 't1 r0');
    assert.equal(r.get({ caseId: 'chain', trial: 0 }), undefined, 'a turn line does not answer a single-turn request');
  });

  it('reports every bad line at once, with its line number', () => {
    const text = jsonl({ id: 'ok', response: 'fine' }, '{"id": "A", "response": ', '[1]', { id: 'B' }, { id: '', response: 'x', trial: -1 }, { id: 'ok', trial: 0, response: 'again' });
    assert.throws(() => parseRecorded('r.jsonl', text), (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      const lines = err.message.split('\n');
      assert.equal(lines.length, 5);
      assert.match(lines[0]!, /^r\.jsonl › line 2: not valid JSON/);
      assert.match(lines[1]!, /^r\.jsonl › line 3: expected a JSON object/);
      assert.equal(lines[2], 'r.jsonl › line 4: "response" must be a string');
      assert.equal(lines[3], 'r.jsonl › line 5: "id" must be a non-empty string or a number; "trial" must be a whole number ≥ 0');
      assert.equal(lines[4], 'r.jsonl › line 6: ok (trial 0) is already on line 1');
      return true;
    });
  });

  it('lists the planned keys that have no line, once each, in plan order', () => {
    const r = parseRecorded('r.jsonl', jsonl({ id: 'A', response: 'a' }, { id: 'C', turn: 0, response: 'c' }));
    const planned = [
      { caseId: 'A', trial: 0 },
      { caseId: 'A', trial: 1 },
      { caseId: 'B', trial: 0 },
      { caseId: 'B', trial: 0 },
      { caseId: 'C', turn: 0, trial: 0 },
      { caseId: 'C', turn: 1, trial: 0 },
    ];
    assert.deepEqual(r.missing(planned), ['A (trial 1)', 'B (trial 0)', 'C (turn 1, trial 0)']);
  });
});

describe('replayTarget', () => {
  it('answers from the file and fails, without retry, on a request it has no line for', async () => {
    const target = replayTarget(parseRecorded('r.jsonl', jsonl({ id: 'A', response: 'recorded' })));
    assert.equal(target.id, 'replay:r.jsonl');
    assert.deepEqual(await target.send({ caseId: 'A', trial: 0, messages: [] }, signal), { text: 'recorded' });
    await assert.rejects(target.send({ caseId: 'A', trial: 1, messages: [] }, signal), (err: unknown) => {
      return err instanceof TargetError && !err.retryable && /r\.jsonl has no response for A \(trial 1\)/.test(err.message);
    });
  });
});

describe('loadRecorded', () => {
  const dir = mkdtemp(join(tmpdir(), 'vouch-replay-'));
  after(async () => rm(await dir, { recursive: true, force: true }));

  it('reads a file with CRLF line ends', async () => {
    const file = join(await dir, 'crlf.jsonl');
    await writeFile(file, '{"id":"A","response":"one"}\r\n{"id":"A","response":"two"}\r\n');
    const r = await loadRecorded(file);
    assert.equal(r.get({ caseId: 'A', trial: 1 }), 'two');
  });

  it('makes an unreadable file a ConfigError naming it', async () => {
    const file = join(await dir, 'absent.jsonl');
    await assert.rejects(loadRecorded(file), (err: unknown) => err instanceof ConfigError && err.message.includes(file));
  });
});
