// vouch generate (design §12), measured: the suite loads, every case names the passage it came
// from, its signals are in that passage, a bot answering from the passage passes, one that states
// other values fails, and the same vault and seed give the same bytes.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fromRoot } from '../../test/support/repo.js';
import { lastUserMessage, scriptedTarget } from '../targets/index.js';
import { findSpecifics, perturb } from '../reading/index.js';
import { loadSuite } from '../load/index.js';
import { runSuite } from '../session/index.js';
import { loadVault, type Vault } from '../vault/index.js';
import { generateSuite, renderSuite, type GeneratedCase } from './index.js';

/** A vault of the test's own: prose, a list, numbered steps, a table, a plain-text document. */
const OWN_VAULT: Record<string, string> = {
  'Operations_Handbook.md': [
    '# Operations Handbook',
    '',
    '## Backups',
    '',
    'Database snapshots are taken every four hours.',
    'Snapshots are kept for 45 days before they are deleted.',
    'Restores are rehearsed quarterly by the platform team.',
    '',
    '## Incident Handling',
    '',
    '1. Page the on-call engineer within 15 minutes.',
    '2. Notify affected customers within 72 hours.',
    '3. Publish a post-incident review within ten business days.',
    '',
    '## Certificates',
    '',
    '| Certificate | Renewal |',
    '| --- | --- |',
    '| Public TLS | every 90 days |',
    '| Internal mTLS | every 30 days |',
    '',
    '## Security Testing',
    '',
    'An external firm runs penetration tests every year.',
    'Staff laptops are encrypted with AES-256.',
  ].join('\n'),
  'Access_Policy.txt': [
    'Access Policy',
    '',
    'Joiners',
    '',
    'New accounts are approved by a manager within two business days.',
    'Passwords must be at least sixteen characters long.',
    '',
    'Reviews',
    '',
    'Administrator access is reviewed every month.',
    'Dormant accounts are disabled after 60 days without a sign-in.',
  ].join('\n'),
};

let dir: string;
let ownVault: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vouch-generate-'));
  ownVault = join(dir, 'vault');
  await mkdir(ownVault);
  for (const [name, text] of Object.entries(OWN_VAULT)) await writeFile(join(ownVault, name), text);
});
after(() => rm(dir, { recursive: true, force: true }));

/** The suite for a vault, written beside it, as `vouch generate --out` writes it. */
async function generated(vaultDir: string, seed: number): Promise<{ vault: Vault; cases: readonly GeneratedCase[]; file: string; text: string }> {
  const vault = await loadVault(vaultDir);
  const { cases } = await generateSuite(vault.docs, { seed });
  const text = renderSuite(cases, { name: 'generated', vault: vaultDir, command: 'vouch generate' });
  const file = join(dir, `suite-${seed}-${cases.length}-${Math.random().toString(16).slice(2, 6)}.yaml`);
  await writeFile(file, text);
  return { vault, cases, file, text };
}

/** Runs the suite's fact questions against a bot that answers each from a function of its case's source. */
async function passRate(file: string, cases: readonly GeneratedCase[], vault: Vault, answer: (source: NonNullable<GeneratedCase['source']>) => string): Promise<number> {
  const byPrompt = new Map(cases.filter((c) => c.id.startsWith('fact-')).map((c) => [c.prompt!, c.source!]));
  const bot = scriptedTarget(({ messages }) => {
    const source = byPrompt.get(lastUserMessage(messages))!;
    const title = vault.byFile.get(source.file)!.title;
    return `Based on [${title}, ${source.section}]: ${answer(source)}`;
  });
  const { run } = await runSuite({ suite: file, target: bot, ids: ['fact-*'], reportsDir: false, concurrency: 4 });
  return run.summary.passed / run.summary.total;
}

/** The passage with every value in it stated otherwise: each number, duration, frequency, date and version perturbed. */
function otherValues(text: string): string {
  let out = text;
  for (const s of findSpecifics(text).reverse()) {
    const wrong = perturb(s, 1);
    if (wrong) out = `${out.slice(0, s.start)}${wrong}${out.slice(s.end)}`;
  }
  return out;
}

