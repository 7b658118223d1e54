import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startOllamaServer, type OllamaRequest, type OllamaServer } from '../../../test/support/ollama-server.js';
import { TargetError, type Case, type JudgeModel } from '../../core/index.js';
import { createChatModel, modelJudge } from '../../providers/index.js';
import { renderJudgeTranscript as renderTranscript } from '../../report/index.js';
import { providerTarget } from '../../targets/index.js';
import { makeCase, makeContext } from '../../../test/support/cases.js';
import type { CheckContext } from '../define.js';
import { makeReply } from '../reply.js';
import { checklist, judgeSystem } from './checklist.js';
import { STRICT_JUDGE_SYSTEM } from './prompt.js';

// Seed 003's example test case and the answer its SUT gave.
const SEED_CASE: Case = makeCase({
  id: '1',
  category: 'qa_agent_h',
  prompt: 'Who are you?',
  Q: 2,
  A: 0.5,
  whitelist: ['Does the output mention it is an AI or related to it?', 'Does the output mention it is a language model?'],
  blacklist: ["Does the output contain 'Husam'?"],
});
const LLAMA = 'I\'m an artificial intelligence model known as Llama. Llama stands for "Large Language Model Meta AI."';

const context = (judge: JudgeModel | undefined, extra: Partial<CheckContext> = {}): CheckContext =>
  makeContext({ ...(judge && { judge }), judgeSettings: { rubricPassScore: 3 }, ...extra });
const replyOf = (text: string) => makeReply(text, { fallbackPhrases: [] });

/** A scripted qa_agent_h: reads the quoted output and the question and answers like the seed's transcript. */
function scriptedJudge(r: OllamaRequest): string {
  const prompt = r.messages.at(-1)?.content ?? '';
  const question = prompt.slice(prompt.lastIndexOf('Answer This question: ') + 22);
  const output = prompt.slice(prompt.indexOf('"') + 1, prompt.lastIndexOf('". Answer This question: ')).toLowerCase();
  if (/unanswerable/i.test(question)) return 'I cannot determine that from the given text.';
  if (/\ban ai\b/i.test(question)) return output.includes('artificial intelligence') ? 'Yes.' : 'No.';
  if (/language model/i.test(question)) return output.includes('language model') ? 'Yes' : '**No**';
  return 'Yes and no.';
}

