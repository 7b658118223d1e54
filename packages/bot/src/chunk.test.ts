import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromPackage } from './test-paths.js';
import { parseCitations } from 'vouch';
import { verifyCitation } from 'vouch';
import { indexVault, loadVault, parseDoc } from 'vouch';
import { chunkVault, citationOf } from './chunk.js';

const FIXTURE = fromPackage('fixtures', 'tiny-vault');

test('a vault is cut at its headings, parents kept for ranking', async () => {
  const chunks = chunkVault(await loadVault(FIXTURE));
  const step = chunks.find((c) => c.section?.startsWith('Step 1'));
  assert.ok(step, 'the H3 section is a chunk of its own');
  assert.deepEqual(step.headings, ['Access Control', 'Step 1 - Requesting Access']);
  const lead = chunks.find((c) => c.label === 'Security Overview' && c.section === undefined);
  assert.match(lead?.sentences[0] ?? '', /^Northwind Analytics runs/);
  assert.ok(!chunks.some((c) => c.sentences.some((s) => s.startsWith('#'))), 'headings are never quoted');
});

test('every chunk cites a label and section that verify against the vault', async () => {
  const vault = await loadVault(FIXTURE);
  for (const chunk of chunkVault(vault)) {
    const [citation, ...rest] = parseCitations(`Based on ${citationOf(chunk)}: text`);
    assert.ok(citation && rest.length === 0, citationOf(chunk));
    const verdict = verifyCitation(citation, vault, {});
    assert.equal(verdict.problem, undefined, `${citationOf(chunk)}: ${verdict.problem}`);
    assert.equal(verdict.file, chunk.file);
  }
});

test('a title with a comma is cited by an alias that resolves to the same document', async () => {
  const chunks = chunkVault(await loadVault(FIXTURE));
  const handbook = chunks.filter((c) => c.file === 'Staff_Handbook.md');
  assert.ok(handbook.length > 0);
  assert.ok(handbook.every((c) => c.label === 'Staff Handbook'));
});

test('a document no label can name is skipped rather than cited wrongly', () => {
  const a = parseDoc('a/Notes.md', '# Notes\n\nFirst.\n');
  const b = parseDoc('b/Notes.md', '# Notes\n\nSecond.\n');
  const chunks = chunkVault(indexVault('/v', [a, b]));
  assert.deepEqual([...new Set(chunks.map((c) => c.file))], ['a/Notes.md']);
});

test('headings lose what would break a citation clause', () => {
  const doc = parseDoc('A.md', '# A\n\n## Step 2: **Review** [access](http://x)\n\nText.\n');
  assert.equal(chunkVault(indexVault('/v', [doc]))[0]?.section, 'Step 2 - Review access');
});

test('a section quotes its sentences, list items and table rows; code and brackets go', () => {
  const body = [
    '# Doc',
    '',
    '## Part',
    '',
    'Intro with **bold** and a [link](http://example.com). Second, e.g. this one. See [the annex] too.',
    '',
    '- first item',
    '- second item.',
    '',
    '| Data | Kept for |',
    '|------|----------|',
    '| Logs | 1 year |',
    '',
    '```',
    'code is not prose',
    '```',
  ].join('\n');
  const [part] = chunkVault(indexVault('/v', [parseDoc('Doc.md', body)]));
  assert.equal(part?.section, 'Part');
  assert.deepEqual(part?.sentences, [
    'Intro with bold and a link.',
    'Second, e.g. this one.',
    'See the annex too.',
    'first item',
    'second item.',
    'Data: Logs; Kept for: 1 year',
  ]);
});

test('text above the title and under it is the lead, cited by the label alone', () => {
  const doc = parseDoc('Notes.md', 'Draft.\n\n# Notes\n\nFirst.\n\n# Annex\n\nSecond.\n');
  const chunks = chunkVault(indexVault('/v', [doc]));
  assert.deepEqual(chunks.map((c) => [c.section, c.headings, c.sentences]), [
    [undefined, [], ['Draft.', 'First.']],
    ['Annex', ['Annex'], ['Second.']],
  ]);
});
