// `vouch run` over a vault of PDF, Word, HTML and plain-text documents, made here: recorded answers
// citing each pass at levels 1–4 and grounding, one changing a value fails, and an unreadable file is
// a run warning naming it. Under `npm run test:dist` this runs the bundled CLI, whose PDF reader is
// dist/bin/pdf-worker.js and whose parsers load from node_modules.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { runResultSchema } from '../../src/report/schema.js';
import { vouch } from '../support/cli.js';
import { makeDocx } from '../support/make-docx.js';
import { makePdf } from '../support/make-pdf.js';

let work: string;

const CASES: [id: string, source: string, prompt: string, answer: string][] = [
  ['PDF-1', 'Backup_Policy_v2.pdf', 'How long are backups kept?', 'Based on [Backup Policy, Retention]: Backups are kept for 35 days in two zones.'],
  ['DOCX-1', 'Employee_Handbook.docx', 'What is the RTO of tier 0?', 'Based on [Employee Handbook, Recovery Targets]: Tier 0 has an RTO of 4 hours.'],
  ['HTML-1', 'Subprocessors.html', 'Where is AWS used?', 'Based on [Subprocessor List, Hosting Vendors]: AWS hosts our data in eu-west-1.'],
  ['TXT-1', 'Access_Notes.txt', 'When do leavers lose access?', 'Based on [access notes, Leavers]: Leavers lose access within 24 hours.'],
  ['PDF-2', 'Backup_Policy_v2.pdf', 'How long are backups kept?', 'Based on [Backup Policy, Retention]: Backups are kept for 90 days in two zones.'],
];

before(async () => {
  work = await mkdtemp(join(tmpdir(), 'vouch-e2e-formats-'));
  const vault = join(work, 'vault');
  await mkdir(vault);
  await writeFile(
    join(vault, 'Backup_Policy_v2.pdf'),
    makePdf({
      title: 'Backup Policy',
      compress: true,
      pages: [[{ text: 'Backup Policy', size: 20 }, { text: 'Retention', size: 14 }, { text: 'Backups are kept for 35 days in two zones.' }]],
      outline: [{ title: 'Retention', page: 1, line: 1 }],
    }),
  );
  await writeFile(
    join(vault, 'Employee_Handbook.docx'),
    makeDocx({ title: 'Employee Handbook', blocks: [{ heading: 'Recovery Targets', level: 1 }, { table: [['Tier', 'RTO'], ['Tier 0', '4 hours']] }] }),
  );
  await writeFile(join(vault, 'Subprocessors.html'), '<title>Subprocessor List</title><h2>Hosting Vendors</h2><table><tr><th>Vendor</th><th>Region</th></tr><tr><td>AWS</td><td>eu-west-1</td></tr></table>');
  await writeFile(join(vault, 'Access_Notes.txt'), 'Access Review Notes\n\nLeavers\n\nLeavers lose access within 24 hours.\n');
  await writeFile(join(vault, 'Damaged.pdf'), '%PDF-1.7 and then nothing a PDF holds');
  const cases = CASES.map(([id, source, prompt]) => `  - { id: ${id}, category: formats, prompt: "${prompt}", expectedBehavior: answer_with_citation, requiredCitationSource: ${source} }`);
  await writeFile(join(work, 'suite.yaml'), ['name: formats', 'vault: vault', 'grounding: fail', 'cases:', ...cases, ''].join('\n'));
  await writeFile(join(work, 'answers.jsonl'), CASES.map(([id, , , response]) => JSON.stringify({ id, response })).join('\n'));
});
after(() => rm(work, { recursive: true, force: true }));

test('answers citing PDF, Word, HTML and text documents verify as Markdown ones do; a changed value fails', async () => {
  const r = await vouch(['run', join(work, 'suite.yaml'), '--responses', join(work, 'answers.jsonl'), '--no-reports', '--json'], { cwd: work });
  assert.equal(r.code, 1, r.stderr);
  const run = runResultSchema.parse(JSON.parse(r.stdout));
  assert.deepEqual(Object.fromEntries(run.cases.map((c) => [c.id, c.status])), { 'PDF-1': 'pass', 'DOCX-1': 'pass', 'HTML-1': 'pass', 'TXT-1': 'pass', 'PDF-2': 'fail' });
  assert.deepEqual(run.failures.map((f) => [f.id, f.kinds]), [['PDF-2', ['hallucination']]]);
  assert.equal(run.summary.citationErrors, 0);
  assert.ok(run.warnings.some((w) => /vault[/\\]Damaged\.pdf: not read as PDF: /.test(w)), run.warnings.join('\n'));
});
