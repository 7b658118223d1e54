// A PDF's lines → sections: the outline when there is one, else font sizes; paragraphs from spacing.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { layoutDoc, type PdfLine } from './pdf-layout.js';
import type { VaultDoc } from './types.js';

const outline = (doc: VaultDoc): string[] => doc.sections.map((s) => `${s.depth} ${s.heading}: ${s.passages.map((p) => `[${p.kind}] ${p.text}`).join(' | ')}`);
/** Lines down a page from y = 700, each `size` points and spaced as a word processor spaces them. */
function page(n: number, lines: readonly (readonly [string, number?])[]): PdfLine[] {
  let y = 700;
  return lines.map(([text, size = 10]) => {
    y -= size * 1.4;
    return { page: n, y, size, text };
  });
}

describe('PDF layout', () => {
  test('no outline: lines set larger than the body are headings, the largest depth 1; the first is the title', () => {
    const lines = page(1, [['Incident Response Plan', 20], ['Severity', 14], ['Severity 1 is answered in 15 minutes.'], ['Customers hear within 72 hours.'], ['Escalation', 14], ['Paging', 12], ['1. Page the on-call engineer.'], ['2. Open a bridge.']]);
    const doc = layoutDoc('Plan.pdf', { lines, outline: [] });
    assert.equal(doc.title, 'Incident Response Plan');
    assert.deepEqual(outline(doc), [
      '1 Incident Response Plan: ',
      '2 Severity: [sentence] Severity 1 is answered in 15 minutes. | [sentence] Customers hear within 72 hours.',
      '2 Escalation: ',
      '3 Paging: [step] Step 1: Page the on-call engineer. | [step] Step 2: Open a bridge.',
    ]);
  });

  test('an outline gives the sections: each entry at the line reading as its title, or at its page and height', () => {
    const lines = [...page(1, [['Backup Policy', 18], ['Scope', 12], ['Backups are kept 35 days.']]), ...page(2, [['Restores are tested quarterly.'], ['By the SRE team.']])];
    const doc = layoutDoc('Backup_Policy_v2.pdf', {
      title: 'Backup Policy',
      lines,
      outline: [
        { title: 'Scope', depth: 1, page: 1, top: 700 },
        // No line reads "Restore testing": the entry opens where it points, and the line stays prose.
        { title: 'Restore testing', depth: 2, page: 2, top: 700 },
      ],
    });
    assert.equal(doc.title, 'Backup Policy');
    assert.deepEqual(outline(doc), ['1 Scope: [sentence] Backups are kept 35 days.', '2 Restore testing: [sentence] Restores are tested quarterly. | [sentence] By the SRE team.']);
  });

  test('a metadata title that names a file is no title; then the first heading-like line, then the first line, then the file', () => {
    const lines = page(1, [['Access Policy', 16], ['Access is reviewed.']]);
    assert.equal(layoutDoc('a.pdf', { title: 'Microsoft Word - draft3.docx', lines, outline: [] }).title, 'Access Policy');
    assert.equal(layoutDoc('a.pdf', { title: 'Untitled', lines: page(1, [['Plain first line.'], ['More.']]), outline: [] }).title, 'Plain first line.');
    assert.equal(layoutDoc('dir/Scan_v2.pdf', { lines: [], outline: [] }).title, 'Scan_v2');
  });

  test('a heading wrapped onto two lines is one heading; a word hyphenated across lines is one word', () => {
    const lines = page(1, [['Data Retention and', 16], ['Deletion Schedule', 16], ['Backups are kept for thirty-five days; the reten-'], ['tion of logs is one year.']]);
    const doc = layoutDoc('a.pdf', { lines, outline: [] });
    assert.equal(doc.title, 'Data Retention and Deletion Schedule');
    assert.deepEqual(outline(doc), ['1 Data Retention and Deletion Schedule: [sentence] Backups are kept for thirty-five days; the retention of logs is one year.']);
  });

  test('a wider gap, a new page or a bullet starts a new paragraph; bullets go, numbers stay', () => {
    const lines: PdfLine[] = [
      { page: 1, y: 700, size: 10, text: 'First paragraph' },
      { page: 1, y: 686, size: 10, text: 'goes on here.' },
      { page: 1, y: 640, size: 10, text: 'Second paragraph.' },
      { page: 1, y: 626, size: 10, text: '• Laptops are encrypted' },
      { page: 1, y: 612, size: 10, text: '• Badges are worn' },
      { page: 2, y: 700, size: 10, text: 'Third paragraph.' },
    ];
    assert.deepEqual(outline(layoutDoc('a.pdf', { title: 'T', lines, outline: [] })), [
      '0 T: [sentence] First paragraph goes on here. | [sentence] Second paragraph. | [item] Laptops are encrypted | [item] Badges are worn | [sentence] Third paragraph.',
    ]);
  });

  test('a hundred thousand lines and a thousand outline entries no line reads as are read in linear time', () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => ({ page: 1 + Math.floor(i / 50), y: 700 - (i % 50) * 14, size: 10, text: `Line ${i % 7} says something.` }));
    const entries = Array.from({ length: 1000 }, (_, i) => ({ title: `Missing ${i}`, depth: 1, page: 1 + i, top: 700 }));
    const started = performance.now();
    const doc = layoutDoc('big.pdf', { lines, outline: entries });
    assert.ok(performance.now() - started < 3000, `${performance.now() - started} ms`);
    assert.equal(doc.sections.length, 1000);
  });
});
