// Grounding on examples, on our two hand-labelled sets (new vaults, new wordings, hard negatives:
// a development set and a held-out one written apart from it), and as a property: a reply that
// quotes the vault is never flagged.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { BUNDLED } from '../../session/index.js';
import { loadVault, type Vault } from '../../vault/index.js';
import { evaluateSet } from '../../../bench/grounding/labelled.js';
import { makeCase, makeContext } from '../../../test/support/cases.js';
import { fromRoot } from '../../../test/support/repo.js';
import { makeReply } from '../reply.js';
import { ground, findSpecifics, layoutOf, scopeOf } from './index.js';

const keysOf = (text: string): string[][] => findSpecifics(text).map((s) => [...s.keys]);

describe('specifics and their equivalences (design §3a)', () => {
  const same: readonly [string, string][] = [
    ['kept for four hours', 'kept for 4 hours'],
    ['a 72-hour window', 'within 72 hours'],
    ['within 72 hours', 'within three days'],
    ['1,000 records', '1000 records'],
    ['reviewed quarterly', 'reviewed every three months'],
    ['reviewed twice a year', 'reviewed every six months'],
    ['99.5 percent uptime', '99.5% uptime'],
    ['5 business days', 'five working days'],
    ['2 hrs', 'two hours'],
    ['10 GB', '10 gigabytes'],
    ['forty-five days', '45 days'],
    ['$2.4 million', 'USD 2,400,000'],
    ['within an hour', 'within 60 minutes'],
    ['600 requests a minute', '600 requests per minute'],
    ['3 March 2024', 'March 3, 2024'],
    ['results for Q4', 'results for the fourth quarter'],
    ['growth of 4-7%', 'growth of 4% to 7%'],
    ['opens at 9am', 'opens at nine in the morning'],
    ['closes at 8pm', "closes at eight o'clock in the evening"],
    ['until the patient turns 21', "until the patient's twenty-first birthday"],
    ['after a 30-second pause', 'after a thirty-second pause'],
    ['closes at midnight', 'closes at twelve at night'],
  ];
  for (const [a, b] of same) test(`"${a}" and "${b}" are the same specific`, () => assert.deepEqual(keysOf(a), keysOf(b)));

  const different: readonly [string, string][] = [
    ['30 days', '1 month'],
    ['5 business days', '5 days'],
    ['TLS 1.2', 'TLS 1.3'],
    ['quarterly', 'every 90 days'],
  ];
  for (const [a, b] of different) test(`"${a}" and "${b}" are different specifics`, () => assert.notDeepEqual(keysOf(a), keysOf(b)));

  test('every kind is found, with its span', () => {
    const text = 'KPMG audits CC6.1 yearly; 42 staff in Dublin use TLS 1.3, reach security@acme.io or https://acme.io/trust, pay $1.2 million and 15% by 3 March 2024.';
    assert.deepEqual(
      findSpecifics(text).map((s) => `${s.kind}:${s.text}`),
      ['name:KPMG', 'identifier:CC6.1', 'frequency:yearly', 'number:42 staff', 'name:Dublin', 'version:TLS 1.3', 'email:security@acme.io', 'url:https://acme.io/trust', 'money:$1.2 million', 'percentage:15%', 'date:3 March 2024'],
    );
  });

  test('a year or a number ends where its sentence or clause does', () => {
    assert.deepEqual(findSpecifics('The band formed in 1985. It has 12, then 14.').map((s) => s.text), ['1985', '12', '14']);
  });

  test('no specific in a list marker, a name\'s number word, or a compound', () => {
    assert.deepEqual(findSpecifics('3) Customers of Capital One buy an all-in-one package.').map((s) => `${s.kind}:${s.text}`), ['name:Capital One']);
  });

  test('a price by the period states its frequency: a "monthly fee" is supported by "$499/month"', () => {
    const provided = findSpecifics('$499/month and £40 per user per year').flatMap((s) => s.provides ?? s.keys);
    for (const key of findSpecifics('monthly and yearly').flatMap((s) => s.keys)) assert.ok(provided.includes(key), key);
  });

  test('a sentence\'s first word is a name only when it is no common word', () => {
    assert.deepEqual(findSpecifics('Nightly backups run. Okta handles sign-on. You\'ll hear back.').map((s) => s.text), ['Nightly', 'Okta']);
  });
});

