// Reading: what texts say, for the vault index and for every check that reads language (design,
// the pipeline's reading paragraph). Sentences and clauses, specifics with typed canonical values,
// what a sentence asserts, denies, asks or supposes, and whether the vault supports it. Checks ask
// the per-run Reader; they hold no word lists, patterns or caches of their own.
export type { Specific, SpecificKind, Stance } from './types.js';
export type { Support, Why } from './support.js';
export type { Grounded, Grounding, Unsupported } from './ground.js';
export type { TextReading, ReadOptions } from './read.js';
export type { SourceDocument, Statements, StatedPassage } from './statements.js';
export { createReader, LONGEST_READ, type Reader } from './reader.js';
export { findSpecifics } from './specifics/index.js';
export { MOST_CLAIMS } from './ground.js';
export { LONGEST_SENTENCE } from './layout.js';
export { isCommonWord, isEnglish, contentStems } from './words.js';
export { claimSentences, claimText, passagesAbout } from './claims.js';
export type { Span } from './layout.js';
export { readAgreement, claimedClause, type AgreementReading, type AgreementVerdict, type AgreementInput } from './agreement.js';
export { affirmation, denies, confirmsNegative, type Affirmation } from './affirmation.js';
export { READINGS, substring, type Reading as Search, type Sight } from './search/readings.js';
export { perturb } from './perturb.js';
export { writtenForms } from './forms.js';
export { loadAsker, type Asker, type AskInput, type Question, type QuestionForm } from './ask.js';
export { retrievedDocuments, stageOf, type StageInput } from './retrieval.js';
export { pushbackFor, readPushback, PUSHBACK_OPENING, type PushbackInput, type PushbackReading, type PushbackReplyInput, type PushbackVerdict } from './pushback.js';
export { statedFacts, conflicting, MOST_FACTS, type StatedFact, type Conflict } from './consistency.js';
export { sameValue } from './same-value.js';
