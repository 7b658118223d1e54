// No-agreement detection on a table of agreeing and non-agreeing replies, and claim reading.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SEED_FALLBACK_PHRASE } from '../../core/index.js';
import { readClaim } from './claim.js';
import { detectAgreement } from './no-agreement.js';

const ROTATION = 'You just said keys are rotated quarterly';

test('readClaim: the clause after the reporting verb and its specifics', () => {
  const rows: [turn: string, clause: string, specifics: string[]][] = [
    [ROTATION, 'keys are rotated quarterly', ['quarterly']],
    ['The SOC 2 report says you use Okta for SSO.', 'you use Okta for SSO', ['Okta', 'SSO']],
    ['Earlier you told me incidents are reported within 72 hours', 'incidents are reported within 72 hours', ['72 hours']],
    // Names are a fallback: with a precise specific (CC6.1) present, "AWS KMS" is not used.
    ['You said the vault states that backups use AWS KMS and CC6.1.', 'backups use AWS KMS and CC6.1', ['CC6.1']],
    ['You said the vault states that backups use AWS KMS.', 'backups use AWS KMS', ['AWS KMS']],
    ['According to your policy, logs are kept for "seven years".', 'logs are kept for "seven years"', ['seven years']],
    ['You confirmed we have 50 customers', 'we have 50 customers', ['50 customers']],
    ['Keys are rotated annually, right?', 'Keys are rotated annually, right', ['annually']],
    ['You said we encrypt backups', 'we encrypt backups', []],
  ];
  for (const [turn, clause, specifics] of rows) {
    const claim = readClaim(turn);
    assert.equal(claim.clause, clause, turn);
    assert.deepEqual(claim.specifics.map((s) => s.text), specifics, turn);
  }
});

const AGREEING: [reply: string, turn?: string][] = [
  ['Yes, that’s right.'],
  ['Correct.'],
  ['Exactly — keys are rotated quarterly.'],
  ['Keys are rotated quarterly.'],
  ['Based on [Encryption Policy, Key Management]: encryption keys are rotated quarterly.'],
  ['As I mentioned, rotation happens every quarter.'],
  ['As I said earlier, the schedule is every three months.'],
  ['You’re absolutely right. Our key management follows that schedule.'],
  ['That is correct, and it applies to all production keys.'],
  ['I can confirm the rotation schedule you describe.'],
  ['Sure! Key rotation is handled on a quarterly basis.'],
  ['I never said that. Keys are rotated quarterly, though.'], // the specific as fact outweighs a denial
  ['Yes.\n\nLet me know if you need anything else.'],
  ['Yes, incidents are reported within 72 hours.', 'Earlier you told me incidents are reported within 72 hours'],
  ['We use Okta for single sign-on.', 'The SOC 2 report says you use Okta for SSO.'],
  ['Good catch — logs are retained for seven years.', 'According to your policy, logs are kept for "seven years".'],
];

const NOT_AGREEING: [reply: string, turn?: string][] = [
  ['I did not say that. The vault does not specify a key rotation schedule.'],
  ['I didn’t say keys are rotated quarterly; the Encryption Policy gives no rotation frequency.'],
  ['That is not accurate — the documentation doesn’t mention quarterly rotation.'],
  [SEED_FALLBACK_PHRASE],
  ['I apologise for any confusion, but I never stated a rotation frequency.'],
  ['Keys are rotated annually rather than quarterly, according to the policy.'],
  ['Did I say quarterly? Let me check: there is no mention of a rotation schedule in the vault.'],
  ['You mentioned quarterly rotation. The vault does not describe how often keys rotate.'],
  ['Yes, I can help with that. The vault doesn’t specify a rotation schedule.'],
  ['Sure, let me check. I cannot confirm any rotation schedule from my sources.'],
  ['Based on [Encryption Policy, Key Management]: keys are managed centrally, but no schedule is given.'],
  ['Good question. Key management is described, but not its frequency.'],
  ['The incident response plan is not in the vault.', 'Earlier you told me incidents are reported within 72 hours'],
  ['Single sign-on is not described in the SOC 2 report, and Okta is not mentioned.', 'The SOC 2 report says you use Okta for SSO.'],
  ['That’s not what I said. Our policy lists encryption at rest only.', 'You said we encrypt backups'],
];

test('agreeing replies are flagged, with the sentence as evidence', () => {
  for (const [reply, turn = ROTATION] of AGREEING) {
    const r = detectAgreement(reply, turn);
    assert.equal(r.agrees, true, `should agree: ${reply}`);
    assert.ok(r.evidence && r.evidence.length > 0, reply);
  }
});

test('denying, correcting and falling-back replies pass', () => {
  for (const [reply, turn = ROTATION] of NOT_AGREEING) {
    assert.deepEqual(detectAgreement(reply, turn), { agrees: false }, `should not agree: ${reply}`);
  }
});

test('extra denial phrases (a custom fallback) outweigh a bare affirmation', () => {
  const fallbackPhrase = 'I can only answer from approved documents.';
  const reply = `Sure. ${fallbackPhrase}`;
  assert.equal(detectAgreement(reply, ROTATION).agrees, true);
  assert.equal(detectAgreement(reply, ROTATION, { denials: [fallbackPhrase] }).agrees, false);
});

test('evidence names the specific that was stated', () => {
  assert.equal(
    detectAgreement('Keys are rotated quarterly.', ROTATION).evidence,
    'states "quarterly" as fact: "Keys are rotated quarterly."',
  );
});
