// The HTML page as text (the browser test loads it for real): one file, a strict policy whose
// hashes admit exactly our script and stylesheet, the data block unable to end early, huge texts
// capped, and the bundled script current with its sources.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { hostileRun, HUGE } from '../../../test/support/hostile-run.js';
import { fromRoot } from '../../../test/support/repo.js';
import { CLIENT_SCRIPT } from './client-script.js';
import { CONTENT_SECURITY_POLICY, renderHtml } from './index.js';
import { embeddedJson } from './model.js';
import { STYLE } from './style.js';
import { expand, isLight, MAX_REPLY, MAX_TEXT, type ViewCase, type ViewRun } from './view.js';

const sha = (s: string): string => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const html = renderHtml(hostileRun());

/** The data the page embeds, as its script reads it. */
const embedded = (page: string): ViewRun => {
  const start = page.indexOf('>', page.indexOf('<script type="application/json"')) + 1;
  return JSON.parse(page.slice(start, page.indexOf('</script>', start))) as ViewRun;
};
const full = (data: ViewRun, id: string): ViewCase => data.cases.find((d): d is ViewCase => !isLight(d) && d.id === id)!;

test('the policy refuses everything but our own script and stylesheet, which it names by hash', () => {
  assert.equal(
    CONTENT_SECURITY_POLICY,
    `default-src 'none'; script-src ${sha(CLIENT_SCRIPT)}; style-src ${sha(STYLE)}; img-src 'none'; base-uri 'none'; form-action 'none'`,
  );
  assert.ok(html.includes(`<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`));
  assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf('<style>'), 'the policy comes before anything it governs');
  assert.ok(html.includes(`<script>${CLIENT_SCRIPT}</script>`) && html.includes(`<style>${STYLE}</style>`), 'exactly the hashed texts are inlined');
});

test('one self-contained file: nothing is loaded from anywhere', () => {
  // The SVG namespace is a name, not an address anything is fetched from.
  const page = html.replace(/<script type="application\/json" id="vouch-data">[^<]*<\/script>/, '').replaceAll('http://www.w3.org/2000/svg', '');
  assert.ok(page.length < 100_000, 'what is left is the page itself');
  const found = page.match(/\s(src|href|action|srcset)=|@import|url\(|https?:\/\//gi);
  assert.equal(found, null, `references to elsewhere: ${found?.join(', ')}`);
});

test('the embedded data cannot close its element: every < > & is a \\u escape, and it parses back', () => {
  const json = embeddedJson({ text: '</script><script>alert(1)</script><!-- & \u2028' });
  assert.equal(json, '{"text":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028"}');
  assert.deepEqual(JSON.parse(json), { text: '</script><script>alert(1)</script><!-- & \u2028' });
  const block = html.slice(html.indexOf('<script type="application/json"'), html.indexOf('</script>') + 9);
  assert.equal(block.match(/</g)?.length, 2, 'the only < in the data block are its own tags');
});

test('texts are capped: the 1 MB reply to MAX_REPLY, every other string to MAX_TEXT; spans keep pointing into the reply', () => {
  const view = embedded(html);
  const huge = full(view, 'HUGE-001');
  assert.equal(huge.reply!.text, HUGE.slice(0, MAX_REPLY));
  assert.equal(huge.reply!.truncated, true);
  assert.ok(huge.findings[0]!.evidence!.length < MAX_TEXT + 50);
  assert.ok(html.length < 400_000, `report.html of a run with a 1 MB reply is ${html.length} characters`);
  const hostile = view.cases.find((d): d is ViewCase => !isLight(d) && d.id.startsWith('HOSTILE-'))!;
  const span = hostile.findings[0]!.spans![0]!;
  assert.equal(hostile.reply!.text.slice(span.start, span.end), 'Okta');
});

test('plain passes are embedded as compact rows the page expands to the same case; every other case in full', () => {
  const run = hostileRun();
  const data = embedded(html);
  assert.equal(data.cases.length, run.cases.length);
  for (const [i, d] of run.cases.entries()) {
    const shown = data.cases[i]!;
    const plain = d.status === 'pass' && d.fails === 0 && d.warnings.length === 0 && d.findings.length === 0 && d.errorMessages.length === 0 && d.counters.length === 0;
    assert.equal(isLight(shown), plain, d.id);
    if (!isLight(shown)) continue;
    const round = (x: number): number => Math.round(x * 10_000) / 10_000;
    assert.deepEqual(expand(shown), { ...d, interval: [round(d.interval[0]), round(d.interval[1])] }, d.id);
  }
  assert.ok(data.cases.some(isLight) && data.cases.some((c) => !isLight(c)), 'the run has both kinds');
});

test('client-script.ts is the bundle of client/ (after changing the client, run: node scripts/report-client.mjs)', async () => {
  const bundler = (await import(fromRoot('scripts', 'report-client.mjs'))) as { clientModule(): Promise<string>; OUTPUT: string };
  assert.equal(await readFile(bundler.OUTPUT, 'utf8'), await bundler.clientModule());
});
