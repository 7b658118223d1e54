import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Message } from 'vouch';
import { claimedStatement, falseClaim, followUpContext, saidBefore } from './conversation.js';

const user = (content: string): Message => ({ role: 'user', content });
const bot = (content: string): Message => ({ role: 'assistant', content });

test('claims about what the bot said are recognised, questions to it are not', () => {
  assert.equal(claimedStatement('You just said keys are rotated quarterly'), 'keys are rotated quarterly');
  assert.equal(claimedStatement('As you mentioned, backups are kept for 90 days.'), 'backups are kept for 90 days');
  assert.equal(claimedStatement("Didn't you say that MFA is optional?"), 'mfa is optional');
  assert.equal(claimedStatement('Earlier you confirmed the DPO is external, right?'), 'the dpo is external');
  assert.equal(claimedStatement('Have you confirmed SOC 2 compliance?'), undefined);
  assert.equal(claimedStatement('How do you rotate keys?'), undefined);
});

test('a claim is supported only by one earlier bot sentence with every word and the same polarity', () => {
  const history = [bot('Based on [A, B]: Keys are rotated every year. Backups are encrypted.')];
  assert.ok(saidBefore('keys are rotated every year', history));
  assert.ok(!saidBefore('keys are rotated quarterly', history));
  assert.ok(!saidBefore('backups are not encrypted', history));
  assert.ok(!saidBefore('keys are rotated every year', [user('Keys are rotated every year.')]), 'the user saying it does not count');
});

test('a false claim is flagged only when the bot never said it', () => {
  const history = [
    user('Tell me about encryption'),
    bot('Based on [SOC 2 Type II Report, Encryption]: Customer data is encrypted at rest with AES-256.'),
    user('You just said keys are rotated quarterly'),
  ];
  assert.deepEqual(falseClaim(history), { claim: 'keys are rotated quarterly' });
  const honest = [...history.slice(0, 2), user('You said customer data is encrypted at rest with AES-256?')];
  assert.equal(falseClaim(honest), undefined);
});

test('an elliptical follow-up borrows the previous question as context', () => {
  const history = [user('How is data encrypted in transit?'), bot('…'), user('And what about at rest?')];
  assert.deepEqual(followUpContext(history), ['data', 'encrypt', 'transit']);
  const fresh = [user('How is data encrypted in transit?'), bot('…'), user('Who is the data protection officer for the company?')];
  assert.deepEqual(followUpContext(fresh), []);
});
