import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Case, JudgeModel } from '../../core/index.js';
import { indexVault, parseDoc } from '../../vault/index.js';
import { makeCase, makeContext } from '../../../test/support/cases.js';
import type { CheckContext } from '../define.js';
import { makeReply } from '../reply.js';
import { MAX_SOURCE_CHARS, rubric } from './rubric.js';

const SOC2 = parseDoc('SOC2_Type2_Report_v2.md', '# SOC 2 Type II Report\n\n## Logical Access\nUser access reviews are performed annually by the security team.\n');
const BIG = parseDoc('Huge_Policy.md', `# Huge Policy\n\n${'lorem ipsum '.repeat(3000)}`);
const vault = indexVault('/vault', [SOC2, BIG]);

const CASE: Case = makeCase({ id: 'SOC2-001', category: 'soc2', prompt: 'How often are access reviews performed?', rubric: true });

/** A judge that records what it was asked and answers as scripted. */
function recordingJudge(answer: string): JudgeModel & { asked: { prompt: string; system: string | undefined }[] } {
  const asked: { prompt: string; system: string | undefined }[] = [];
  return {
    id: 'test:judge',
    asked,
    ask: async (prompt, system) => {
      asked.push({ prompt, system });
      return answer;
    },
  };
}

const ctx = (judge: JudgeModel, extra: Partial<CheckContext> = {}): CheckContext =>
  makeContext({ vault, judge, judgeSettings: { rubricPassScore: 3, system: 'strict' }, ...extra });
const reply = (text: string) => makeReply(text, { fallbackPhrases: [] });
const SUBTLE = 'Based on [SOC 2 Type II Report, Logical Access]: access reviews are performed "quarterly".';

test('the prompt carries the question, the cited document’s content and the escaped response', async () => {
  const judge = recordingJudge('Score: 2\nThe vault says annual reviews; the response says quarterly.');
  const finding = await rubric.run(reply(SUBTLE), CASE, ctx(judge));
  const { prompt, system } = judge.asked[0]!;
  assert.equal(system, undefined, 'the yes/no persona is not sent to a rubric judge');
  assert.match(prompt, /^You are evaluating a compliance bot's answer\. Score 1-5:\n- 5: Accurate, well-cited, no fabrication\n/);
  assert.match(prompt, /\nQuestion: How often are access reviews performed\?\n/);
  assert.match(prompt, /Vault source content: \n\[SOC 2 Type II Report\] \(SOC2_Type2_Report_v2\.md\)\n# SOC 2 Type II Report[\s\S]*performed annually by the security team\./);
  assert.ok(prompt.includes('Bot response: "Based on [SOC 2 Type II Report, Logical Access]: access reviews are performed \\"quarterly\\"."'));
  assert.match(prompt, /\n\nScore \(1-5\) and brief explanation:$/);

  assert.equal(finding.status, 'fail');
  assert.equal(finding.kind, 'judge');
  assert.equal(finding.message, 'rubric score 2/5 (passes at 3)');
  assert.equal(finding.evidence, 'The vault says annual reviews; the response says quarterly.');
  assert.deepEqual({ ...finding.data, prompt: undefined }, {
    judge: 'test:judge', score: 2, passScore: 3, explanation: 'The vault says annual reviews; the response says quarterly.',
    sources: ['SOC2_Type2_Report_v2.md'], prompt: undefined, reply: 'Score: 2\nThe vault says annual reviews; the response says quarterly.',
  });
});

test('passes at the configured score; custom criteria join the scale', async () => {
  const judge = recordingJudge('**Score:** 4/5 — accurate and cited.');
  const c = { ...CASE, rubric: 'The answer must name who performs the review.' };
  const finding = await rubric.run(reply(SUBTLE), c, ctx(judge, { judgeSettings: { rubricPassScore: 4 } }));
  assert.equal(finding.status, 'pass');
  assert.equal(finding.message, 'rubric score 4/5 (passes at 4)');
  assert.match(judge.asked[0]!.prompt, /Also judge it by these criteria: The answer must name who performs the review\.\n/);
});

test('no score is unclear: a failure quoting the judge', async () => {
  const judge = recordingJudge('The response looks fine to me.');
  const finding = await rubric.run(reply(SUBTLE), CASE, ctx(judge));
  assert.equal(finding.status, 'fail');
  assert.equal(finding.message, 'unclear: the judge gave no 1–5 score');
  assert.equal(finding.evidence, 'judge said "The response looks fine to me."');
  assert.equal(finding.data?.score, null);
});

test('unknown labels are named, nothing cited says so, and big documents are capped', async () => {
  const judge = recordingJudge('Score: 1');
  await rubric.run(reply('Based on [Employee Handbook] and [Huge Policy]: yes.'), CASE, ctx(judge));
  const prompt = judge.asked[0]!.prompt;
  assert.match(prompt, /cites "Employee Handbook", which the vault does not have/);
  assert.match(prompt, /\[… \d+ more characters not shown\]/);
  assert.ok(prompt.length < MAX_SOURCE_CHARS + 2000, `prompt of ${prompt.length} characters`);
  await rubric.run(reply('Access is reviewed yearly.'), CASE, ctx(judge));
  assert.match(judge.asked[1]!.prompt, /Vault source content: \(the response cites no vault document\)/);
});

test('skipped with --skip-judge; applies only to rubric cases; a conversation turn uses its last user message', async () => {
  const judge = recordingJudge('Score: 5');
  assert.equal((await rubric.run(reply(SUBTLE), CASE, ctx(judge, { skipJudge: true }))).status, 'skipped');
  assert.equal(judge.asked.length, 0);
  const { rubric: _, ...plain } = CASE;
  assert.equal(rubric.applies(plain), false);
  assert.equal(rubric.applies(CASE), true);
  const { prompt: __, ...turn } = CASE;
  await rubric.run(reply(SUBTLE), turn, ctx(judge, { history: [{ role: 'user', content: 'First?' }, { role: 'assistant', content: 'A.' }, { role: 'user', content: 'And the cadence?' }] }));
  assert.match(judge.asked[0]!.prompt, /\nQuestion: And the cadence\?\n/);
});
