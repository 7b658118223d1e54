// Progress in a CI log (no terminal): a plain line every few seconds with done/total, failures so
// far and the rate — never a redrawn bar full of escape codes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { progressBar } from './progress.js';

function log(isTTY: boolean) {
  const lines: string[] = [];
  return { stream: { isTTY, write: (s: string) => lines.push(s) }, lines };
}

test('without a terminal: one line every 5 s by default, with done/total, failed, errored and the rate', () => {
  let now = 0;
  const { stream, lines } = log(false);
  const p = progressBar(100, stream, { now: () => now });
  for (let i = 0; i < 40; i++) {
    now += 250; // 4 trials a second
    p.tick(i % 10 === 0 ? 'fail' : i === 7 ? 'error' : 'pass');
  }
  p.done();
  assert.deepEqual(lines, [
    'progress: 20/100 trials · 2 failed · 1 errored · 4.0 trials/s\n',
    'progress: 40/100 trials · 4 failed · 1 errored · 4.0 trials/s\n',
  ]);
  assert.ok(lines.every((l) => !l.includes('\u001b') && !l.includes('\r')));
});

test('without a terminal: nothing after done, and no line for the last trial (the report follows)', () => {
  let now = 0;
  const { stream, lines } = log(false);
  const p = progressBar(3, stream, { now: () => now, everyMs: 1000 });
  now = 5000;
  p.tick('pass');
  p.tick('pass');
  p.tick('pass');
  p.done();
  p.tick('pass');
  assert.deepEqual(lines, ['progress: 1/3 trials · 0 failed · 0 errored · 0.2 trials/s\n']);
});

test('on a terminal: one line redrawn in place and cleared at the end', () => {
  let now = 0;
  const { stream, lines } = log(true);
  const p = progressBar(2, stream, { now: () => now, color: false });
  now = 200;
  p.tick('pass');
  p.done();
  assert.equal(lines.length, 2);
  assert.match(lines[0]!, /^\r█+░+ 1\/2 trials {2}✓1 ✗0 !0\u001b\[K$/);
  assert.equal(lines[1], '\r\u001b[K');
});
