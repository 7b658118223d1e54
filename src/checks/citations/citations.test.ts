import assert from 'node:assert/strict';
import { test } from 'node:test';
import { indexVault, parseDoc } from '../../vault/index.js';
import { parseCitations } from './parse.js';
import { verifyCitation } from './verify.js';

const vault = indexVault('/vault', [
  parseDoc('SOC2_Type2_Report_v2.md', '# SOC 2 Type II Report\n\n## Logical Access\nLogical access is granted by ticket.\n'),
  parseDoc('FAQ.md', '---\naliases: ["Trust FAQ"]\n---\n# Frequently Asked Questions\n\nWe answer SIG and CAIQ questionnaires.\n'),
  parseDoc('admission.md', '# Tickets, Prices and Refunds\n\n## Group rates\nGroups of 10 or more pay the group rate.\n'),
]);
const verify = (text: string, sources = {}) =>
  parseCitations(text).map((c) => {
    const v = verifyCitation(c, vault, sources);
    return [c.label, v.file ?? null, v.problem ?? 'verified'];
  });

test('parses each bracket group of a "based on" clause, up to the colon', () => {
  assert.deepEqual(parseCitations('Based on [A, x] and [B, y]: text [C, z]'), [
    { raw: '[A, x]', label: 'A', section: 'x' },
    { raw: '[B, y]', label: 'B', section: 'y' },
  ]);
});

test('label and section split at the first comma; section optional', () => {
  assert.deepEqual(parseCitations('based on [FAQ]: yes. Based on [SOC 2, Access, Reviews]: ok'), [
    { raw: '[FAQ]', label: 'FAQ' },
    { raw: '[SOC 2, Access, Reviews]', label: 'SOC 2', section: 'Access, Reviews' },
  ]);
});

test('a title that holds commas resolves when the first comma\'s label names no document; the rest is the section', () => {
  assert.deepEqual(verify('Based on [Tickets, Prices and Refunds, Group rates]: yes.'), [['Tickets', 'admission.md', 'verified']]);
  assert.deepEqual(verify('Based on [Tickets, Prices and Refunds, Season passes]: yes.'), [['Tickets', 'admission.md', 'section not supported by content']]);
  assert.deepEqual(verify('Based on [Tickets, Refunds]: yes.'), [['Tickets', null, 'unknown source']]);
});

test('a document named in prose, or brackets outside a clause, is not a citation', () => {
  assert.deepEqual(parseCitations('Our SOC 2 Type II Report says so. See [FAQ].'), []);
  assert.deepEqual(parseCitations('Based on our audit: [SOC 2 Type II Report, Logical Access]'), []);
});

test('an unclosed bracket ends the clause without inventing a citation', () => {
  assert.deepEqual(parseCitations('Based on [SOC 2 Type II Report, Logical Access: text'), []);
});

test('the design table: verified, stem with version dropped, unsupported section, unknown labels', () => {
  assert.deepEqual(verify('Based on [SOC 2 Type II Report, Logical Access]:'), [['SOC 2 Type II Report', 'SOC2_Type2_Report_v2.md', 'verified']]);
  assert.deepEqual(verify('based on [soc2 type2 report, logical access]:'), [['soc2 type2 report', 'SOC2_Type2_Report_v2.md', 'verified']]);
  assert.deepEqual(verify('Based on [SOC 2 Type II Report, Vulnerability Management]:'), [
    ['SOC 2 Type II Report', 'SOC2_Type2_Report_v2.md', 'section not supported by content'],
  ]);
  assert.deepEqual(verify('Based on [Employee Handbook]:'), [['Employee Handbook', null, 'unknown source']]);
  assert.deepEqual(verify('Based on [../../etc/passwd]:'), [['../../etc/passwd', null, 'unknown source']]);
});

test('several citations per answer are verified one by one; aliases and punctuation variants resolve', () => {
  assert.deepEqual(verify('Based on [S.O.C. 2 type-ii report, access] and [trust faq, CAIQ questionnaires]:'), [
    ['S.O.C. 2 type-ii report', 'SOC2_Type2_Report_v2.md', 'verified'],
    ['trust faq', 'FAQ.md', 'verified'],
  ]);
});

test('a section with no significant words skips level 3; half the words is enough', () => {
  assert.deepEqual(verify('Based on [FAQ, a to z]:'), [['FAQ', 'FAQ.md', 'verified']]);
  assert.deepEqual(verify('Based on [FAQ, CAIQ pricing]:'), [['FAQ', 'FAQ.md', 'verified']]);
  assert.deepEqual(verify('Based on [FAQ, pricing tiers]:'), [['FAQ', 'FAQ.md', 'section not supported by content']]);
});

test('a configured source whose file is absent fails level 2', () => {
  assert.deepEqual(verify('Based on [Employee Handbook]:', { 'Employee Handbook': 'Handbook.md' }), [
    ['Employee Handbook', 'Handbook.md', 'cited file not in vault'],
  ]);
});

test('a custom citation pattern replaces the default syntax', () => {
  assert.deepEqual(parseCitations('see (source: FAQ, CAIQ) here', '\\(source: ([^)]+)\\)'), [
    { raw: '(source: FAQ, CAIQ)', label: 'FAQ', section: 'CAIQ' },
  ]);
});
