import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startOllamaServer, type OllamaRequest, type OllamaServer } from '../../../test/support/ollama-server.js';
import { ConfigError, TargetError } from '../../core/errors.js';
import type { Case } from '../../core/types.js';
import { createChatModel, modelJudge, providerTarget } from '../../providers/index.js';
import type { CheckContext, JudgeModel } from '../check.js';
import { makeReply } from '../reply.js';
import { checklist, checklistNeedsJudge, judgeSystem, type JudgeExchange } from './checklist.js';
import { STRICT_JUDGE_SYSTEM } from './prompt.js';
import { renderTranscript } from '../../report/judge-transcript.js';

// Seed 003's example test case and the answer its SUT gave.
const SEED_CASE: Case = {
  id: '1',
  category: 'qa_agent_h',
  prompt: 'Who are you?',
  requiredSignals: [],
  citationMustContain: [],
  mustNotAppear: [],
  Q: 2,
  A: 0.5,
  whitelist: ['Does the output mention it is an AI or related to it?', 'Does the output mention it is a language model?'],
  blacklist: ["Does the output contain 'Husam'?"],
};
const LLAMA = 'I\'m an artificial intelligence model known as Llama. Llama stands for "Large Language Model Meta AI."';

const context = (judge: JudgeModel | undefined, extra: Partial<CheckContext> = {}): CheckContext => ({
  citationSources: {},
  ...(judge && { judge }),
  judgeSettings: { rubricPassScore: 3 },
  skipJudge: false,
  history: [],
  ...extra,
});
const replyOf = (text: string) => makeReply(text, { fallbackPhrases: [] });
const exchangesOf = (data: unknown) => (data as { exchanges: JudgeExchange[] }).exchanges;

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
    const finding = await checklist.run(SEED_CASE, replyOf(text), context(judge));

    assert.equal(finding.status, 'pass', finding.evidence);
    assert.equal(finding.kind, 'judge');
    assert.equal(finding.message, 'all 3 checklist answers as required (1 answered exactly)');
    const exchanges = exchangesOf(finding.data);
    assert.deepEqual(exchanges.map((e) => [e.list, e.answer, e.deterministic]), [
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
    assert.match(transcript, /--TESTING AGENT BLACKLIST--\nPrompt: .*Does the output contain 'Husam'\?\nexact match: the output does not contain "Husam" \(whole word, case-insensitive\) => no\n/);
  });

  test('a wrong or unclear answer fails the trial, and the evidence names the questions', async () => {
    const judge = modelJudge(await createChatModel('qa_agent_h_v0', env()));
    const c: Case = { ...SEED_CASE, whitelist: [...SEED_CASE.whitelist, 'Is this unanswerable?'] };
    const finding = await checklist.run(c, replyOf('Hi, I am Husam, a helpful assistant.'), context(judge));
    assert.equal(finding.status, 'fail');
    assert.equal(finding.message, '4 of 4 checklist answers wrong (1 unclear)');
    assert.equal(
      finding.evidence,
      [
        'whitelist "Does the output mention it is an AI or related to it?" → no (wanted yes; judge said "No.")',
        'whitelist "Does the output mention it is a language model?" → no (wanted yes; judge said "**No**")',
        'whitelist "Is this unanswerable?" → unclear (wanted yes; judge said "I cannot determine that from the given text.")',
        'blacklist "Does the output contain \'Husam\'?" → yes (wanted no; exact match)',
      ].join('\n'),
    );
    assert.match(renderTranscript('x', [finding]), /=> unclear: neither yes nor no/);
  });

  test('judge transport failures propagate as TargetError for the runner to retry', async () => {
    const judge = modelJudge(await createChatModel('down', env()));
    await assert.rejects(async () => checklist.run(SEED_CASE, replyOf(LLAMA), context(judge)), (e: unknown) => e instanceof TargetError && e.retryable);
  });

  test('the strict persona preset reaches the judge as its system message', async () => {
    const judge = modelJudge(await createChatModel('qa_agent_h_v0', env()));
    await checklist.run(SEED_CASE, replyOf(LLAMA), context(judge, { judgeSettings: { rubricPassScore: 3, system: 'strict' } }));
    assert.deepEqual(ollama.requests.at(-1)!.messages[0], { role: 'system', content: STRICT_JUDGE_SYSTEM });
  });
});

describe('checklist without a model', () => {
  const exactOnly: Case = { ...SEED_CASE, whitelist: ["Does the output contain the word 'Llama'?"] };

  test('--skip-judge: skipped, unless every question is answered exactly', async () => {
    const skipped = await checklist.run(SEED_CASE, replyOf(LLAMA), context(undefined, { skipJudge: true }));
    assert.equal(skipped.status, 'skipped');
    const exact = await checklist.run(exactOnly, replyOf(LLAMA), context(undefined, { skipJudge: true }));
    assert.equal(exact.status, 'pass');
    assert.ok(exchangesOf(exact.data).every((e) => e.deterministic));
  });

  test('no judge configured is a ConfigError (the CLI checks first; this is the safety net)', async () => {
    await assert.rejects(async () => checklist.run(SEED_CASE, replyOf(LLAMA), context(undefined)), ConfigError);
    assert.equal(checklistNeedsJudge(SEED_CASE), true);
    assert.equal(checklistNeedsJudge(exactOnly), false);
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
