// A vault of every format, made here (no binary fixture is committed): each document's title,
// sections, table rows and numbered steps; citations of each verified at levels 1–4 as a Markdown
// document's are; grounding reading their text; and every document that cannot be read a warning
// naming it.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { strToU8, zipSync } from 'fflate';
import { makeCase, makeContext } from '../../test/support/cases.js';
import { makeDocx } from '../../test/support/make-docx.js';
import { makePdf } from '../../test/support/make-pdf.js';
import { CHECKS, makeReply, parseCitations, verifyCitation } from '../checks/index.js';
import { createReader } from '../reading/index.js';
import { loadVault, type Vault } from './index.js';

let dir: string;
let vault: Vault;

const DOCUMENTS: Record<string, string | Uint8Array> = {
  'SOC2_Type2_Report_v2.md': '# SOC 2 Type II Report\n\n## Logical Access\nAccess needs manager approval.\n',
  'Backup_Policy_v2.pdf': makePdf({
    title: 'Backup Policy',
    compress: true,
    pages: [
      [{ text: 'Backup Policy', size: 20 }, { text: 'Retention', size: 14 }, { text: 'Backups are kept for 35 days in two zones.' }],
      [{ text: 'Restore Testing', size: 14 }, { text: 'Restores are tested quarterly by the SRE team.' }],
    ],
    outline: [
      { title: 'Retention', page: 1, line: 1 },
      { title: 'Restore Testing', page: 2, line: 0 },
    ],
  }),
  'Incident_Response_Plan.pdf': makePdf({
    pages: [[{ text: 'Incident Response Plan', size: 22 }, { text: 'Notification', size: 15 }, { text: 'Customers are notified within 72 hours.' }, { text: 'Escalation Steps', size: 15 }, { text: '1. Page the on-call engineer.' }, { text: '2. Open a bridge call.' }]],
  }),
  'Employee_Handbook.docx': makeDocx({
    title: 'Employee Handbook',
    blocks: [
      { title: 'Employee Handbook' },
      { heading: 'Leave', level: 1 },
      { paragraph: 'Staff get 25 days of annual leave.' },
      { heading: 'Recovery Targets', level: 2 },
      { table: [['Tier', 'RTO', 'RPO'], ['Tier 0', '4 hours', '15 minutes'], ['Tier 1', '24 hours', '1 hour']] },
      { heading: 'Onboarding', level: 2 },
      { numbered: ['Sign the NDA.', 'Enrol in single sign-on.'] },
      { bullets: ['A laptop with full-disk encryption.'] },
    ],
  }),
  'Subprocessors.html':
    '<!doctype html><html><head><meta charset="utf-8"><title>Subprocessor List</title><script>var okta = 1;</script></head><body><h1>Subprocessors</h1><p>Every vendor is reviewed yearly.</p><h2>Hosting Vendors</h2><table><thead><tr><th>Vendor</th><th>Purpose</th><th>Region</th></tr></thead><tbody><tr><td>AWS</td><td>Hosting</td><td>eu-west-1</td></tr></tbody></table><h2>Adding a Vendor</h2><ol><li>Review the security questionnaire.</li><li>Sign the DPA.</li></ol></body></html>',
  'Access_Notes.txt': 'Access Review Notes\n\nAccess is reviewed quarterly.\n\nLeavers\n\nLeavers lose access within 24 hours.\n',
  // Documents that cannot be read, one of each format, and one that reads to nothing.
  'broken/Corrupt.pdf': 'this is not a PDF',
  'broken/Locked.pdf': makePdf({ encrypt: true, pages: [[{ text: 'Secret.' }]] }),
  'broken/Corrupt.docx': 'this is not a zip',
  'broken/NotWord.docx': zipSync({ 'hello.txt': strToU8('a zip, but no Word document in it') }),
  'broken/Binary.html': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
  'broken/Binary.txt': new Uint8Array([0x1f, 0x8b, 0x08, 0, 0, 0]),
  'broken/Binary.md': new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]),
  'broken/Scanned.pdf': makePdf({ title: 'Scanned Contract', pages: [[]] }),
};

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vouch-formats-'));
  await mkdir(join(dir, 'vault', 'broken'), { recursive: true });
  for (const [name, content] of Object.entries(DOCUMENTS)) await writeFile(join(dir, 'vault', name), content);
  // A document outside the vault, and a link to it inside: neither is ever read or cited.
  await writeFile(join(dir, 'Outside_Secret.pdf'), makePdf({ title: 'Outside Secret', pages: [[{ text: 'Never read.' }]] }));
  await symlink(join(dir, 'Outside_Secret.pdf'), join(dir, 'vault', 'Linked_Secret.pdf'));
  vault = await loadVault(join(dir, 'vault'));
});
after(() => rm(dir, { recursive: true, force: true }));

