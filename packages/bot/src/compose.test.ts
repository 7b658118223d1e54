import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromPackage } from './test-paths.js';
import { parseCitations } from 'vouch';
import { verifyCitation } from 'vouch';
import { loadVault, type Vault } from 'vouch';
import type { BotReply } from './answer.js';
import { createBot } from './bot.js';
import { chunkVault } from './chunk.js';

const TINY = await loadVault(fromPackage('fixtures', 'tiny-vault'));
const SECOND = await loadVault(fromPackage('fixtures', 'second-vault'));

/** Asks `vault`'s bot; checks that citations verify and every quoted sentence is a cited section's. */
function ask(vault: Vault, question: string): BotReply & { sections: string[]; quoted: string } {
  const reply = createBot(vault).reply([{ role: 'user', content: question }]);
  assert.equal(reply.kind, 'answer', `${question} → ${reply.text}`);
  const citations = parseCitations(reply.text);
  for (const c of citations) assert.equal(verifyCitation(c, vault, {}).problem, undefined, c.raw);
  const sections = citations.map((c) => c.section ?? '');
  const quoted = reply.text.slice(reply.text.indexOf(']:') + 2).trim();
  const cited = chunkVault(vault).filter((ch) => ch.section && sections.includes(ch.section));
  let rest = quoted;
  for (const sentence of cited.flatMap((ch) => ch.sentences)) rest = rest.replace(sentence, '');
  assert.match(rest, /^[\s.]*$/, `not verbatim from the cited sections: ${rest}`);
  return { ...reply, sections, quoted };
}

test('a two-part question answered by two sections of one document cites both', () => {
  const r = ask(SECOND, 'How long are nightly backups retained, and how often is a test restore performed?');
  assert.deepEqual(r.sections, ['Storage and Retention', 'Restore Testing']);
  assert.match(r.quoted, /retained for 30 days/);
  assert.match(r.quoted, /performed every month/);
});

test('a two-part question answered by two documents cites both, in the order asked', () => {
  const r = ask(TINY, 'How long is workspace data kept after the contract ends, and how often is a restore test run?');
  assert.deepEqual(r.files, ['Privacy_Notice.md', 'Security_Overview_v3.md']);
  assert.match(r.quoted, /deleted within 30 days/);
  assert.match(r.quoted, /twice a year/);
});

test('each part of a question gets the sentence that answers it, within one section', () => {
  const r = ask(TINY, 'Who approves access, and how often are access rights to production reviewed?');
  assert.deepEqual(r.sections, ['Access Control']);
  assert.match(r.quoted, /approved by the employee's line manager/);
  assert.match(r.quoted, /reviewed every quarter/);
});

test('a part asking "how long" or "where to write" gets a sentence of that shape', () => {
  const r = ask(TINY, 'How quickly are requests answered, and where do I write to make one?');
  assert.match(r.quoted, /within one month/);
  assert.match(r.quoted, /privacy@northwind\.example/);
});

test('a part pointing back at an earlier part stays with that part\'s section', () => {
  const r = ask(TINY, 'How are database backups encrypted, and who has access to them?');
  assert.deepEqual(r.sections, ['Encryption'], r.text);
  const general = ask(TINY, 'How are database backups encrypted, and who has access?');
  assert.equal(general.sections.length, 2, 'without the pronoun, access is a topic of its own');
});

test('answers stay short: at most four sentences from one section, five from several', () => {
  for (const q of ['What are the rules for remote sessions?', 'How is remote access requested and approved, and which devices may be used?']) {
    const r = ask(SECOND, q);
    const count = r.quoted.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
    assert.ok(count <= (r.sections.length > 1 ? 5 : 4), `${count} sentences: ${r.text}`);
  }
});
