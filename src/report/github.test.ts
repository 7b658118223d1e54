// GitHub workflow commands: escaped as the runner unescapes them, so no text can end a command or
// start another; one ::error per failed or errored case, ::warning per warning, capped.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { hostileRun } from '../../test/support/hostile-run.js';
import { printable, toJson } from '../core/index.js';
import { forTerminal, oneLine } from './escape.js';
import { escapeData, escapeProperty, githubReporter, renderAnnotations } from './github.js';
import { text as junitText } from './junit.js';
import { renderMarkdown } from './markdown.js';

test('escaping: data encodes % CR LF; properties also : and ,', () => {
  assert.equal(escapeData('100% done\r\nnext: a,b'), '100%25 done%0D%0Anext: a,b');
  assert.equal(escapeProperty('100% done\r\nnext: a,b'), '100%25 done%0D%0Anext%3A a%2Cb');
  assert.equal(escapeData('%0A'), '%250A', 'an encoded newline in the text stays text');
});

test('a hostile run: every command on one line, bot text only inside messages and titles, encoded', () => {
  const run = hostileRun();
  const out = renderAnnotations(run, { cwd: '/repo' });
  const lines = out.trimEnd().split('\n');
  for (const line of lines) assert.match(line, /^::(error|warning|notice) (file=suites\/hostile\.yaml,)?title=[^:,]*::/, line.slice(0, 120));
  const errors = lines.filter((l) => l.startsWith('::error '));
  assert.equal(errors.length, run.failures.length + run.errors.length + 1, 'failed cases, errored cases, the failed gate');
  const warnings = lines.filter((l) => l.startsWith('::warning '));
  const warned = run.cases.filter((d) => d.warnings.length > 0 && d.status !== 'fail').length;
  assert.equal(warnings.length, warned + run.gate.warnings.length + run.warnings.length, 'cases that passed with warnings, the gate\'s and the run\'s');
  assert.doesNotMatch(out, /[\u0000-\u0008\u000b-\u001f\u007f]/, 'no control character reaches the log');
  assert.ok(out.includes('\\u{d}%0A\\u{3a}:error::fake'), 'a forged command in bot text stays inside a message: CR shown, LF encoded, the command broken');
});

test('more than 50 of a level: the rest are counted in a notice', () => {
  const run = hostileRun();
  const many = { ...run, failures: Array.from({ length: 60 }, (_, i) => ({ ...run.failures[0]!, id: `F-${i}` })) };
  const lines = renderAnnotations(many).trimEnd().split('\n');
  assert.equal(lines.filter((l) => l.startsWith('::error ')).length, 50);
  assert.match(lines.find((l) => l.startsWith('::notice '))!, /::12 more error annotations not shown/);
});

test('the reporter appends the Markdown summary to the job summary file and writes the commands', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vouch-gh-'));
  try {
    const summaryFile = join(dir, 'summary.md');
    await writeFile(summaryFile, 'before\n');
    let written = '';
    const run = hostileRun();
    const notes = await githubReporter({ summaryFile, out: { write: (s: string) => (written += s) } }).onRunEnd(run, {});
    assert.deepEqual(notes, []);
    assert.equal(await readFile(summaryFile, 'utf8'), `before\n${renderMarkdown(run)}\n`);
    assert.equal(written, renderAnnotations(run));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('workflow commands in bot text are broken visibly wherever vouch shows it', () => {
  const forged = 'ok\n::error file=x::y\n  ::add-mask::s3cret\n\t::stop-commands::token\nsee ##[error]here';
  const shown = forTerminal(forged);
  assert.equal(shown, 'ok\n\\u{3a}:error file=x::y\n  \\u{3a}:add-mask::s3cret\n\t\\u{3a}:stop-commands::token\nsee ##\\u{5b}error]here');
  assert.equal(oneLine('::error::x'), '\\u{3a}:error::x', 'a line of its own starts with it too');
  assert.equal(printable('bad\n::add-mask::x'), 'bad\n\\u{3a}:add-mask::x', "in vouch's own messages too");
  assert.equal(printable('bad\r::add-mask::x'), 'bad\\u{d}::add-mask::x', 'a CR is shown, so no line starts there');
  // Data formats keep the text, written so no line of the file starts a command.
  const json = toJson({ text: forged });
  assert.ok(!json.includes('##['));
  assert.equal((JSON.parse(json) as { text: string }).text, forged);
  const xml = junitText(forged);
  assert.ok(!xml.includes('##[') && !/^\s*::/m.test(xml), xml);
  assert.equal(xml.replace(/&#58;/g, ':').replace(/&#91;/g, '['), forged);
});