const sections = (file: string): string[] =>
  vault.byFile.get(file)!.sections.map((s) => `${s.depth} ${s.heading}: ${s.passages.map((p) => `[${p.kind}] ${p.text}`).join(' | ')}`);

describe('a vault of every format', () => {
  test('each document has its title; links are not followed', () => {
    assert.deepEqual(Object.fromEntries(vault.docs.map((d) => [d.file, d.title])), {
      'Access_Notes.txt': 'Access Review Notes',
      'Backup_Policy_v2.pdf': 'Backup Policy',
      'Employee_Handbook.docx': 'Employee Handbook',
      'Incident_Response_Plan.pdf': 'Incident Response Plan',
      'SOC2_Type2_Report_v2.md': 'SOC 2 Type II Report',
      'Subprocessors.html': 'Subprocessor List',
      'broken/Scanned.pdf': 'Scanned Contract',
    });
  });

  test('every document that cannot be read is a warning naming it, and says why', () => {
    const at = (name: string): string => join(dir, 'vault', 'broken', name);
    assert.deepEqual(vault.warnings, [
      `${at('Binary.html')}: not read as HTML: it holds binary data, not text`,
      `${at('Binary.md')}: not read as Markdown: it holds binary data, not text`,
      `${at('Binary.txt')}: not read as plain text: it holds binary data, not text`,
      `${at('Corrupt.docx')}: not read as Word: it is not a zip file, as a .docx is`,
      `${at('Corrupt.pdf')}: not read as PDF: it is not a valid PDF (Invalid PDF structure.)`,
      `${at('Locked.pdf')}: not read as PDF: it is encrypted: a password is needed to read it`,
      `${at('NotWord.docx')}: not read as Word: it is a zip without word/document.xml, so not a Word document`,
      `${at('Scanned.pdf')}: has no text vouch can read, so nothing can be cited from it`,
    ]);
  });

  test('sections from each format\'s headings; table rows as statements; numbered steps keep their numbers', () => {
    assert.deepEqual(sections('Backup_Policy_v2.pdf'), ['1 Retention: [sentence] Backups are kept for 35 days in two zones.', '1 Restore Testing: [sentence] Restores are tested quarterly by the SRE team.']);
    assert.deepEqual(sections('Incident_Response_Plan.pdf'), [
      '1 Incident Response Plan: ',
      '2 Notification: [sentence] Customers are notified within 72 hours.',
      '2 Escalation Steps: [step] Step 1: Page the on-call engineer. | [step] Step 2: Open a bridge call.',
    ]);
    assert.deepEqual(sections('Employee_Handbook.docx'), [
      '1 Employee Handbook: ',
      '1 Leave: [sentence] Staff get 25 days of annual leave.',
      '2 Recovery Targets: [row] Tier: Tier 0; RTO: 4 hours; RPO: 15 minutes | [row] Tier: Tier 1; RTO: 24 hours; RPO: 1 hour',
      '2 Onboarding: [step] Step 1: Sign the NDA. | [step] Step 2: Enrol in single sign-on. | [item] A laptop with full-disk encryption.',
    ]);
    assert.deepEqual(sections('Subprocessors.html'), [
      '1 Subprocessors: [sentence] Every vendor is reviewed yearly.',
      '2 Hosting Vendors: [row] Vendor: AWS; Purpose: Hosting; Region: eu-west-1',
      '2 Adding a Vendor: [step] Step 1: Review the security questionnaire. | [step] Step 2: Sign the DPA.',
    ]);
    assert.deepEqual(sections('Access_Notes.txt'), ['1 Access Review Notes: [sentence] Access is reviewed quarterly.', '2 Leavers: [sentence] Leavers lose access within 24 hours.']);
  });

  test('citations of each format verify at levels 1–3 as Markdown\'s do: title, file name, stem with or without _v2', () => {
    const verdict = (reply: string): string[] => parseCitations(reply).map((c) => { const v = verifyCitation(c, vault, {}); return `${v.file ?? '-'} ${v.problem ?? 'verified'}`; });
    const cases: [string, string][] = [
      ['Based on [SOC 2 Type II Report, Logical Access]:', 'SOC2_Type2_Report_v2.md verified'],
      ['Based on [Backup Policy, Retention]:', 'Backup_Policy_v2.pdf verified'],
      ['Based on [backup policy v2, restore testing]:', 'Backup_Policy_v2.pdf verified'],
      ['Based on [Backup_Policy_v2.pdf]:', 'Backup_Policy_v2.pdf verified'],
      ['Based on [Incident Response Plan, Escalation Steps]:', 'Incident_Response_Plan.pdf verified'],
      ['Based on [Employee Handbook, Recovery Targets]:', 'Employee_Handbook.docx verified'],
      ['Based on [employee_handbook.docx, Onboarding]:', 'Employee_Handbook.docx verified'],
      ['Based on [Subprocessor List, Hosting Vendors]:', 'Subprocessors.html verified'],
      ['Based on [Subprocessors, Adding a Vendor]:', 'Subprocessors.html verified'],
      ['Based on [Access Review Notes, Leavers]:', 'Access_Notes.txt verified'],
      ['Based on [Access_Notes, Leavers]:', 'Access_Notes.txt verified'],
      // Level 3: the section's words are not in the document.
      ['Based on [Backup Policy, Vulnerability Management]:', 'Backup_Policy_v2.pdf section not supported by content'],
      ['Based on [Employee Handbook, Vulnerability Management]:', 'Employee_Handbook.docx section not supported by content'],
      // Level 1: what the vault does not hold, what it could not read, and anything outside it.
      ['Based on [Locked, Secret]:', '- unknown source'],
      ['Based on [Outside Secret]:', '- unknown source'],
      ['Based on [Linked_Secret.pdf]:', '- unknown source'],
      ['Based on [../Outside_Secret.pdf]:', '- unknown source'],
    ];
    for (const [reply, expected] of cases) assert.deepEqual(verdict(reply), [expected], reply);
  });

  test('the citations check passes an answer citing each format, with its required source (level 4)', async () => {
    const citations = CHECKS.find((c) => c.name === 'citations')!;
    const answers: [string, string][] = [
      ['Backup_Policy_v2.pdf', 'Based on [Backup Policy, Retention]: backups are kept for 35 days.'],
      ['Employee_Handbook.docx', 'Based on [Employee Handbook, Recovery Targets]: tier 0 recovers in 4 hours.'],
      ['Subprocessors.html', 'Based on [Subprocessor List, Hosting Vendors]: AWS hosts us in eu-west-1.'],
      ['Access_Notes.txt', 'Based on [Access Review Notes, Leavers]: leavers lose access within 24 hours.'],
    ];
    for (const [source, answer] of answers) {
      const c = makeCase({ expectedBehavior: 'answer_with_citation', requiredCitationSource: source });
      const finding = (await citations.run(makeReply(answer, { fallbackPhrases: [] }), c, makeContext({ vault })))!;
      assert.equal(finding.status, 'pass', `${answer}: ${finding.message}`);
    }
  });

  test('grounding reads their text: a stated value is supported, a changed one is flagged', () => {
    const reader = createReader(vault.docs);
    const flagged = (answer: string): string[] => {
      const reply = makeReply(answer, { fallbackPhrases: [] });
      const text = reply.citations.reduce((t, c) => t.replace(c.raw, ' '.repeat(c.raw.length)), reply.text);
      const g = reader.ground({ text, question: '', cited: new Set() })!;
      return [...g.unsupported, ...g.misattributed].map((r) => r.specific.text);
    };
    assert.deepEqual(flagged('Based on [Backup Policy, Retention]: Backups are kept for 35 days in two zones.'), []);
    assert.deepEqual(flagged('Based on [Backup Policy, Retention]: Backups are kept for 45 days in two zones.'), ['45 days']);
    assert.deepEqual(flagged('Based on [Employee Handbook, Recovery Targets]: Tier 0 has an RTO of 4 hours.'), []);
    assert.deepEqual(flagged('Based on [Employee Handbook, Recovery Targets]: Tier 0 has an RTO of 9 hours.'), ['9 hours']);
    assert.deepEqual(flagged('Based on [Incident Response Plan, Notification]: Customers are notified within 72 hours.'), []);
    assert.deepEqual(flagged('Based on [Incident Response Plan, Escalation Steps]: In step 2 you open a bridge call.'), []);
    assert.deepEqual(flagged('Based on [Subprocessor List, Hosting Vendors]: AWS hosts our data in eu-west-1.'), []);
    assert.deepEqual(flagged('Based on [Access Review Notes, Leavers]: Leavers lose access within 48 hours.'), ['48 hours']);
  });
});
