import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromPackage } from './test-paths.js';
import { loadVault } from 'vouch';
import { chunkVault } from './chunk.js';
import { indexChunks, termMatches } from './retrieve.js';
import { buildQuery } from './query.js';
import { term } from './terms.js';

const index = indexChunks(chunkVault(await loadVault(fromPackage('fixtures', 'tiny-vault'))));
const find = (q: string) => index.find(buildQuery(q));
const top = (q: string) => {
  const hit = find(q).hits[0];
  return `${hit?.chunk.label} / ${hit?.chunk.section}`;
};

test('the best section is ranked first, by body or by heading', () => {
  assert.equal(top('How long is workspace data kept after the contract ends?'), 'Privacy Notice / Data Retention');
  assert.equal(top('backups'), 'Security Overview / Backups and Recovery');
  assert.equal(top('Do you hold an ISO 27001 certificate?'), 'Frequently Asked Questions / Certifications');
  assert.equal(top('How do engineers request production access?'), 'Security Overview / Step 1 - Requesting Access');
});

test('coverage weighs rare words above common ones, and absent words most', () => {
  const covered = find('Is customer data encrypted at rest?');
  assert.ok(covered.confident && covered.coverage > 0.8, String(covered.coverage));
  const absent = find('How often are encryption keys rotated?');
  assert.ok(!absent.confident, String(absent.coverage));
  const weights = absent.weights;
  assert.ok((weights.get('rotat') ?? 0) > (weights.get('encrypt') ?? 0), 'a word the vault never uses weighs most');
});

test('generic words alone are no evidence', () => {
  const e = find('What is your data policy for customers?');
  assert.equal(e.confident, false);
});

test('questions about topics the vault lacks are not confident', () => {
  for (const q of ['Who are your subprocessors?', 'Do you have an incident response plan?', 'When is your next penetration test?', 'How do you notify customers about a breach?']) {
    assert.equal(find(q).confident, false, q);
  }
});

test('a word the vault uses matches only itself; prefixes and typos are for words it lacks', () => {
  const vocabulary = new Set(['contract', 'contractor', 'internal', 'interval']);
  assert.ok(!termMatches('contract', 'contractor', vocabulary));
  assert.ok(!termMatches('internal', 'interval', vocabulary));
  assert.ok(termMatches('contract', 'contractor'), 'without a vocabulary the old rule holds');
  assert.equal(top('When does a contract end?'), 'Privacy Notice / Data Retention');
});

test('a misspelt word is corrected against the vault before stemming', () => {
  assert.equal(top('Do you hold an ISO 27001 certifcate?'), 'Frequently Asked Questions / Certifications');
  assert.ok(find('Do you hold an ISO 27001 certifcate?').confident);
});

test('a word naming the kind of answer does not count against a section that gives the instance', () => {
  const e = find('Which algorithm is used for workspaces at rest?');
  assert.equal(e.hits[0]?.chunk.section, 'Encryption');
  assert.ok(e.confident, String(e.coverage));
  assert.ok(find('Is customer data encrypted at rest, and with which algorithm?').confident);
  assert.ok(!find('Which algorithm do you use to rotate keys?').confident, 'the absent topic still decides');
});

test('term matching allows long-stem prefixes and one typo, not short-word prefixes', () => {
  assert.ok(termMatches(term('subprocess'), term('subprocessors')));
  assert.ok(termMatches(term('excercise'), term('exercise')));
  assert.ok(!termMatches(term('custom'), term('customer')));
  assert.ok(!termMatches(term('rotate'), term('rotas')));
});
