// Plain-text documents: the first line is the title, unmistakable heading shapes open sections, list
// lines are items with their numbers, everything else is prose.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { text } from './text.js';
import { parseText } from './text.js';
import type { VaultDoc } from './types.js';

const outline = (doc: VaultDoc): string[] => doc.sections.map((s) => `${s.depth} ${s.heading}: ${s.passages.map((p) => `[${p.kind}] ${p.text}`).join(' | ')}`);

describe('plain text', () => {
  test('the first line is the title and opens a section of its own, as a Markdown H1 does', () => {
    const doc = parseText('notes/Access_Notes.txt', 'Access Control Notes\n\nAccess is reviewed quarterly. Leavers lose access within 24 hours.\n');
    assert.equal(doc.title, 'Access Control Notes');
    assert.deepEqual(outline(doc), ['1 Access Control Notes: [sentence] Access is reviewed quarterly. | [sentence] Leavers lose access within 24 hours.']);
  });

  test('heading shapes: underlined, a lone short unpunctuated line, a numbered one (its depth from its number)', () => {
    const doc = parseText('a.txt', 'Policy\n======\n\nIntro text.\n\nScope\n-----\n\nAll staff.\n\nPASSWORD RULES\n\nFourteen characters.\n\n2.1 MFA\n\nMFA for all.\n\nThis line ends in a period.\n\nLast words\n');
    assert.deepEqual(outline(doc), [
      '1 Policy: [sentence] Intro text.',
      '2 Scope: [sentence] All staff.',
      '2 PASSWORD RULES: [sentence] Fourteen characters.',
      '3 2.1 MFA: [sentence] MFA for all. | [sentence] This line ends in a period. | [sentence] Last words',
    ]);
  });

  test('list lines are items: bullets go, numbers stay; a wrapped item is one passage', () => {
    const doc = parseText('a.txt', 'Runbook\n\nSteps:\n1. Open the portal\n   and sign in.\n2) Reset the password.\n- Call the desk\n* Close the ticket\n');
    assert.deepEqual(doc.sections[0]!.passages, [
      { text: 'Steps:', kind: 'sentence' },
      { text: 'Step 1: Open the portal and sign in.', kind: 'step' },
      { text: 'Step 2: Reset the password.', kind: 'step' },
      { text: 'Call the desk', kind: 'item' },
      { text: 'Close the ticket', kind: 'item' },
    ]);
  });

  test('a first line in a paragraph is the title and still prose; an empty file is titled by its name', () => {
    const doc = parseText('Retention_v2.txt', 'Backups are kept 35 days.\nLogs are kept a year.\n');
    assert.equal(doc.title, 'Backups are kept 35 days.');
    assert.deepEqual(outline(doc), ['0 Backups are kept 35 days.: [sentence] Backups are kept 35 days. | [sentence] Logs are kept a year.']);
    assert.equal(parseText('dir/Retention_v2.txt', '').title, 'Retention_v2');
  });

  test('CRLF line ends, a UTF-16 file with its byte-order mark, and Windows-1252 bytes all read as text', async () => {
    assert.equal(parseText('a.txt', 'Title\r\n\r\nBody text.\r\n').sections[0]!.passages[0]!.text, 'Body text.');
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from('Caf\u00e9 rules\n\nOpen at nine.', 'utf16le')]);
    const read16 = await text.read('a.txt', utf16);
    assert.ok('doc' in read16 && read16.doc.title === 'Café rules');
    const latin = await text.read('b.txt', new Uint8Array([...Buffer.from('Caf'), 0xe9, ...Buffer.from(' menu\n')]));
    assert.ok('doc' in latin && latin.doc.title === 'Café menu');
  });

  test('binary bytes under a .txt name are not text: a problem, not a document of noise', async () => {
    assert.deepEqual(await text.read('a.txt', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x14])), { problem: 'it holds binary data, not text' });
  });
});
