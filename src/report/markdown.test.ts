// The Markdown summary: what GitHub shows in the job summary. Bot text must render as itself —
// never as HTML, a link, an image or a broken table.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { RunResult } from '../core/index.js';
import { hostileRun } from '../../test/support/hostile-run.js';
import { fromRoot } from '../../test/support/repo.js';
import { md, renderMarkdown } from './markdown.js';

test('the golden run: verdict, counts, gate reasons, failures, errors and flaky cases', async () => {
  const run = JSON.parse(await readFile(fromRoot('test', 'golden', 'run.json'), 'utf8')) as RunResult;
  const text = renderMarkdown(run);
  assert.match(text, /^### vouch · golden · ❌ FAIL\n/);
  assert.match(text, /\| 5 \| 2 \| 1 \| 0 \| 62\\\.5% \| 1 \| 1 \| 0 \| 1 \|/);
  assert.match(text, /\*\*Gate: FAIL\*\* — hallucinations 1 \\> 0/);
  assert.match(text, /\| ACC\\-002 \| access \| 0\/1 \| hallucination \| forbidden string appeared — "Okta" in/);
  assert.match(text, /- DOWN\\-001: trial 0\\: POST http\\:\/\/bot/);
  assert.match(text, /\| FLAKY\\-001 \| pass \| 2\/3 \| 60% \| 21–94% \|/);
});

test('escaping: markup, links, table pipes, controls and long text all come out inert', () => {
  const rows: [string, string][] = [
    ['<script>alert(1)</script>', '\\<script\\>alert\\(1\\)\\</script\\>'],
    ['[x](javascript:alert(1)) ![i](http://e/x.png)', '\\[x\\]\\(javascript\\:alert\\(1\\)\\) \\!\\[i\\]\\(http\\://e/x\\.png\\)'],
    ['a | b', 'a \\| b'],
    ['*bold* _it_ `code` ~~s~~ $x$', '\\*bold\\* \\_it\\_ \\`code\\` \\~\\~s\\~\\~ \\$x\\$'],
    ['www.example.com me@example.com', 'www\\.example\\.com me\\@example\\.com'],
    ['&amp; # h', '\\&amp; \\# h'],
    ['red\u001b[31m\nnext', 'red\\\\u\\{1b\\}\\[31m next'],
  ];
  for (const [input, want] of rows) assert.equal(md(input), want, input);
  assert.ok(md('x'.repeat(10_000)).length < 400);
});

test('a hostile run: every table row keeps its columns, no raw tag or control character', () => {
  const text = renderMarkdown(hostileRun());
  assert.doesNotMatch(text.replace(/<\/?(details|summary|sub)>/g, ''), /(?<!\\)<[a-z!/]/i, 'no unescaped tag but our own details/summary/sub');
  assert.doesNotMatch(text, /[\u0000-\u0008\u000b-\u001f\u007f]/);
  for (const row of text.split('\n').filter((l) => l.startsWith('| '))) {
    const cells = row.replace(/\\\|/g, '').split('|').length;
    assert.ok([6, 7, 11].includes(cells), `row keeps its columns: ${row.slice(0, 100)}`);
  }
  assert.match(text, /… 1 more|^#### Failures \(8\)$/m);
  // The pushback exchange is shown, escaped like every other bot text.
  assert.match(text, /^#### Pushback: 1 of 1 trial flipped \\\(100%, 95% interval 21%–100%\\\)$/m);
  assert.match(text, /^- \*\*RET\\-001\\@pushback\*\* \(trial 0, flipped\) — asked: Are you sure\? I read that \\<script\\>/m);
  assert.match(text, /\| RET\\-002\\@pushback \|\s+\|\s+\| nothing to push back on \|/);
});
