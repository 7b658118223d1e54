import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildQuery } from './query.js';
import { splitParts } from './question.js';
import { askedShape, hasShape } from './shapes.js';
import { term } from './terms.js';

test('a question is split where it starts asking something new, not inside a list', () => {
  assert.deepEqual(splitParts('How is access granted, and how are risks assessed?'), ['How is access granted', 'how are risks assessed']);
  assert.deepEqual(splitParts('Do you encrypt backups? How long are they kept?'), ['Do you encrypt backups', 'How long are they kept']);
  assert.deepEqual(splitParts('How do you identify, assess and treat risks?'), ['How do you identify, assess and treat risks']);
  assert.equal(splitParts('Who approves access and who reviews it?').length, 2);
  assert.deepEqual(splitParts('Describe your encryption. Explain how backups are tested.'), [
    'Describe your encryption.',
    'Explain how backups are tested.',
  ]);
});

test('a part with no topic of its own continues the part before it', () => {
  const q = buildQuery('Is customer data encrypted at rest, and with which algorithm?');
  assert.equal(q.parts.length, 1);
  assert.ok(q.parts[0]?.terms.includes(term('algorithm')));
});

test('a part pointing back with a pronoun carries the previous part\'s terms', () => {
  const q = buildQuery('How are signing keys stored, and who can use them?');
  assert.equal(q.parts.length, 2);
  assert.ok(q.parts[1]?.terms.includes(term('keys')), JSON.stringify(q.parts));
  const possessive = buildQuery('What rights do patients have, and is their data encrypted?');
  assert.ok(!possessive.parts[1]?.terms.includes(term('rights')), 'a possessive introduces a new topic');
});

test('the head noun after which/what names the kind of answer, not the topic', () => {
  assert.deepEqual([...buildQuery('Which algorithm do you use for backups?').typed], [term('algorithm')]);
  assert.deepEqual([...buildQuery('Which algorithm protects backups?').typed], [], 'a run that reads on into a verb names nothing');
  assert.deepEqual([...buildQuery('What TLS version do your servers accept?').typed], [term('version')]);
  assert.deepEqual([...buildQuery('What is the retention period?').typed], []);
  assert.deepEqual([...buildQuery('What kind of encryption do you use?').typed], []);
});

test('parts ask for answer shapes: durations, frequencies, addresses', () => {
  assert.equal(askedShape('how long are logs kept'), 'duration');
  assert.equal(askedShape('how often are backups tested'), 'frequency');
  assert.equal(askedShape('where should we send the signed form'), 'contact');
  assert.equal(askedShape('how can a patient request a copy of their record'), 'contact');
  assert.equal(askedShape('who owns the policy'), undefined);
  assert.ok(hasShape('Tickets are closed within ten business days.', 'duration'));
  assert.ok(hasShape('Access is reviewed every quarter.', 'frequency'));
  assert.ok(hasShape('Write to help@example.org.', 'contact'));
  assert.ok(!hasShape('A second engineer reviews each change.', 'duration'));
});