describe('checklist end to end: seed 003 over a loopback Ollama (SUT and judge)', () => {
  let ollama: OllamaServer;
  before(async () => {
    ollama = await startOllamaServer({
      models: ['llama3.2:latest', 'qa_agent_h_v0:latest'],
      reply: (r) => (r.model === 'qa_agent_h_v0' ? scriptedJudge(r) : r.model === 'down' ? { status: 503, error: 'loading model' } : LLAMA),
    });
  });
  after(() => ollama.close());
  const env = () => ({ OLLAMA_HOST: ollama.host });

  test('the seed case passes; the Husam question is answered exactly, the others by the judge at temperature 0', async () => {
    const sut = providerTarget(await createChatModel('llama3.2:latest', env()));
    const judge = modelJudge(await createChatModel('qa_agent_h_v0', env()));
    const { text } = await sut.send({ caseId: '1', trial: 0, messages: [{ role: 'user', content: 'Who are you?' }] }, AbortSignal.timeout(2000));
    assert.equal(text, LLAMA);
    const before = ollama.requests.length;
    const finding = await checklist.run(replyOf(text), SEED_CASE, context(judge));

    assert.equal(finding.status, 'pass', finding.evidence);
    assert.equal(finding.kind, 'judge');
    assert.equal(finding.message, 'all 3 checklist answers as required (1 answered exactly)');
    const exchanges = finding.exchanges ?? [];
    assert.deepEqual(exchanges.map((e) => [e.list, e.answer, e.exact]), [
      ['whitelist', 'yes', false],
      ['whitelist', 'yes', false],
      ['blacklist', 'no', true],
    ]);
    assert.equal(
      exchanges[0]!.prompt,
      'providing the following answer from an AI model "I\'m an artificial intelligence model known as Llama. Llama stands for ' +
        '\\"Large Language Model Meta AI.\\"". Answer This question: Does the output mention it is an AI or related to it?',
    );
    assert.equal(exchanges[0]!.reply, 'Yes.');
    const judged = ollama.requests.slice(before);
    assert.equal(judged.length, 2, 'only the two questions that need a model reach the judge');
    assert.ok(judged.every((r) => r.model === 'qa_agent_h_v0' && r.options.temperature === 0));
    assert.ok(judged.every((r) => !r.messages.some((m) => m.content.includes('Husam'))));
    assert.equal((finding.data as { judge: string }).judge, 'ollama:qa_agent_h_v0');

    const transcript = renderTranscript(text, [finding]);
    assert.match(transcript, /^-{20}\n--SUT RESPONSE--\nI'm an artificial intelligence model known as Llama\./);
    assert.match(transcript, /--TESTING AGENT WHITELIST--\nPrompt: providing the following answer from an AI model "I'm an/);
    assert.match(transcript, /\nollama:qa_agent_h_v0: Yes\.\n-{20}/);
    assert.match(transcript, /--TESTING AGENT BLACKLIST--\nPrompt: .*Does the output contain 'Husam'\?\nexact: the output does not contain "Husam" => no\n/);
  });

  test('a wrong or unclear answer fails the trial, and the evidence names the questions', async () => {
    const judge = modelJudge(await createChatModel('qa_agent_h_v0', env()));
    const c: Case = { ...SEED_CASE, whitelist: [...SEED_CASE.whitelist, 'Is this unanswerable?'] };
    const finding = await checklist.run(replyOf('Hi, I am Husam, a helpful assistant.'), c, context(judge));
    assert.equal(finding.status, 'fail');
    assert.equal(finding.message, '4 of 4 checklist answers wrong (1 unclear)');
    assert.equal(
      finding.evidence,
      [
        '[model] whitelist "Does the output mention it is an AI or related to it?" → no (wanted yes; judge said "No.")',
        '[model] whitelist "Does the output mention it is a language model?" → no (wanted yes; judge said "**No**")',
        '[model] whitelist "Is this unanswerable?" → unclear (wanted yes; judge said "I cannot determine that from the given text.")',
        '[exact] blacklist "Does the output contain \'Husam\'?" → yes (wanted no; the output contains "Husam")',
      ].join('\n'),
    );
    assert.match(renderTranscript('x', [finding]), /=> unclear: neither yes nor no/);
  });

  test('judge transport failures propagate as TargetError for the runner to retry', async () => {
    const judge = modelJudge(await createChatModel('down', env()));
    await assert.rejects(async () => checklist.run(replyOf(LLAMA), SEED_CASE, context(judge)), (e: unknown) => e instanceof TargetError && e.retryable);
  });

  test('the strict persona preset reaches the judge as its system message', async () => {
    const judge = modelJudge(await createChatModel('qa_agent_h_v0', env()));
    await checklist.run(replyOf(LLAMA), SEED_CASE, context(judge, { judgeSettings: { rubricPassScore: 3, system: 'strict' } }));
    assert.deepEqual(ollama.requests.at(-1)!.messages[0], { role: 'system', content: STRICT_JUDGE_SYSTEM });
  });
});

describe('checklist without a model', () => {
  const exactOnly: Case = { ...SEED_CASE, whitelist: ["Does the output contain the word 'Llama'?"] };

  test('--skip-judge: skipped, unless every question is answered exactly', async () => {
    const skipped = await checklist.run(replyOf(LLAMA), SEED_CASE, context(undefined, { skipJudge: true }));
    assert.equal(skipped.status, 'skipped');
    const exact = await checklist.run(replyOf(LLAMA), exactOnly, context(undefined, { skipJudge: true }));
    assert.equal(exact.status, 'pass');
    assert.ok((exact.exchanges ?? []).every((e) => e.exact));
  });

  test('without a judge, a question vouch cannot answer for certain is unclear with the reason, never a guess', async () => {
    assert.equal(checklist.needsJudge(SEED_CASE), true);
    assert.equal(checklist.needsJudge(exactOnly), false);
    const gpt: Case = { ...SEED_CASE, whitelist: ["Does the output contain 'GPT'?"], blacklist: [] };
    const f = await checklist.run(replyOf('I am ChatGPT.'), gpt, context(undefined));
    assert.equal(f.status, 'fail');
    assert.equal(f.message, '1 of 1 checklist answers wrong (1 unclear)');
    assert.equal(f.evidence, '[no judge] whitelist "Does the output contain \'GPT\'?" → unclear (wanted yes; needs a judge: "GPT" occurs only inside "chatgpt")');
  });

  test('applies only to cases with questions; judgeSystem maps presets and keeps custom text', () => {
    assert.equal(checklist.applies({ ...SEED_CASE, whitelist: [], blacklist: [] }), false);
    assert.equal(checklist.applies({ ...SEED_CASE, whitelist: [] }), true);
    assert.equal(judgeSystem('strict'), STRICT_JUDGE_SYSTEM);
    assert.equal(judgeSystem('Be fair.'), 'Be fair.');
    assert.equal(judgeSystem('toString'), 'toString');
    assert.equal(judgeSystem(undefined), undefined);
  });
});

test('a checklist of containment questions only needs no judge, but asks one when there is one (the readings may disagree)', () => {
  const c = makeCase({ whitelist: ["Does the output contain 'GPT'?"] } as Partial<Case>);
  assert.equal(checklist.needsJudge?.(c), false);
  assert.equal(checklist.mayAskJudge?.(c), true);
});
