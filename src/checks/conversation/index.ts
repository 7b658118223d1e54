// Checks for conversation turns (cases with `turn` set): no agreement with a false claim, no
// repeated answers, and naming the framework the user asked about. A turn's `assertCitation` and
// `assertFallback` become the seed's behaviours in the plan, so the citation and fallback checks
// (and their counters) apply to turns as to any case.
import type { Check } from '../check.js';
import { framework } from './framework.js';
import { noAgreement } from './no-agreement.js';
import { noRepeat } from './no-repeat.js';

export { detectAgreement, type Agreement, type AgreementOptions } from './no-agreement.js';
export { readClaim, type Claim, type Specific } from './claim.js';
export { makeNoRepeat, DEFAULT_REPEAT_THRESHOLD, MIN_COMPARED_CHARS, type RepeatOptions } from './no-repeat.js';
export { FRAMEWORKS, findFrameworks, type Framework } from './frameworks.js';

/** In report order. Each applies only to turns that ask for it (no-repeat: every turn after the first). */
export const CONVERSATION_CHECKS: readonly Check[] = [noAgreement, noRepeat, framework];
