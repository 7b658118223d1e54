// Core: the records every stage shares, vouch's errors, and how text is compared. Imports nothing
// from the rest of vouch; every other stage imports it through this file.
export * from './types.js';
export * from './suite.js';
export * from './run-result.js';
export * from './run-view.js';
export * from './errors.js';
export * from './text.js';
export { sentenceSpans, SENTENCE_WINDOW } from './sentences.js';
export { costlyMarkdown } from './markdown-cost.js';
export { rememberLast } from './remember.js';
export { wordTable } from './word-table.js';
export { printable, quoted, breakWorkflowCommands } from './printable.js';
export { toJson } from './json.js';
export { stableJson } from './stable-json.js';
export { redactor, envSecrets, REDACTED, MIN_SECRET_LENGTH, type Redactor } from './redact.js';
export { parsePassRate } from './pass-rate.js';
export { writeAtomically, writeChunksAtomically, sendChunks, ensureDir, writeProblem, fileProblem, type TextOut } from './write-file.js';
export { notRegular, assertReplaceable, openRegular, openRegularSync } from './regular-file.js';
export { scanLines, openLineReader, LineIndex, type LineAt, type LineReader } from './jsonl.js';
export { yaml } from './yaml.js';
export { VERSION, PACKAGE_ROOT } from './version.js';
