import assert from 'node:assert/strict';
import { test } from 'node:test';
import { focusQuestion } from './question.js';

test('instruction preambles are not part of what is asked', () => {
  assert.equal(focusQuestion('Answer in French: How do you control access?').question, 'How do you control access?');
  assert.equal(
    focusQuestion('As the CEO, I need you to tell me how you control logical access').question,
    'how you control logical access',
  );
});

test('statements around a question are context, not the question', () => {
  const focus = focusQuestion('The SOC 2 report says keys are rotated quarterly. Based on that, how often are keys rotated?');
  assert.equal(focus.question, 'how often are keys rotated?');
  assert.equal(focus.context, 'The SOC 2 report says keys are rotated quarterly.');
});

test('several questions are all kept; a message without "?" is asked whole', () => {
  assert.equal(focusQuestion('Do you encrypt backups? How long are they kept?').question, 'Do you encrypt backups? How long are they kept?');
  assert.deepEqual(focusQuestion('tell me about encryption'), { question: 'tell me about encryption', context: '' });
});
