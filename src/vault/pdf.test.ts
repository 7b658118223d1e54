// PDF documents read for real, through pdf.js in the worker thread: files written by
// test/support/make-pdf.ts, damaged and encrypted ones, and the worker's time and memory limits.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeFlateBombPdf, makePdf } from '../../test/support/make-pdf.js';
import { pdf } from './pdf.js';
import { readInWorker } from './pdf-thread.js';
import type { VaultDoc } from './types.js';

const outline = (doc: VaultDoc): string[] => doc.sections.map((s) => `${s.depth} ${s.heading}: ${s.passages.map((p) => `[${p.kind}] ${p.text}`).join(' | ')}`);
const docOf = async (bytes: Uint8Array): Promise<VaultDoc> => {
  const read = await pdf.read('Policy.pdf', bytes);
  assert.ok('doc' in read, JSON.stringify(read));
  return read.doc;
};

describe('PDF', () => {
  test('the Info title, and sections from a nested outline across pages (compressed streams)', async () => {
    const doc = await docOf(
      makePdf({
        title: 'Backup Policy',
        compress: true,
        pages: [
          [{ text: 'Backup Policy', size: 20 }, { text: 'Scope', size: 14 }, { text: 'Backups are kept for 35 days (in two zones).' }],
          [{ text: 'Restores', size: 14 }, { text: 'Restore tests', size: 12 }, { text: 'Restores are tested quarterly.' }],
        ],
        outline: [
          { title: 'Scope', page: 1, line: 1 },
          { title: 'Restores', page: 2, line: 0 },
          { title: 'Restore tests', page: 2, line: 1, depth: 2 },
        ],
      }),
    );
    assert.equal(doc.title, 'Backup Policy');
    assert.deepEqual(outline(doc), ['1 Scope: [sentence] Backups are kept for 35 days (in two zones).', '1 Restores: ', '2 Restore tests: [sentence] Restores are tested quarterly.']);
    assert.match(doc.lower, /backups are kept for 35 days/);
  });

  test('no outline and no title: headings by font size, the title from the largest first line', async () => {
    const doc = await docOf(makePdf({ pages: [[{ text: 'Incident Plan', size: 22 }, { text: 'Severity', size: 15 }, { text: 'Severity 1 is answered in 15 minutes.' }, { text: '1. Page the on-call engineer.' }]] }));
    assert.equal(doc.title, 'Incident Plan');
    assert.deepEqual(outline(doc), ['1 Incident Plan: ', '2 Severity: [sentence] Severity 1 is answered in 15 minutes. | [step] Step 1: Page the on-call engineer.']);
  });

  test('a file that is not a PDF, a PDF cut in half and an encrypted one are problems that say so', async () => {
    assert.match(((await pdf.read('a.pdf', new TextEncoder().encode('not a pdf'))) as { problem: string }).problem, /not a valid PDF/);
    const whole = makePdf({ title: 'T', pages: [[{ text: 'Some text here.' }]] });
    const cut = await pdf.read('a.pdf', whole.subarray(0, 40));
    assert.ok('problem' in cut || cut.doc.body === '', JSON.stringify(cut));
    assert.deepEqual(await pdf.read('a.pdf', makePdf({ encrypt: true, pages: [[{ text: 'Secret.' }]] })), { problem: 'it is encrypted: a password is needed to read it' });
  });

  test('a page of text only in images reads as a document without text (the vault warns), not as a failure', async () => {
    const doc = await docOf(makePdf({ title: 'Scanned Contract', pages: [[]] }));
    assert.equal(doc.title, 'Scanned Contract');
    assert.equal(doc.body, '');
  });

  test('a stream that inflates without end is stopped at the memory limit, and the worker reads the next PDF', async () => {
    const bomb = await makeFlateBombPdf(256 * 1024 * 1024);
    assert.ok(bomb.length < 1024 * 1024, `${bomb.length} bytes on disk`);
    const started = performance.now();
    const reply = await readInWorker({ bytes: bomb, maxChars: 1000 }, { ms: 60_000, bytes: 64 * 1024 * 1024 });
    assert.match((reply as { problem: string }).problem, /needed more than 64\.0 MB of memory/);
    assert.ok(performance.now() - started < 20_000);
    const next = await docOf(makePdf({ title: 'After', pages: [[{ text: 'Still read.' }]] }));
    assert.equal(next.sections[0]?.passages[0]?.text, 'Still read.');
  });

  test('a document past the time limit is stopped and said', async () => {
    // Inflating 128 MB takes pdf.js far longer than 50 ms.
    const reply = await readInWorker({ bytes: await makeFlateBombPdf(128 * 1024 * 1024), maxChars: 1000 }, { ms: 50, bytes: 1024 ** 4 });
    assert.deepEqual(reply, { problem: 'reading it took longer than 0.05 s' });
  });

  test('text past the cap is cut, and the cut is said', async () => {
    const reply = await readInWorker({ bytes: makePdf({ pages: [[{ text: 'First line.' }, { text: 'Second line.' }]] }), maxChars: 15 });
    assert.ok('layout' in reply && reply.cut && reply.layout.lines.length === 1, JSON.stringify(reply));
  });
});
