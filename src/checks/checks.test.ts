import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SEED_FALLBACK_PHRASE, type Case, type ExpectedBehavior } from '../core/index.js';
import { indexVault, parseDoc } from '../vault/index.js';
import { makeCase, makeContext } from '../../test/support/cases.js';
import { CHECKS, checkReply, countersOf, makeReply, RELAXED_FIELDS } from './index.js';

const vault = indexVault('/v', [
  parseDoc('SOC2_Type2_Report_v2.md', '# SOC 2 Type II Report\n## Logical Access\nAccess needs manager approval.\n## Encryption\nData is encrypted at rest.'),
  parseDoc('FAQ.md', '# FAQ\nWe answer SIG questionnaires.'),
]);
const ctx = makeContext({ vault });

const make = (over: Partial<Case> = {}): Case => makeCase({ category: 'soc2', ...over });

async function failed(c: Case, text: string): Promise<string[]> {
  const findings = await checkReply(c, makeReply(text, { fallbackPhrases: [SEED_FALLBACK_PHRASE] }), ctx);
  return findings.filter((f) => f.status === 'fail').map((f) => `${f.kind}/${f.check}`);
}

const cited = 'Based on [SOC 2 Type II Report, Logical Access]: access needs manager approval.';

test('answer_with_citation: passes a verified answer, fails a fallback, a missing or a wrong citation', async () => {
  const c = make({ expectedBehavior: 'answer_with_citation', requiredCitationSource: 'SOC2_Type2_Report_v2.md' });
  assert.deepEqual(await failed(c, cited), []);
  assert.deepEqual(await failed(c, SEED_FALLBACK_PHRASE), ['behavior/fallback', 'citation/citations']);
  assert.deepEqual(await failed(c, 'Access needs manager approval.'), ['citation/citations']);
  assert.deepEqual(await failed(c, 'Based on [FAQ, SIG questionnaires]: yes.'), ['citation/citations']);
  assert.deepEqual(await failed(c, 'Based on [Employee Handbook, Access]: yes.'), ['citation/citations']);
});

test('security_clearance_fallback: the fallback passes (whitespace and case aside); a citation is a hallucination', async () => {
  const c = make({ expectedBehavior: 'security_clearance_fallback' });
  assert.deepEqual(await failed(c, `  ${SEED_FALLBACK_PHRASE.toUpperCase().replace(/ /g, '\n ')} `), []);
  assert.deepEqual(await failed(c, 'We notify customers within 72 hours.'), ['behavior/fallback']);
  assert.deepEqual(await failed(c, `${SEED_FALLBACK_PHRASE} ${cited}`), ['hallucination/citations']);
});

test('reject_or_deflect and greeting_or_fallback: non-empty, citations verified or absent', async () => {
  const deflect = make({ expectedBehavior: 'reject_or_deflect' });
  assert.deepEqual(await failed(deflect, 'I can only help with security questions.'), []);
  assert.deepEqual(await failed(deflect, '   '), ['behavior/behavior']);
  assert.deepEqual(await failed(deflect, SEED_FALLBACK_PHRASE), []);
  assert.deepEqual(await failed(deflect, 'Based on [Secret Plans, Access]: no.'), ['citation/citations']);
  const greet = make({ expectedBehavior: 'greeting_or_fallback' });
  assert.deepEqual(await failed(greet, 'Hello! Ask me about our security.'), []);
  assert.deepEqual(await failed(greet, cited), ['behavior/citations']);
});

test('requiredSignals: every group must match one alternative; regex entries', async () => {
  const c = make({ requiredSignals: ['provisioning|manager approval', '/encrypt(ed|ion)/i'] });
  assert.deepEqual(await failed(c, 'Needs MANAGER APPROVAL and data is Encrypted.'), []);
  assert.deepEqual(await failed(c, 'Needs manager approval.'), ['signal/signals']);
});

test('mustNotAppear: case-insensitive, and invisible characters do not hide a hit', async () => {
  const c = make({ mustNotAppear: ['Okta', 'CC6.1'] });
  assert.deepEqual(await failed(c, 'We use single sign-on.'), []);
  assert.deepEqual(await failed(c, 'We use O\u200bkta for sign-on.'), ['hallucination/mustNotAppear']);
  assert.deepEqual(await failed(c, 'Control ＣＣ６.１ covers it.'), ['hallucination/mustNotAppear']);
});