describe('what a reply asserts (design §3a)', () => {
  const scope = (text: string, user = ''): string[] => {
    const found = findSpecifics(text);
    const scopes = scopeOf(layoutOf(text), found, user);
    return found.map((s, i) => `${s.text}:${scopes[i]}`);
  };
  test('a correction denies the first value and asserts the second', () => {
    assert.deepEqual(scope('It is not 30 days; it is 35 days.'), ['30 days:denied', '35 days:asserted']);
    assert.deepEqual(scope('Not 30 days but 35 days.'), ['30 days:denied', '35 days:asserted']);
  });
  test('absence statements, questions back and the user\'s own words are not assertions', () => {
    assert.deepEqual(scope('The documents do not mention Okta or KPMG.'), ['Okta:denied', 'KPMG:denied']);
    assert.deepEqual(scope('Did you mean the 2023 audit?'), ['2023:asked']);
    assert.deepEqual(scope("You mentioned 'Splunk'; our policy names no logging tool.", 'Do you use Splunk?'), ['Splunk:quoted']);
  });
  test('a limit asserts its number, and a leading "No" negates nothing', () => {
    assert.deepEqual(scope('We notify you no later than 72 hours after.'), ['72 hours:asserted']);
    assert.deepEqual(scope('No, backups are kept 35 days.'), ['35 days:asserted']);
    assert.deepEqual(scope('Backups older than 30 days are not retained.'), ['30 days:asserted']);
  });
  test('"no" takes its noun: a period after the noun is stated, not denied', () => {
    assert.deepEqual(scope('Accounts with no sign-in for two months are disabled.'), ['two months:asserted']);
    assert.deepEqual(scope('Accounts are not disabled after two months.'), ['two months:denied']);
    assert.deepEqual(scope('No backups are kept for 30 days.'), ['30 days:denied']);
  });
  test('an example of what is denied is denied with it, however far the negation is', () => {
    assert.deepEqual(scope('There is no copy in an overseas cloud region such as eu-west-1.'), ['eu-west-1:denied']);
    assert.deepEqual(scope('There is no copy overseas; the copy sits in eu-west-1.'), ['eu-west-1:asserted']);
    assert.deepEqual(scope("We don't charge setup fees, and every plan includes extras such as 30 days of storage."), ['30 days:asserted']);
  });
});

const vaultOf = async (dir: string): Promise<Vault> => loadVault(dir);
const flagged = (vault: Vault, answer: string, question = ''): string[] => {
  const g = ground(makeReply(answer, { fallbackPhrases: [] }), { vault, citationSources: {}, question });
  return [...g.unsupported, ...g.misattributed].map((r) => r.specific.text);
};

test('the design\'s example: a value the vault states about something else is not support', async () => {
  const { indexVault, parseDoc } = await import('../../vault/index.js');
  const vault = indexVault('/v', [
    parseDoc('Accounts.md', '# Accounts\n## Inactive accounts\nUnused accounts are disabled after 30 days.'),
    parseDoc('Data_Retention.md', '# Data Retention\n## Backups\nBackups are kept for 35 days.'),
  ]);
  assert.deepEqual(flagged(vault, 'Based on [Data Retention, Backups]: Backups are kept 30 days.'), ['30 days']);
  assert.deepEqual(flagged(vault, 'Based on [Data Retention, Backups]: Backups are kept thirty-five days.'), []);
  // A name as the vault spells it another way: hyphen for space, a plural, a "-based" tail.
  assert.deepEqual(flagged(vault, 'Based on [Data Retention, Backups]: Backups-based restores are kept for 35 days.'), []);
  // Level 5: the vault says it, but not the document cited.
  assert.deepEqual(flagged(vault, 'Based on [Accounts, Inactive accounts]: Backups are kept 35 days.'), ['35 days']);
});

