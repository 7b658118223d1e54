// grounding: judge — the claims the judge is asked about, what it is shown, and how its answers
// become findings. The judge here is a JudgeModel that reads the prompt it is given, as a model would.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { JudgeModel } from '../../core/index.js';
import { indexVault, parseDoc, type Vault } from '../../vault/index.js';
import { makeCase, makeContext } from '../../../test/support/cases.js';
import { makeReply } from '../reply.js';
import { claimsOf, grounding, layoutOf } from './index.js';

const vault: Vault = indexVault('/v', [
  parseDoc('Backup_Policy.md', '# Backup Policy\n## Retention\nBackups are kept for 35 days in two regions.\n## Encryption\nBackups are encrypted at rest with AES-256.'),
  parseDoc('Access_Policy.md', '# Access Policy\n## Reviews\nManagers review access twice a year.'),
]);

/** A judge that answers yes when every word of the quoted claim longer than four letters appears in the sources it was shown. */
function readingJudge(asked: string[] = []): JudgeModel {
  return {
    id: 'reading-judge',
    async ask(prompt) {
      asked.push(prompt);
      const sources = prompt.slice(0, prompt.indexOf('A chatbot answered')).toLowerCase();
      const claim = /answered from these sources: "(.*)"\n/.exec(prompt)?.[1] ?? '';
      const words = claim.toLowerCase().match(/[a-z]{5,}/g) ?? [];
      return words.every((w) => sources.includes(w)) ? 'Yes.' : 'No.';
    },
  };
}

const check = (text: string, judge: JudgeModel, over = {}) =>
  grounding.run(makeReply(text, { fallbackPhrases: [] }), makeCase(), makeContext({ vault, grounding: 'judge', judge, ...over }));

describe('grounding: judge (design §3a)', () => {
  test('claims are the sentences that state something: no questions, courtesies or absence statements', () => {
    const text = 'Backups are kept for 35 days. Do you need more? Let me know if you need the policy. The policy does not mention tape. Thanks!';
    const layout = layoutOf(text);
    assert.deepEqual(claimsOf(text, layout).map((s) => text.slice(s.start, s.end)), ['Backups are kept for 35 days.']);
  });

  test('a claim without any specific that the sources do not state fails as a hallucination, its sentence as the span', async () => {
    const text = 'Based on [Backup Policy, Encryption]: Backups are encrypted at rest with AES-256. Customers manage their own encryption keys.';
    const finding = await check(text, readingJudge());
    assert.equal(finding.status, 'fail');
    assert.equal(finding.kind, 'hallucination');
    assert.match(finding.message, /1 of its 2 claims the judge did not find in its sources/);
    assert.deepEqual(finding.spans?.map((s) => text.slice(s.start, s.end)), ['Customers manage their own encryption keys.']);
    assert.deepEqual(finding.exchanges?.map((e) => [e.answer, e.exact]), [['yes', false], ['no', false]]);
  });

  test('the judge is shown the cited section, not the rest of the vault', async () => {
    const asked: string[] = [];
    await check('Based on [Backup Policy, Retention]: Backups are kept for 35 days in two regions.', readingJudge(asked));
    assert.equal(asked.length, 1);
    assert.match(asked[0]!, /\[Backup_Policy\.md › Retention\] Backups are kept for 35 days in two regions\./);
    assert.doesNotMatch(asked[0]!, /AES-256|twice a year/);
  });

  test('without a citation, the judge is shown the vault passages closest to the claim', async () => {
    const asked: string[] = [];
    const finding = await check('Managers review access twice a year.', readingJudge(asked));
    assert.equal(finding.status, 'pass', finding.message);
    assert.match(asked[0]!, /Access_Policy\.md › Reviews/);
  });

  test('a sentence already failed for an unsupported specific is not asked again', async () => {
    const asked: string[] = [];
    const finding = await check('Based on [Backup Policy, Retention]: Backups are kept for 90 days in two regions.', readingJudge(asked));
    assert.equal(asked.length, 0);
    assert.equal(finding.status, 'fail');
    assert.match(finding.message, /"90 days"/);
  });

  test('an unclear judge answer fails the claim and says it was unclear', async () => {
    const unsure: JudgeModel = { id: 'unsure', ask: async () => 'It is hard to say.' };
    const finding = await check('Backups are encrypted at rest with AES-256.', unsure);
    assert.equal(finding.status, 'fail');
    assert.match(finding.spans?.[0]?.label ?? '', /unclear/);
  });

  test('with --skip-judge the deterministic pass still runs, and the finding says the judge pass was skipped', async () => {
    const asked: string[] = [];
    const finding = await check('Backups are kept for 35 days.', readingJudge(asked), { skipJudge: true });
    assert.equal(asked.length, 0);
    assert.equal(finding.status, 'pass');
    assert.match(finding.message, /judge pass was skipped/);
  });
});