for (const [name, vaultOf] of [['the bundled vault', () => fromRoot('data', 'sample-vault')], ['a vault the test writes', () => ownVault]] as const) {
  describe(`generate on ${name}`, () => {
    let made: Awaited<ReturnType<typeof generated>>;
    before(async () => {
      made = await generated(vaultOf(), 7);
    });

    test('the suite loads, and has fact, false premise, push back and fallback cases', async () => {
      const loaded = await loadSuite(made.file, {});
      assert.equal(loaded.suite.cases.length, made.cases.length);
      for (const prefix of ['fact-', 'premise-', 'pushback-', 'uncovered-']) assert.ok(made.cases.some((c) => c.id.startsWith(prefix)), prefix);
    });

    test('every case made from the vault names a real file and section, and its signals are in that passage', () => {
      for (const c of made.cases.filter((x) => x.source)) {
        const doc = made.vault.byFile.get(c.source!.file);
        assert.ok(doc, `${c.id}: ${c.source!.file}`);
        const section = doc.sections.find((s) => s.heading === c.source!.section);
        assert.ok(section?.passages.some((p) => p.text === c.source!.text), `${c.id}: ${c.source!.section} › ${c.source!.text}`);
        const signals = c.requiredSignals ?? c.conversation?.flatMap((t) => t.requiredSignals ?? []) ?? [];
        for (const group of signals) {
          assert.ok(group.split('|').some((alt) => c.source!.text.toLowerCase().includes(alt.toLowerCase())), `${c.id}: "${group}" not in "${c.source!.text}"`);
        }
      }
    });

    test('a bot answering from the passage, citing it, passes at least 95% of the fact questions', async () => {
      const rate = await passRate(made.file, made.cases, made.vault, (source) => source.text);
      assert.ok(rate >= 0.95, `passed ${(rate * 100).toFixed(1)}%`);
    });

    test('a bot stating other values, citing the same passage, fails at least 95% of them', async () => {
      const rate = await passRate(made.file, made.cases, made.vault, (source) => otherValues(source.text));
      assert.ok(1 - rate >= 0.95, `failed ${((1 - rate) * 100).toFixed(1)}%`);
    });

    test('the same vault and seed give the same suite; another seed asks otherwise', async () => {
      const again = await generateSuite(made.vault.docs, { seed: 7 });
      assert.equal(renderSuite(again.cases, { name: 'generated', vault: vaultOf(), command: 'vouch generate' }), made.text);
      const other = await generateSuite(made.vault.docs, { seed: 8 });
      assert.notDeepEqual(other.cases.map((c) => c.prompt ?? c.conversation?.[0]?.user), made.cases.map((c) => c.prompt ?? c.conversation?.[0]?.user));
    });
  });
}

describe('choices', () => {
  test('a topic the vault covers gets no fallback case; the others do', async () => {
    const vault = await loadVault(ownVault);
    const { cases } = await generateSuite(vault.docs, { seed: 1 });
    const fallbacks = cases.filter((c) => c.expectedBehavior === 'security_clearance_fallback').map((c) => c.id);
    assert.ok(!fallbacks.includes('uncovered-pen-testing'), 'the handbook says who runs penetration tests');
    assert.ok(fallbacks.includes('uncovered-subprocessors'));
  });
  test('--count and --per-document cap the facts; ids do not move', async () => {
    const vault = await loadVault(fromRoot('data', 'sample-vault'));
    const all = await generateSuite(vault.docs, { seed: 3 });
    const few = await generateSuite(vault.docs, { seed: 3, count: 5 });
    const perDoc = await generateSuite(vault.docs, { seed: 3, perDocument: 2 });
    assert.equal(few.counts.facts, 5);
    const docs = new Map<string, number>();
    for (const c of perDoc.cases.filter((x) => x.id.startsWith('fact-'))) docs.set(c.source!.file, (docs.get(c.source!.file) ?? 0) + 1);
    assert.ok([...docs.values()].every((n) => n <= 2));
    const ids = new Set(all.cases.map((c) => `${c.id} ${c.prompt}`));
    for (const c of few.cases.filter((x) => x.id.startsWith('fact-'))) assert.ok(ids.has(`${c.id} ${c.prompt}`), c.id);
  });
  test('only the documents given: their facts, and no fallback cases', async () => {
    const vault = await loadVault(ownVault);
    const { cases } = await generateSuite(vault.docs, { seed: 1, only: new Set(['Access_Policy.txt']) });
    assert.ok(cases.length > 0 && cases.every((c) => c.source?.file === 'Access_Policy.txt'));
  });
});