for (const set of ['dev', 'heldout'] as const) {
  test(`labelled ${set} set: precision ≥ 0.95 and recall ≥ 0.85 at flagging invented specifics`, async () => {
    const score = await evaluateSet(fromRoot('test', 'fixtures', 'grounding', set));
    const errors = [...score.falsePositives, ...score.falseNegatives].map((o) => `${o.answer.id} ${o.flagged ? 'FP' : 'FN'}: ${o.flags.join('; ') || o.answer.invented.join(', ')}`);
    assert.ok(score.answers >= 170, `${score.answers} answers`);
    assert.ok(score.precision >= 0.95, `precision ${score.precision.toFixed(3)}\n${errors.join('\n')}`);
    assert.ok(score.recall >= 0.85, `recall ${score.recall.toFixed(3)}\n${errors.join('\n')}`);
  });
}

test('property: a reply that quotes vault passages, citing their document, is never flagged', async () => {
  const dirs = [BUNDLED.vault, ...['dev', 'heldout'].flatMap((set) => ['riverbend-hospital', 'kestrel-freight', 'nordfrost', 'kestrel'].map((v) => fromRoot('test', 'fixtures', 'grounding', set, v, 'vault')))];
  const vaults = (await Promise.all(dirs.map(async (d) => vaultOf(d).catch(() => undefined)))).filter((v): v is Vault => v !== undefined);
  const sections = vaults.flatMap((vault) =>
    vault.docs.flatMap((doc) => doc.sections.filter((s) => s.passages.length > 0).map((section) => ({ vault, doc, section }))),
  );
  await fc.assert(
    // Indices, not the sections themselves, so a counterexample prints small.
    fc.property(fc.nat({ max: sections.length - 1 }), fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), (at, picks) => {
      const { vault, doc, section } = sections[at]!;
      const quoted = [...new Set(picks.map((p) => section.passages[p % section.passages.length]!.text))];
      const answer = `Based on [${doc.title.replace(/[[\]:]/g, ' ')}, ${section.heading.replace(/[[\]:,]/g, ' ')}]: ${quoted.join(' ')}`;
      assert.deepEqual(flagged(vault, answer), [], answer);
    }),
    { numRuns: 400, seed: 20261123 },
  );
});

describe('hostile replies: read in linear time, and what is not read is said', () => {
  const vault = async (): Promise<Vault> => {
    const { indexVault, parseDoc } = await import('../../vault/index.js');
    return indexVault('/v', [parseDoc('Data_Retention.md', '# Data Retention\n## Backups\nBackups are kept for 35 days.')]);
  };

  test('a reply longer than the read limit is read in part, and the check warns instead of passing', async () => {
    const { grounding, LONGEST_READ } = await import('./index.js');
    const text = `Backups are kept for 35 days. ${'Backups are kept for 35 days. '.repeat(Math.ceil(LONGEST_READ / 30))}Okta keeps them.`;
    const v = await vault();
    const g = ground(makeReply(text, { fallbackPhrases: [] }), { vault: v, citationSources: {}, question: '' });
    assert.equal(g.read, LONGEST_READ);
    assert.deepEqual(g.unsupported, [], 'Okta lies beyond the read limit');
    const finding = await grounding.run(makeReply(text, { fallbackPhrases: [] }), makeCase(), makeContext({ vault: v, grounding: 'fail' }));
    assert.equal(finding.status, 'warn');
    assert.match(finding.message, /only its first 100,000 of [\d,]+ characters were read/);
  });

  test('thousands of different claims: the first MOST_CLAIMS are looked up, the rest counted as not looked up', async () => {
    const { MOST_CLAIMS } = await import('./index.js');
    const text = Array.from({ length: MOST_CLAIMS + 50 }, (_, i) => `Backups are kept for ${i + 100} days.`).join(' ');
    const g = ground(makeReply(text, { fallbackPhrases: [] }), { vault: await vault(), citationSources: {}, question: '' });
    assert.equal(g.unsupported.length, MOST_CLAIMS);
    assert.equal(g.unread, 50);
  });

  test('a long run of short lines is cut into its lines (Intl.Segmenter alone is quadratic in them)', () => {
    const text = '- Okta keeps 30 days\n'.repeat(5000);
    const layout = layoutOf(text);
    assert.equal(layout.sentences.length, 5000);
    assert.deepEqual(layout.at(text.length - 5).sentence, { start: text.length - 21, end: text.length - 1 });
  });
});
