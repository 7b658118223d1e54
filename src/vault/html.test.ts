// HTML documents: title, sections, prose, list items with their numbers, table rows as statements,
// and the text no reader sees left out.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { html, parseHtml } from './html.js';
import type { VaultDoc } from './types.js';

const outline = (doc: VaultDoc): string[] => doc.sections.map((s) => `${s.depth} ${s.heading}: ${s.passages.map((p) => `[${p.kind}] ${p.text}`).join(' | ')}`);
const passages = (body: string): string[] => parseHtml('a.html', body).sections.flatMap((s) => s.passages.map((p) => `[${p.kind}] ${p.text}`));

describe('HTML', () => {
  test('<title> names the page, else its first <h1>, else the file; h1–h6 open sections', () => {
    const page = '<html><head><title>Subprocessor List</title></head><body><p>Intro.</p><h1>Vendors</h1><p>We use two.</p><h3>Hosting</h3><p>AWS hosts it.</p></body></html>';
    const doc = parseHtml('Vendors.html', page);
    assert.equal(doc.title, 'Subprocessor List');
    assert.deepEqual(outline(doc), ['0 Subprocessor List: [sentence] Intro.', '1 Vendors: [sentence] We use two.', '3 Hosting: [sentence] AWS hosts it.']);
    assert.equal(parseHtml('a.html', '<p>Intro.</p><h1>Vendors &amp; <em>Hosts</em></h1>').title, 'Vendors & Hosts');
    assert.equal(parseHtml('dir/Page_v3.htm', '<p>No heading.</p>').title, 'Page_v3');
  });

  test('scripts, styles, templates and an <svg> title are never read; entities are decoded', () => {
    const doc = parseHtml('a.html', '<title>T</title><style>p { color: red }</style><script>var s = "<p>Okta</p>";</script><template><p>Hidden</p></template><svg><title>Icon</title></svg><p>Keys rotate &ndash; every 90&nbsp;days.</p><noscript>Enable JS.</noscript>');
    assert.equal(doc.title, 'T');
    assert.deepEqual(outline(doc), ['0 T: [sentence] Keys rotate – every 90 days.']);
    assert.ok(!/okta|hidden|icon|color|enable/i.test(doc.body), doc.body);
  });

  test("an <ol>'s items keep their numbers (start, value, reversed); a <ul>'s are bare; nested lists follow their item's own text", () => {
    assert.deepEqual(passages('<ol><li>Open a ticket.</li><li>Page on-call.</li></ol>'), ['[step] Step 1: Open a ticket.', '[step] Step 2: Page on-call.']);
    assert.deepEqual(passages('<ol start="3"><li>Three</li><li value="7">Seven</li><li>Eight</li></ol>'), ['[step] Step 3: Three', '[step] Step 7: Seven', '[step] Step 8: Eight']);
    assert.deepEqual(passages('<ol reversed start="2"><li>Two</li><li>One</li></ol>'), ['[step] Step 2: Two', '[step] Step 1: One']);
    assert.deepEqual(passages('<ul><li>Laptop<ol><li>Encrypt it</li></ol></li><li><p>Badge</p><p>worn visibly</p></li></ul>'), [
      '[item] Laptop',
      '[step] Step 1: Encrypt it',
      '[item] Badge worn visibly',
    ]);
  });

  test('table rows are statements under their header row, as a Markdown table\'s are', () => {
    const head = '<table><thead><tr><th>Tier</th><th>RTO</th></tr></thead><tbody><tr><td>0</td><td>4 hours</td></tr><tr><td>1</td><td></td></tr></tbody></table>';
    assert.deepEqual(passages(head), ['[row] Tier: 0; RTO: 4 hours', '[row] Tier: 1']);
    // No <thead>, a first row of <th>; no <th> at all, the first row (as Word writes tables).
    assert.deepEqual(passages('<table><tr><th>Vendor</th><th>Region</th></tr><tr><td>AWS</td><td>eu-west-1</td></tr></table>'), ['[row] Vendor: AWS; Region: eu-west-1']);
    assert.deepEqual(passages('<table><tr><td><p>Vendor</p></td><td>Region</td></tr><tr><td>AWS<br>S3</td><td>eu-west-1</td></tr></table>'), ['[row] Vendor: AWS S3; Region: eu-west-1']);
    // A table of names and values: each row names itself in a <th>.
    assert.deepEqual(passages('<table><tr><th>RTO</th><td>4 hours</td></tr><tr><th>RPO</th><td>15 minutes</td></tr></table>'), ['[row] RTO: 4 hours', '[row] RPO: 15 minutes']);
    // A header spanning two columns heads both; a body cell spanning two is said once.
    assert.deepEqual(passages('<table><tr><th colspan="2">Window</th><th>Team</th></tr><tr><td>Mon</td><td>Tue</td><td>SRE</td></tr><tr><td colspan="2">All week</td><td>NOC</td></tr></table>'), [
      '[row] Window: Mon; Window: Tue; Team: SRE',
      '[row] Window: All week; Team: NOC',
    ]);
  });

  test('unclosed tags still give their text: an unclosed table, list item and paragraph', () => {
    assert.deepEqual(passages('<p>First.<p>Second.<ul><li>One<li>Two</ul><table><tr><td>A<td>B<tr><td>1<td>2'), ['[sentence] First.', '[sentence] Second.', '[item] One', '[item] Two', '[row] A: 1; B: 2']);
  });

  test('the body is the text a reader sees, one block a line', () => {
    assert.equal(parseHtml('a.html', '<h1>Keys</h1><p>Rotate <b>yearly</b>.</p><ul><li>HSM</li></ul>').body, 'Keys\nRotate yearly.\nHSM');
  });

  test('a declared charset is honoured; binary bytes under an .html name are a problem', async () => {
    const latin = new Uint8Array([...Buffer.from('<meta charset="iso-8859-1"><title>Caf'), 0xe9, ...Buffer.from('</title><p>Open.</p>')]);
    const read = await html.read('a.html', latin);
    assert.ok('doc' in read && read.doc.title === 'Café');
    assert.deepEqual(await html.read('a.html', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0])), { problem: 'it holds binary data, not text' });
  });
});