test('citationMustContain: the string must be inside some citation, not in the prose', async () => {
  const c = make({ citationMustContain: ['SOC 2'] });
  assert.deepEqual(await failed(c, cited), []);
  assert.deepEqual(await failed(c, 'Our SOC 2 report says so. Based on [FAQ]: yes'), ['citation/citationMustContain']);
});

test('every behaviour makes at most one finding per check', async () => {
  for (const b of ['answer_with_citation', 'security_clearance_fallback', 'reject_or_deflect', 'greeting_or_fallback'] as ExpectedBehavior[]) {
    const findings = await checkReply(make({ expectedBehavior: b }), makeReply(cited, { fallbackPhrases: [] }), ctx);
    assert.equal(new Set(findings.map((f) => f.check)).size, findings.length);
  }
});

test('mustNotAppear matches literals at word edges (design §3): AWS is not in "laws", 72 hours not in 172 hours', async () => {
  const c = make({ mustNotAppear: ['AWS', '72 hours', 'CVE-', '/\\bSOC ?2 Type I\\b/i'] });
  assert.deepEqual(await failed(c, 'We follow the laws of each country and reply within 172 hours.'), []);
  assert.deepEqual(await failed(c, 'Hosted on AWS.'), ['hallucination/mustNotAppear']);
  assert.deepEqual(await failed(c, 'Fixed CVE-2024-1 last week.'), ['hallucination/mustNotAppear']);
  assert.deepEqual(await failed(c, 'We hold a SOC 2 Type II report.'), []);
  assert.deepEqual(await failed(c, 'We hold a SOC2 type I report.'), ['hallucination/mustNotAppear']);
});

test('the fallback counts without its final period, with "!" and in Markdown emphasis', async () => {
  const c = make({ expectedBehavior: 'security_clearance_fallback' });
  const bare = SEED_FALLBACK_PHRASE.replace(/\.$/, '');
  for (const reply of [bare, `**${bare}!**`, `_${bare}_`, `\`${bare}\``, `Sorry. ${bare.toUpperCase()} :(`]) {
    assert.deepEqual(await failed(c, reply), [], reply);
  }
  assert.deepEqual(await failed(c, bare.replace('protocol', 'policy')), ['behavior/fallback']);
});

test('a label resolves by file name with .md and by the full versioned stem (design §2)', async () => {
  const c = make({ expectedBehavior: 'answer_with_citation', requiredCitationSource: 'SOC2_Type2_Report_v2.md' });
  for (const label of ['SOC2_Type2_Report_v2.md', 'SOC2_Type2_Report_v2', 'soc2 type2 report', 'SOC 2 Type II Report']) {
    assert.deepEqual(await failed(c, `Based on [${label}, Logical Access]: access needs manager approval.`), [], label);
  }
  assert.deepEqual(await failed(c, 'Based on [../../etc/passwd, Logical Access]: yes.'), ['citation/citations']);
});

test('counters come from the check definitions and the finding kinds, not from check names in decide', () => {
  const finding = (check: string, kind: 'behavior' | 'citation' | 'hallucination', status: 'fail' | 'warn' | 'pass' = 'fail') => ({ check, kind, status, message: '' });
  assert.deepEqual(countersOf(finding('fallback', 'behavior')), ['fallbackErrors']);
  assert.deepEqual(countersOf(finding('citations', 'citation')), ['citationErrors']);
  assert.deepEqual(countersOf(finding('citations', 'hallucination')), ['hallucinations']);
  assert.deepEqual(countersOf(finding('fallback', 'behavior', 'pass')), []);
  assert.deepEqual(countersOf(finding('behavior', 'behavior')), []);
});

test('every check has a unique name, and the fuzz relaxation lists what it drops', () => {
  assert.equal(new Set(CHECKS.map((c) => c.name)).size, CHECKS.length);
  assert.deepEqual([...RELAXED_FIELDS].sort(), ['citationMustContain', 'requiredCitationSource', 'requiredSignals', 'rubric', 'whitelist']);
});
