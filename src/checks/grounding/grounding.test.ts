// The grounding checks as a run sees them (design §3a): `grounding: fail` fails only what vouch is
// certain of, warns about the rest, asks a configured judge about what it is not certain of, and
// reads a hostile reply only so far — saying so instead of passing. How the reply is read against
// the vault is pinned in src/reading/ground.test.ts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { JudgeModel } from '../../core/index.js';
import { indexVault, parseDoc } from '../../vault/index.js';
import { makeCase, makeContext } from '../../../test/support/cases.js';
import { makeReply } from '../reply.js';
import { citationSupport, grounding, LONGEST_READ } from './index.js';

const vault = indexVault('/v', [
  parseDoc('Accounts.md', '# Accounts\n## Inactive accounts\nUnused accounts are disabled after 30 days.\n## Reviews\nAccess is reviewed by the team.'),
  parseDoc('Data_Retention.md', '# Data Retention\n## Backups\nBackups are kept for 35 days.'),
]);
const reply = (text: string) => makeReply(text, { fallbackPhrases: [] });
const run = (text: string, over: Parameters<typeof makeContext>[0] = {}) => grounding.run(reply(text), makeCase(), makeContext({ vault, grounding: 'fail', ...over }));

describe('`grounding: fail` fails what vouch is certain of, and only that', () => {
  test('a contradicted value fails, with the reason and the span', async () => {
    const finding = await run('Based on [Data Retention, Backups]: Backups are kept 30 days.');
    assert.equal(finding.status, 'fail');
    assert.equal(finding.kind, 'hallucination');
    assert.match(finding.evidence ?? '', /"30 days" in ".*": the vault says "35 days" for this/);
    assert.match(finding.spans?.[0]?.label ?? '', /^unsupported: the vault says "35 days" for this/);
  });
  test('a value the vault never states fails; a name nobody can be sure is one only warns', async () => {
    assert.equal((await run('Based on [Data Retention, Backups]: Backups are kept 35 days and copied to Datadog.')).status, 'fail');
    const weak = await run('Based on [Accounts, Reviews]: Access is reviewed by the Review Board.');
    assert.equal(weak.status, 'fail', 'two capitalised common words inside a sentence are a name');
    const alone = await run('Based on [Accounts, Reviews]: Access is reviewed by Security.');
    assert.equal(alone.status, 'warn');
    assert.match(alone.message, /not certain enough to fail/);
    assert.match(alone.evidence ?? '', /\(not certain\)/);
  });
  test('`warn` reports everything and fails nothing; a faithful reply passes', async () => {
    assert.equal((await run('Based on [Data Retention, Backups]: Backups are kept 30 days.', { grounding: 'warn' })).status, 'warn');
    assert.equal((await run('Based on [Data Retention, Backups]: Backups are kept for thirty-five days.')).status, 'pass');
  });
});

describe('with a judge, what vouch is not certain of is the judge\'s question', () => {
  const judgeSaying = (answer: string): JudgeModel & { prompts: string[] } => {
    const prompts: string[] = [];
    return { id: 'j', prompts, ask: async (p) => (prompts.push(p), answer) };
  };
  test('the judge says no: a failure', async () => {
    const judge = judgeSaying('No.');
    const finding = await run('Based on [Accounts, Reviews]: Access is reviewed by Security.', { judge });
    assert.equal(finding.status, 'fail');
    assert.equal(judge.prompts.length, 1);
    assert.match(judge.prompts[0]!, /A chatbot answered from these sources: "Access is reviewed by Security\."/);
    assert.equal(finding.exchanges?.[0]?.answer, 'no');
  });
  test('the judge says yes: no finding for it', async () => {
    assert.equal((await run('Based on [Accounts, Reviews]: Access is reviewed by Security.', { judge: judgeSaying('Yes') })).status, 'pass');
  });
  test('`--skip-judge`: a warning, and the judge is not asked', async () => {
    const judge = judgeSaying('No.');
    assert.equal((await run('Based on [Accounts, Reviews]: Access is reviewed by Security.', { judge, skipJudge: true })).status, 'warn');
    assert.equal(judge.prompts.length, 0);
  });
});

test('level 5: a value only an uncited document states is a citation finding', async () => {
  const finding = await citationSupport.run(reply('Based on [Accounts, Inactive accounts]: Backups are kept 35 days.'), makeCase(), makeContext({ vault, grounding: 'fail' }));
  assert.equal(finding.status, 'fail');
  assert.equal(finding.kind, 'citation');
  assert.match(finding.message, /cited source does not support "35 days"; it is in Data_Retention\.md/);
});

test('a reply longer than the read limit is read in part, and the check warns instead of passing', async () => {
  const text = `Backups are kept for 35 days. ${'Backups are kept for 35 days. '.repeat(Math.ceil(LONGEST_READ / 30))}Okta keeps them.`;
  const finding = await run(text);
  assert.equal(finding.status, 'warn');
  assert.match(finding.message, /only its first 100,000 of [\d,]+ characters were read/);
});

test('a correct fallback has nothing to ground', async () => {
  const c = makeCase({ expectedBehavior: 'security_clearance_fallback' });
  const fallback = makeReply('I cannot say. Okta keeps 99 days.', { fallbackPhrases: ['I cannot say'] });
  assert.equal((await grounding.run(fallback, c, makeContext({ vault, grounding: 'fail', fallbackPhrases: ['I cannot say'] }))).status, 'pass');
});
