import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseAnswer, parseScore, type JudgeAnswer } from './parse.js';

// Replies judges really give: qa_agent_h's own ("Yes.", "No"), chatty instruction-tuned models,
// markdown-happy ones and reasoning models that think first.
const TABLE: readonly [string, JudgeAnswer][] = [
  ['Yes.', 'yes'],
  ['Yes', 'yes'],
  ['No.', 'no'],
  ['No', 'no'],
  ['YES', 'yes'],
  ['no!', 'no'],
  ['**No**', 'no'],
  ['**Yes.**', 'yes'],
  ['__yes__', 'yes'],
  ['`No`', 'no'],
  ['  yes, because the output says it is an AI model.', 'yes'],
  ['\n\nYes - it mentions being a language model.', 'yes'],
  ['No, it does not.', 'no'],
  ['No, the output does not contain the name "Husam".', 'no'],
  ['"Yes"', 'yes'],
  ['Yes, the answer mentions it is an AI. It does not say no to anything.', 'yes'],
  ['Nope.', 'no'],
  ['Yeah, it does.', 'yes'],
  ['The answer is yes.', 'yes'],
  ['The answer is: No', 'no'],
  ['Answer: Yes', 'yes'],
  ['**Answer:** No', 'no'],
  ['Based on the text provided, the answer would be yes.', 'yes'],
  ['After reading the output carefully.\n\nFinal answer: no', 'no'],
  ['# Verdict: yes', 'yes'],
  ['- Yes', 'yes'],
  ['True', 'yes'],
  ['False.', 'no'],
  ['<think>The output says "I\'m an artificial intelligence". So it mentions AI.</think>\n\nYes', 'yes'],
  ['<think>\nDoes it contain Husam? No, it does not. But wait, yes could...\n</think>\nNo.', 'no'],
  ['<thinking>Let me check the quote.</thinking> **Yes**', 'yes'],
  ['<think>I need to decide whether the answer is yes', 'unclear'],
  ['I cannot determine that from the given text.', 'unclear'],
  ["I'm not sure.", 'unclear'],
  ['Yes and no.', 'unclear'],
  ['Yes or no: it depends on how you read it.', 'unclear'],
  ['Maybe.', 'unclear'],
  ['It depends.', 'unclear'],
  ['No doubt, it mentions being an AI.', 'unclear'],
  ['Yes. Actually, the answer is no.', 'unclear'],
  ['The output mentions an AI model, which suggests it is related to AI.', 'unclear'],
  ['Not really.', 'unclear'],
  ['None of the above.', 'unclear'],
  ['Yesterday the model said otherwise.', 'unclear'],
  ['Noted.', 'unclear'],
  ['', 'unclear'],
  ['   \n ', 'unclear'],
];

test('judge replies read as yes / no / unclear', () => {
  for (const [reply, expected] of TABLE) {
    assert.equal(parseAnswer(reply), expected, `reply: ${JSON.stringify(reply)}`);
  }
});

const SCORES: readonly [string, number | undefined][] = [
  ['Score: 4\nMostly accurate; the citation is right.', 4],
  ['Score (1-5): 5 — accurate, well-cited, no fabrication.', 5],
  ['**Score:** 3/5\n\n**Explanation:** Mostly accurate.', 3],
  ['4 - Mostly accurate, but it omits the review cadence.', 4],
  ['2/5. The response invents a quarterly key rotation.', 2],
  ['The answer is grounded in the SOC 2 report. I would rate it 4 out of 5.', 4],
  ["I'd give it a 1: the policy it cites does not exist.", 1],
  ['The score is 3 because the section is wrong.', 3],
  ['<think>Vault says annual review. Response says annual. Maybe 5? Or 4.</think>\nScore: 5\nAccurate.', 5],
  ['Score: 4.5 — nearly perfect.', undefined],
  ['Score: 7', undefined],
  ['The response is accurate and well cited.', undefined],
  ['I cannot score this without the source.', undefined],
  ['15 sentences long, hard to judge.', undefined],
];

test('rubric replies read as a 1–5 score, or none', () => {
  for (const [reply, expected] of SCORES) {
    assert.equal(parseScore(reply).score, expected, `reply: ${JSON.stringify(reply)}`);
  }
});

test('the explanation is the judge’s words, without thinking or the leading score', () => {
  assert.equal(parseScore('Score: 4\nMostly accurate; the citation is right.').explanation, 'Mostly accurate; the citation is right.');
  assert.equal(parseScore('<think>hmm</think> 2/5. Invented rotation.').explanation, 'Invented rotation.');
  assert.equal(parseScore('I rate this 3/5 overall.').explanation, 'I rate this 3/5 overall.');
  assert.equal(parseScore('No idea.').explanation, 'No idea.');
  assert.equal(parseScore(`Score: 1 ${'x'.repeat(2000)}`).explanation.length, 1001);
});
