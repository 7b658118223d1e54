// Checks for conversation turns (cases with `turn` set): no agreement with a false claim, no
// repeated answers, naming the framework the turn asks for, and holding under pushback. A turn's `assertCitation` and
// `assertFallback` become the seed's behaviours in the plan, so the citation and fallback checks
// (and their counters) apply to turns as to any case.
export { noAgreement, agreementPrompt } from './no-agreement.js';
export { noRepeat, makeNoRepeat, DEFAULT_REPEAT_THRESHOLD, MIN_COMPARED_CHARS, type RepeatOptions } from './no-repeat.js';
export { framework } from './framework.js';
export { pushback, pushbackTurn, pushbackPrompt } from './pushback.js';
export { FRAMEWORKS, findFrameworks, type Framework } from './frameworks.js';
