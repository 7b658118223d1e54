// The in-process GGUF path for real: node-llama-cpp loads the tiny random-weight Llama from
// ../shared/models, generates, and the checklist parses what it said (gibberish, so: unclear).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { fromShared } from '../../test/support/repo.js';
import { CHECKS, makeReply, parseAnswer } from '../checks/index.js';
import { ConfigError } from '../core/index.js';
import { makeCase, makeContext } from '../../test/support/cases.js';
import { createChatModel, modelJudge, type ChatModel } from './index.js';
import { createLlamaCppModel } from './llamacpp.js';

const MODEL = fromShared('models', 'llama-2-tiny-random.gguf');
// A variable specifier: the optional package is looked up at run time, not by the compiler.
const optionalPackage: string = 'node-llama-cpp';
const installed = await import(optionalPackage).then(() => true, () => false);
const skip = !installed
  ? 'node-llama-cpp is not installed (npm install node-llama-cpp), so the GGUF path cannot run'
  : !existsSync(MODEL)
    ? `the test model ${MODEL} is missing`
    : false;

describe('llamacpp provider on a real GGUF file', { skip }, () => {
  let model: ChatModel;
  before(async () => {
    model = await createChatModel(`llamacpp:${MODEL}`, {}, { contextSize: 512, threads: 1 });
  });
  after(() => model.close?.());

  test('load → prompt → generate: greedy at temperature 0, so the same prompt gives the same text', async () => {
    assert.equal(model.id, `llamacpp:${MODEL}`);
    const judge = modelJudge(model, { maxTokens: 8 });
    // Two at once: calls queue on the one context sequence instead of colliding.
    const [a, b] = await Promise.all([judge.ask('Is the sky blue?', 'Answer yes or no.'), judge.ask('Is the sky blue?', 'Answer yes or no.')]);
    assert.equal(typeof a, 'string');
    assert.ok(a.length > 0, 'the model generated something');
    assert.equal(b, a);
    const history = await model.chat(
      [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello' }, { role: 'user', content: 'Who are you?' }],
      { maxTokens: 4, temperature: 0 },
    );
    assert.equal(typeof history, 'string');
  });

  test('as a judge with no cap configured it stops after a few tokens: a yes/no needs no 1024', async () => {
    assert.equal(model.judgeMaxTokens, 32);
    const ask = (maxTokens?: number) =>
      modelJudge(model, maxTokens === undefined ? {} : { maxTokens }).ask('Does the output "I am an AI" mention it is an AI?', 'Answer yes or no.');
    const byDefault = await ask();
    const longer = await ask(64);
    // Greedy decoding: the capped answer is the start of the longer one, and shorter (this model never stops by itself).
    assert.ok(byDefault.length > 0 && longer.startsWith(byDefault) && longer.length > byDefault.length, `${byDefault.length} vs ${longer.length} characters`);
    assert.equal(await ask(32), byDefault);
  });

  test('as the checklist judge: the reply is parsed and recorded as said', async () => {
    const c = makeCase({ id: 'gguf', category: 'judge', prompt: 'Who are you?', whitelist: ['Does the output mention it is an AI?'] });
    const checklist = CHECKS.find((x) => x.name === 'checklist')!;
    const finding = (await checklist.run(makeReply('I am an AI model.', { fallbackPhrases: [] }), c, makeContext({ judge: modelJudge(model, { maxTokens: 8 }) })))!;
    const [exchange] = finding.exchanges ?? [];
    assert.equal(exchange!.exact, false);
    assert.equal(exchange!.answer, parseAnswer(exchange!.reply));
    assert.equal(finding.status, exchange!.answer === 'yes' ? 'pass' : 'fail');
  });

  test('a file that is not a GGUF model is a ConfigError', async () => {
    await assert.rejects(createChatModel(`llamacpp:${fromShared('models', 'README.md')}`, {}, { threads: 1 }), (e: unknown) =>
      e instanceof ConfigError && /could not load .* as a GGUF model/.test(e.message));
  });
});

test('a missing model file is a ConfigError naming the path', async () => {
  await assert.rejects(createChatModel('llamacpp:./no/such/model.gguf', {}), (e: unknown) =>
    e instanceof ConfigError && /no GGUF model file at .*no\/such\/model\.gguf/.test(e.message));
});

test('without the package: a ConfigError that says exactly what to install', { skip: existsSync(MODEL) ? false : `the test model ${MODEL} is missing` }, async () => {
  // A package name that is surely absent stands in for node-llama-cpp not being installed.
  await assert.rejects(createLlamaCppModel(MODEL, {}, {}, 'node-llama-cpp-absent'), (e: unknown) =>
    e instanceof ConfigError && /needs node-llama-cpp-absent, an optional dependency that is not installed: run `npm install node-llama-cpp-absent`/.test(e.message));
});
