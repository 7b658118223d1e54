import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SEED_FALLBACK_PHRASE } from '../core/suite.js';
import type { Case, ExpectedBehavior } from '../core/types.js';
import { indexVault, parseDoc } from '../vault/index.js';
import { makeCase } from '../../test/support/cases.js';
import { checkReply, makeReply, type CheckContext } from './index.js';

const vault = indexVault('/v', [
  parseDoc('SOC2_Type2_Report_v2.md', '# SOC 2 Type II Report\n## Logical Access\nAccess needs manager approval.\n## Encryption\nData is encrypted at rest.'),
  parseDoc('FAQ.md', '# FAQ\nWe answer SIG questionnaires.'),
]);
const ctx: CheckContext = { vault, citationSources: {}, judgeSettings: { rubricPassScore: 4 }, skipJudge: false, history: [] };

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
