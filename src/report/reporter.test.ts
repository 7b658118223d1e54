// The multiplexer: a reporter that throws — in a trial, at the end, synchronously or not — is
// reported by name and skipped from then on; the others still see everything.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { viewOf, type Case, type RunResult, type Trial } from '../core/index.js';
import { fromRoot } from '../../test/support/repo.js';
import { fanOut, type Reporter } from './reporter.js';

const run = viewOf(JSON.parse(await readFile(fromRoot('test', 'golden', 'run.json'), 'utf8')) as RunResult);
const trial: Trial = { caseId: 'A', trial: 0, status: 'pass', findings: [] };
const c = { id: 'A' } as Case;

function healthy(): Reporter & { seen: string[] } {
  const seen: string[] = [];
  return { name: 'healthy', seen, onTrial: (t) => void seen.push(t.caseId), onRunEnd: () => ['healthy wrote a file'] };
}

test('a reporter that throws on a trial is reported once and the others still see every trial and the end', async () => {
  const ok = healthy();
  let calls = 0;
  const broken: Reporter = {
    name: 'broken',
    onTrial: () => {
      calls++;
      throw new Error('disk full');
    },
    onRunEnd: () => ['never'],
  };
  const out = fanOut([broken, ok]);
  out.onTrial(trial, c);
  out.onTrial(trial, c);
  assert.equal(calls, 1, 'a broken reporter is not called again');
  assert.deepEqual(ok.seen, ['A', 'A']);
  assert.deepEqual(await out.onRunEnd(run, {}), { notes: ['healthy wrote a file'], failures: ['reporter "broken" failed: disk full'] });
});

test('a reporter whose end throws or rejects does not stop the ones after it', async () => {
  const ok = healthy();
  const throws: Reporter = { name: 'throws', onRunEnd: () => { throw new TypeError('bad render'); } };
  const rejects: Reporter = { name: 'rejects', onRunEnd: () => Promise.reject('no permission') };
  const { notes, failures } = await fanOut([throws, rejects, ok]).onRunEnd(run, {});
  assert.deepEqual(notes, ['healthy wrote a file']);
  assert.deepEqual(failures, ['reporter "throws" failed: bad render', 'reporter "rejects" failed: no permission']);
});

test('an async onTrial that rejects is caught and reported, not left as an unhandled rejection', async () => {
  const ok = healthy();
  const asyncBroken = { name: 'async', onTrial: async () => Promise.reject(new Error('socket closed')), onRunEnd: () => ['never'] } as unknown as Reporter;
  const out = fanOut([asyncBroken, ok]);
  out.onTrial(trial, c);
  await new Promise((r) => setImmediate(r));
  const { notes, failures } = await out.onRunEnd(run, {});
  assert.deepEqual(notes, ['healthy wrote a file']);
  assert.deepEqual(failures, ['reporter "async" failed: socket closed']);
});
