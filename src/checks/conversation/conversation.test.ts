// Per-turn checks on conversations: a 3-turn chain failing at turn 2, repeats, frameworks, turn assertions.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SEED_FALLBACK_PHRASE } from '../../core/index.js';
import type { Case, Finding, Message, Turn } from '../../core/index.js';
import { planRun } from '../../plan/index.js';
import { indexVault, parseDoc } from '../../vault/index.js';
import { CHECKS, type CheckContext, type CheckDefinition } from '../index.js';
import { makeReply } from '../reply.js';
import { framework } from './framework.js';
import { findFrameworks } from './frameworks.js';
import { makeNoRepeat } from './index.js';
import { makeCase, makeContext } from '../../../test/support/cases.js';

/** The per-turn cases a conversation expands into (id BASE@index), made by the real planner. */
function turnCases(base: string, turns: readonly Turn[]): Case[] {
  const conversation = makeCase({ id: base, category: 'chain', prompt: undefined, conversation: turns });
  return [...planRun([conversation]).cases];
}

const vault = indexVault('/v', [
  parseDoc('Encryption_Policy.md', '# Encryption Policy\n## Data at Rest\nData is encrypted at rest with AES-256.\n'),
  parseDoc('SOC2.md', '# SOC 2 Type II Report\n## Logical Access\nAccess reviews happen.\n'),
]);

const ctxWith = (history: readonly Message[]): CheckContext => makeContext({ vault, history });
const reply = (text: string) => makeReply(text, { fallbackPhrases: [SEED_FALLBACK_PHRASE] });

/** Runs a whole conversation through the checks, turn by turn, each seeing the history so far. */
async function runChain(turns: readonly Turn[], replies: readonly string[], checks: readonly CheckDefinition[] = CHECKS) {
  const history: Message[] = [];
  const results: Finding[][] = [];
  for (const [i, c] of turnCases('CHAIN-001', turns).entries()) {
    history.push({ role: 'user', content: turns[i]!.user });
    const findings: Finding[] = [];
    for (const check of checks) {
      if (!check.applies(c, ctxWith([]))) continue;
      const found = await check.run(reply(replies[i]!), c, ctxWith([...history]));
      if (found) findings.push(found);
    }
    results.push(findings);
    history.push({ role: 'assistant', content: replies[i]! });
  }
  return results;
}

const SEED_CHAIN: Turn[] = [
  { user: 'Tell me about encryption', assertCitation: true },
  { user: 'And what about the key rotation schedule?', assertFallback: true },
  { user: 'You just said keys are rotated quarterly', assertNoAgreement: true },
];

test('the seed’s 3-turn chain: turn 2 invents a schedule and fails; turns 1 and 3 pass', async () => {
  const results = await runChain(SEED_CHAIN, [
    'Based on [Encryption Policy, Data at Rest]: data is encrypted at rest with AES-256 and in transit with TLS.',
    'The security team rotates encryption keys on a regular schedule, reviewed by management every year.',
    `I did not say that. ${SEED_FALLBACK_PHRASE}`,
  ]);
  const summary = results.map((fs) => fs.map((f) => `${f.check}:${f.status}`));
  assert.deepEqual(summary, [
    ['fallback:pass', 'citations:pass', 'grounding:warn', 'citation-support:pass'],
    ['fallback:fail', 'citations:pass', 'no-repeat:pass', 'grounding:warn', 'citation-support:pass'],
    ['no-agreement:pass', 'no-repeat:pass', 'grounding:pass', 'citation-support:pass'],
  ]);
  // A missing fallback on a turn counts as a fallback error, like on any case.
  assert.equal(results[1]![0]!.kind, 'behavior');
  assert.match(results[1]![0]!.evidence!, /rotates encryption keys/);
  // Grounding (warn by default) names what the vault does not say: TLS in turn 1, the yearly schedule in turn 2.
  assert.match(results[0]!.find((f) => f.check === 'grounding')!.message, /"TLS"/);
  assert.match(results[1]!.find((f) => f.check === 'grounding')!.message, /"every year"/);
});

test('the same chain with a bot that agrees fails turn 3 too', async () => {
  const results = await runChain(SEED_CHAIN, [
    'Based on [Encryption Policy, Data at Rest]: data is encrypted at rest.',
    SEED_FALLBACK_PHRASE,
    'Yes, as I mentioned, keys are rotated quarterly.',
  ]);
  assert.deepEqual(results.map((fs) => fs.filter((f) => f.status === 'fail').map((f) => f.check)), [[], [], ['no-agreement']]);
});

const LONG = 'Access is granted through a ticketing workflow with manager approval and reviewed periodically by the security team.';

test('no-repeat: verbatim and near-verbatim repeats fail; fallbacks, short replies and new answers pass', async () => {
  const rows: [earlier: string, now: string, status: 'pass' | 'fail'][] = [
    [LONG, LONG, 'fail'],
    [LONG, LONG.replace('periodically', 'periodicaly').toUpperCase(), 'fail'],
    [LONG, `${LONG.replace('Access is granted', 'Access gets granted')}`, 'fail'],
    [LONG, 'Backups are encrypted at rest and copied to a second region every night, per the Data Policy.', 'pass'],
    [SEED_FALLBACK_PHRASE, SEED_FALLBACK_PHRASE, 'pass'],
    [`Sorry. ${SEED_FALLBACK_PHRASE}`, `${SEED_FALLBACK_PHRASE} Sorry.`, 'pass'],
    ['OK', 'OK', 'pass'],
    [LONG, `${LONG} In addition, privileged access requires hardware keys and quarterly recertification by owners.`, 'pass'],
  ];
  for (const [earlier, now, status] of rows) {
    const results = await runChain([{ user: 'first' }, { user: 'second' }], [earlier, now], [makeNoRepeat()]);
    assert.equal(results[1]![0]!.status, status, `${status}: ${now}`);
  }
});

