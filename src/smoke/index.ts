// The seed's quick smoke (§10.1) for any bot and suite: five cases picked by a fixed rule, and
// the seed's hallucination spot-check patterns reported as warnings, never failures.
import { EXPECTED_BEHAVIORS, type Case } from '../core/types.js';

export const SMOKE_SIZE = 5;

/** The seed's spot-check list (§10.1, change 2). */
export const SPOT_CHECK_PATTERNS = ['AWS KMS', 'Okta', 'CyberArk', '72 hours', 'annually', 'Nessus', 'CVE-'] as const;

const ATTACK = /advers|attack|inject|jailbreak|exfil/i;

/**
 * Picks the smoke cases: the first case (in file order) of each expected behaviour, then the
 * first adversarial case not yet picked, then the next cases in file order up to five.
 */
export function pickSmokeCases(cases: readonly Case[]): Case[] {
  const picked: Case[] = [];
  const add = (c: Case | undefined): void => {
    if (c && !picked.includes(c) && picked.length < SMOKE_SIZE) picked.push(c);
  };
  for (const behavior of EXPECTED_BEHAVIORS) {
    add(cases.find((c) => c.expectedBehavior === behavior && !ATTACK.test(c.category)));
  }
  add(cases.find((c) => ATTACK.test(c.category) && !picked.includes(c)));
  for (const c of cases) add(c);
  return picked;
}

/** Spot-check warnings for one reply. */
export function spotCheck(caseId: string, text: string): string[] {
  const lower = text.toLowerCase();
  return SPOT_CHECK_PATTERNS.filter((p) => lower.includes(p.toLowerCase())).map(
    (p) => `${caseId}: potential hallucination: "${p}" found in the reply`,
  );
}
