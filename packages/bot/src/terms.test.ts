import assert from 'node:assert/strict';
import { test } from 'node:test';
import { documentTerms, isGeneric, questionTerms, stem, term } from './terms.js';

test('inflections of a word share one stem', () => {
  const groups = [
    ['encrypt', 'encrypted', 'encryption', 'encrypts'],
    ['rotate', 'rotated', 'rotation', 'rotating'],
    ['policy', 'policies'],
    ['classify', 'classified', 'classification'],
    ['provision', 'provisioning', 'provisioned'],
    ['old', 'older', 'oldest'],
    ['log', 'logs', 'logged', 'logging'],
    ['plan', 'planned', 'planning'],
    ['accountable', 'accountability'],
    ['send', 'sends', 'sent'],
    ['hold', 'holds', 'held'],
    ['choose', 'chose', 'chosen'],
    ['quick', 'quickest'],
    ['cookie', 'cookies'],
    ['quarter', 'quarters', 'quarterly'],
    ['treat', 'treated', 'treatment'],
  ];
  for (const words of groups) {
    const stems = new Set(words.map(stem));
    assert.equal(stems.size, 1, `${words.join(', ')} → ${[...stems].join(', ')}`);
  }
});

test('the stemmer keeps apart words that only look alike', () => {
  assert.notEqual(stem('customer'), stem('custom'));
  assert.notEqual(stem('request'), stem('req'));
  assert.equal(stem('access'), 'access');
  assert.equal(stem('27001'), '27001');
  assert.notEqual(stem('added'), stem('ad'));
  assert.equal(stem('added'), stem('add'));
  assert.equal(stem('passed'), stem('pass'));
  assert.notEqual(stem('controller'), stem('control'));
  assert.notEqual(stem('international'), stem('internal'));
  assert.notEqual(stem('response'), stem('responsible'));
  assert.notEqual(stem('accountability'), stem('accounts'));
  assert.notEqual(stem('managers'), stem('management'));
  assert.equal(stem('customers'), stem('customer'));
});

test('modal and light-verb framing carries no topic', () => {
  assert.deepEqual(questionTerms('Are you able to make sure backups are tested?'), ['backup', 'test']);
  assert.deepEqual(questionTerms('How long will it take to review a contract?'), ['review', 'contract']);
});

test('question terms drop stop words and question framing, keep numbers and names', () => {
  assert.deepEqual(questionTerms('How often do you rotate your encryption keys?'), [term('rotate'), term('encrypt'), term('key')]);
  assert.deepEqual(questionTerms('Are you SOC 2 compliant?'), ['soc', '2', term('comply')]);
  assert.deepEqual(questionTerms("When a contractor's engagement ends"), ['contractor', term('engage'), term('end')]);
});

test('synonyms and phrases meet on both sides', () => {
  assert.equal(term('2FA'), term('MFA'));
  assert.equal(term('prod'), term('production'));
  assert.equal(term('wiped'), term('deleted'));
  assert.ok(documentTerms('Staff sign in with multi-factor authentication.').includes(term('mfa')));
  assert.ok(questionTerms('Is data encrypted over the wire?').includes('transit'));
  assert.ok(documentTerms('Backups are encrypted at rest.').includes(questionTerms('stored data')[0] ?? '?'));
});

test('general paraphrases meet: ends/terminated, granted/provisioned, minimum/or higher, access rights/permissions', () => {
  assert.equal(term('terminated'), term('ends'));
  assert.equal(term('granted'), term('provisioned'));
  assert.ok(documentTerms('Agents need version 3.1 or later.').includes(term('minimum')));
  assert.ok(documentTerms('Passwords have 12 characters or more.').includes(term('minimum')));
  assert.ok(questionTerms('Who reviews access rights?').includes(term('permissions')));
  assert.ok(questionTerms('Can staff connect from home?').includes(term('remote')));
});

test('hyphenated words are indexed whole and in parts', () => {
  const terms = documentTerms('Each sub-processor is listed.');
  assert.ok(terms.includes('sub') && terms.includes('processor') && terms.includes('subprocessor'));
  assert.deepEqual(questionTerms('sub-processors'), ['subprocessor']);
});

test('generic words are recognised after stemming', () => {
  assert.ok(isGeneric(term('policies')));
  assert.ok(isGeneric(term('data')));
  assert.ok(!isGeneric(term('encryption')));
});
