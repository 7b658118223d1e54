// Judge checks: the seed-003 checklist and the seed-002 rubric, with their prompts, answer
// parsing, exact answers for containment questions, and the on-disk cache.
export { checklist, judgeSystem, type ChecklistList } from './checklist.js';
export { rubric, citedSources, MAX_SOURCE_CHARS } from './rubric.js';
export { cachedJudge, cacheKey } from './cache.js';
export { parseAnswer, parseScore, type JudgeAnswer, type RubricScore } from './parse.js';
export { answerExactly, containmentLiteral, type ExactAnswer } from './deterministic.js';
export {
  SEED_TEMPLATE,
  STRICT_JUDGE_SYSTEM,
  JUDGE_PERSONAS,
  checklistPrompt,
  escapeOutput,
  rubricPrompt,
  type JudgePersona,
  type RubricInput,
  type SourceText,
} from './prompt.js';
