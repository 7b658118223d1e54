// Vault documents of the other formats written to hang or exhaust a reader: files past the size caps,
// a zip bomb and a billion-laughs Word document, HTML nested a hundred thousand deep, text with no
// line breaks. Each is read within a CPU budget (or refused at once, with a warning naming it), and
// what can be read still is.
import assert from 'node:assert/strict';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { cpuMs } from '../../test/support/cpu.js';
import { makeDocx } from '../../test/support/make-docx.js';
import { loadVault, type Vault } from './index.js';

/** Far above what each takes (well under half a second), far below a superlinear reader on these inputs. */
const BUDGET_MS = 2500;
const KB200 = 200 * 1024;
const fill = (unit: string, bytes = KB200): string => unit.repeat(Math.ceil(bytes / unit.length));

let dir: string;
before(async () => void (dir = await mkdtemp(join(tmpdir(), 'vouch-formats-hostile-'))));
after(() => rm(dir, { recursive: true, force: true }));

/** Loads a vault of one document, within the CPU budget. */
async function loadOne(name: string, content: string | Uint8Array | number): Promise<Vault> {
  const folder = await mkdtemp(join(dir, 'v-'));
  if (typeof content === 'number') {
    // A sparse file: its size is what it claims, without writing it.
    await writeFile(join(folder, name), '');
    await truncate(join(folder, name), content);
  } else await writeFile(join(folder, name), content);
  let vault: Vault | undefined;
  const used = await cpuMs(async () => void (vault = await loadVault(folder)));
  assert.ok(used < BUDGET_MS, `${name}: ${used.toFixed(0)} ms of CPU`);
  return vault!;
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const withDocument = (xml: string): Uint8Array => {
  const parts = unzipSync(makeDocx({ blocks: [{ paragraph: 'placeholder' }] }));
  return zipSync({ ...parts, 'word/document.xml': [strToU8(xml), { level: 1 }] });
};

describe('hostile documents of every format are refused or read in linear time', () => {
  test('a 50 MB PDF and a 50 MB Word file are refused unread, past the 32 MB cap, with a warning', async () => {
    for (const name of ['Huge.pdf', 'Huge.docx']) {
      const vault = await loadOne(name, 50 * 1024 * 1024);
      assert.equal(vault.docs.length, 0);
      assert.match(vault.warnings[0] ?? '', new RegExp(`${name}: not read as (PDF|Word): it is 50\\.0 MB; (PDF|Word) documents are read up to 32\\.0 MB$`));
    }
    const text = await loadOne('Huge.html', 9 * 1024 * 1024);
    assert.match(text.warnings[0] ?? '', /Huge\.html: not read as HTML: it is 9\.0 MB; HTML documents are read up to 8\.0 MB$/);
  });

  test('a zip bomb (a .docx of tens of KB whose document.xml is 20 MB) is a warning, never unpacked', async () => {
    const bomb = withDocument(`<w:document ${W}><w:body>${' '.repeat(20 * 1024 * 1024)}</w:body></w:document>`);
    assert.ok(bomb.length < 200_000, `${bomb.length} bytes`);
    const vault = await loadOne('Bomb.docx', bomb);
    assert.deepEqual(vault.docs, []);
    assert.match(vault.warnings[0] ?? '', /Bomb\.docx: not read as Word: its text unpacks to more than 16\.0 MB \(a zip bomb\?\)/);
  });

  test('a billion-laughs document.xml is a warning: its entities are never expanded', async () => {
    const entities = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
    const xml = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY l0 "lol">${entities}]><w:document ${W}><w:body><w:p><w:r><w:t>&l9;</w:t></w:r></w:p></w:body></w:document>`;
    const vault = await loadOne('Laughs.docx', withDocument(xml));
    assert.deepEqual(vault.docs, []);
    assert.match(vault.warnings[0] ?? '', /Laughs\.docx: not read as Word: .*entity/);
  });

  const HTML: Record<string, string> = {
    'nested-lists': `<h1>Lists</h1>${fill('<ol><li>')}keys rotate every 90 days`,
    'nested-tables': `<h1>Tables</h1>${fill('<table><tr><td>')}keys rotate every 90 days`,
    'wide-spans': `<h1>Spans</h1><table><tr><th>A</th></tr>${fill('<tr><td colspan="1000">x</td></tr>')}</table><p>keys rotate every 90 days</p>`,
    'unclosed-headings': `<title>T</title>${fill('<h2>a ')}<p>keys rotate every 90 days</p>`,
    'entities': `<h1>E</h1><p>${fill('&amp;&lt;')} keys rotate every 90 days</p>`,
  };
  for (const [name, page] of Object.entries(HTML)) {
    test(`HTML: ${name}`, async () => {
      const vault = await loadOne(`${name}.html`, page);
      assert.ok(vault.docs[0]!.lower.includes('keys rotate every 90 days'));
    });
  }

  test('plain text: one 2 MB line, and a million blank lines', async () => {
    const line = await loadOne('line.txt', `Title\n\n${fill('Backups are kept 30 days ', 2 * 1024 * 1024)}keys rotate every 90 days\n`);
    assert.ok(line.docs[0]!.lower.includes('keys rotate every 90 days'));
    const blank = await loadOne('blank.txt', `Title\n${'\n'.repeat(1_000_000)}keys rotate every 90 days\n`);
    assert.ok(blank.docs[0]!.lower.includes('keys rotate every 90 days'));
  });
});
