// JUnit XML: validated against schema/junit.xsd (our own schema of the Ant/Jenkins format) by
// libxml2 (xmllint-wasm, offline), with hostile bot text that XML must escape or cannot carry.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { RunResult } from '../core/index.js';
import { hostileRun } from '../../test/support/hostile-run.js';
import { junitProblems } from '../../test/support/junit-schema.js';
import { fromRoot } from '../../test/support/repo.js';
import { attr, renderJunit, text } from './junit.js';

const golden = JSON.parse(await readFile(fromRoot('test', 'golden', 'run.json'), 'utf8')) as RunResult;

test('the golden run: one testcase per case, classname = category, failures with kinds and evidence, errors, flaky properties', async () => {
  const xml = renderJunit(golden);
  assert.deepEqual(await junitProblems(xml), []);
  assert.equal(xml.match(/<testcase /g)?.length, golden.cases.length);
  assert.match(xml, /<testsuite name="golden" tests="8" failures="2" errors="1" skipped="0" time="1.000" timestamp="2026-01-01T00:00:00Z">/);
  assert.match(xml, /<testcase name="ACC-002" classname="access">\n {6}<failure message="0\/1 trials passed · hallucination — forbidden string appeared" type="hallucination">/);
  assert.match(xml, /\[hallucination\/mustNotAppear\] trial 0: forbidden string appeared\n {2}evidence: "Okta" in/);
  assert.match(xml, /<testcase name="DOWN-001" classname="incidents">\n {6}<error message="trial 0: POST http:\/\/bot\/api\/chat answered 503 Service Unavailable" type="error">/);
  assert.match(xml, /<testcase name="FLAKY-001" classname="access">\n {6}<properties>\n {8}<property name="flakiness" value="flaky"\/>/);
  assert.match(xml, /<property name="interval95" value="0.208-0.939"\/>/);
  assert.match(xml, /<property name="vouch.gate.failed" value="hallucinations 1 &gt; 0"\/>/);
});

test('hostile bot text: escaped, forbidden characters made visible, still valid; skipped cases as <skipped>', async () => {
  const xml = renderJunit(hostileRun());
  assert.deepEqual(await junitProblems(xml), []);
  assert.doesNotMatch(xml, /<script|<img|<svg|<a href|<iframe/);
  assert.doesNotMatch(xml, /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/, 'no raw control character');
  assert.ok(!/[\ud800-\udbff](?![\udc00-\udfff])/.test(xml), 'no lone surrogate');
  assert.match(xml, /\\u\{1b\}\[31mRED/);
  assert.match(xml, /<testcase name="SKIP-001" classname="judge">\n {6}<skipped message="every check was skipped/);
  assert.ok(xml.length < 200_000, `the 1 MB reply is capped (${xml.length} characters)`);
});

test('escaping, character by character', () => {
  const rows: [string, string, string][] = [
    ['a < b & c > d', 'a &lt; b &amp; c &gt; d', 'a &lt; b &amp; c &gt; d'],
    ['say "hi"', 'say "hi"', 'say &quot;hi&quot;'],
    ['line\nnext\ttab', 'line\nnext\ttab', 'line&#10;next&#9;tab'],
    ['cr\rhere', 'cr&#13;here', 'cr&#13;here'],
    ['esc\u001b[0m nul\u0000 del\u007f', 'esc\\u{1b}[0m nul\\u{0} del\\u{7f}', 'esc\\u{1b}[0m nul\\u{0} del\\u{7f}'],
    ['lone \ud800 pair \ud83d\ude00 ffff\uffff', 'lone \\u{d800} pair \ud83d\ude00 ffff\\u{ffff}', 'lone \\u{d800} pair \ud83d\ude00 ffff\\u{ffff}'],
  ];
  for (const [input, asText, asAttr] of rows) {
    assert.equal(text(input), asText, JSON.stringify(input));
    assert.equal(attr(input), asAttr, JSON.stringify(input));
  }
});