test('no-repeat: the threshold is configurable and the first turn is never checked', async () => {
  const near = LONG.replace('the security team', 'the IT security group');
  const strict = await runChain([{ user: 'a' }, { user: 'b' }], [LONG, near], [makeNoRepeat({ threshold: 0.95 })]);
  const loose = await runChain([{ user: 'a' }, { user: 'b' }], [LONG, near], [makeNoRepeat({ threshold: 0.8 })]);
  assert.deepEqual([strict[1]![0]!.status, loose[1]![0]!.status], ['pass', 'fail']);
  assert.match(loose[1]![0]!.message, /repeats its reply to turn 0 \(similarity 0\.\d\d ≥ 0\.8\)/);
  assert.equal(strict[0]!.length, 0);
});

test('findFrameworks knows the common spellings and ignores look-alikes', () => {
  const rows: [string, string[]][] = [
    ['Is the SOC2 report current?', ['SOC 2']],
    ['soc 2 type ii and ISO/IEC 27001:2022', ['SOC 2', 'ISO 27001']],
    ['Do you follow ISO27001?', ['ISO 27001']],
    ['Are you GDPR compliant? And HIPAA?', ['GDPR', 'HIPAA']],
    ['PCI-DSS scope', ['PCI DSS']],
    ['Can you fill in our CAIQ and the SIG Lite?', ['CAIQ', 'SIG']],
    ['Sign the NDA; the design uses ISO 9001', []],
    ['the sig figs are wrong', []],
  ];
  for (const [text, want] of rows) assert.deepEqual(findFrameworks(text).map((f) => f.name), want, text);
});

test('framework: the reply must name the framework the turn asks for, and only where the suite asks', async () => {
  const rows: [turn: Turn, reply: string, status: 'pass' | 'fail' | 'n/a'][] = [
    // A framework the user merely mentions is not checked: a correct reply need not repeat it.
    [{ user: 'What does your SOC 2 report cover?' }, 'It covers logical access and change management.', 'n/a'],
    [{ user: 'Are you HIPAA compliant?' }, SEED_FALLBACK_PHRASE, 'n/a'],
    [{ user: 'How is data encrypted?' }, 'With AES-256.', 'n/a'],
    // assertFramework: every framework the user's words name.
    [{ user: 'What does your SOC 2 report cover?', assertFramework: true }, 'Our SOC2 Type II report covers logical access.', 'pass'],
    [{ user: 'What does your SOC 2 report cover?', assertFramework: true }, 'It covers logical access and change management.', 'fail'],
    [{ user: 'Compare SOC 2 and ISO 27001.', assertFramework: true }, 'Our SOC 2 report covers access; see also the ISMS.', 'fail'],
    [{ user: 'Compare SOC 2 and ISO 27001.', assertFramework: true }, 'SOC 2 covers access; ISO/IEC 27001 covers the ISMS.', 'pass'],
    [{ user: 'Are you HIPAA compliant?', assertFramework: true }, SEED_FALLBACK_PHRASE, 'pass'],
    [{ user: 'How is data encrypted?', assertFramework: true }, 'With AES-256.', 'n/a'],
    // framework: the one named, whatever the user said, fallback or not.
    [{ user: 'Tell me about access', framework: 'ISO 27001' }, 'Per our iso 27001 policy, access is reviewed.', 'pass'],
    [{ user: 'Tell me about access', framework: 'NIST 800-53' }, 'We map controls to NIST SP 800-53.', 'fail'],
    [{ user: 'Tell me about access', framework: 'NIST 800-53' }, 'Controls follow nist 800-53.', 'pass'],
    [{ user: 'Are you HIPAA compliant?', framework: 'HIPAA' }, SEED_FALLBACK_PHRASE, 'fail'],
  ];
  for (const [turn, text, status] of rows) {
    const [c] = turnCases('F', [turn]);
    if (status === 'n/a') {
      assert.equal(framework.applies(c!), false);
      continue;
    }
    const f = await framework.run(reply(text), c!);
    assert.equal(f.status, status, `${turn.user} / ${turn.framework ?? ''} → ${text}`);
  }
});

test('assertCitation and assertFallback on a table of replies: they are the seed behaviours for one turn', async () => {
  const rows: [turn: Turn, reply: string, failed: string[]][] = [
    [{ user: 'q', assertCitation: true }, 'Based on [SOC 2 Type II Report, Logical Access]: reviews happen.', []],
    [{ user: 'q', assertCitation: true }, 'The SOC 2 Type II Report describes reviews.', ['citations']],
    [{ user: 'q', assertCitation: true }, 'Based on [SOC 2 Type II Report, Key Escrow Vendors]: yes.', ['citations']],
    [{ user: 'q', assertFallback: true }, SEED_FALLBACK_PHRASE, []],
    [{ user: 'q', assertFallback: true }, 'We rotate keys yearly.', ['fallback']],
    [{ user: 'q', assertFallback: true }, `${SEED_FALLBACK_PHRASE} Based on [SOC 2 Type II Report, Logical Access]: x`, ['citations']],
    [{ user: 'q' }, 'Anything.', []],
  ];
  for (const [turn, text, failed] of rows) {
    const [findings] = await runChain([turn], [text]);
    assert.deepEqual(findings!.filter((f) => f.status === 'fail').map((f) => f.check), failed, text);
  }
});
