// Report stage: renders the run record and writes it; never decides an outcome. Reporters read
// only the run record (and, live, the trials); a new file format is one file plus one line in
// REPORT_FORMATS. Every format is rendered piece by piece from a RunView, so a record of any size
// is written without being held whole.
import type { RunView } from '../core/index.js';
import { renderConsole } from './console.js';
import { htmlChunks } from './html/index.js';
import { recordChunks } from './json.js';
import { junitChunks } from './junit.js';
import { renderMarkdown } from './markdown.js';

export { renderConsole } from './console.js';
export { renderTranscript } from './verbose.js';
export { renderTranscript as renderJudgeTranscript } from './judge-transcript.js';
export { progressBar, type Progress } from './progress.js';
export { openTrialStream, writeRunResult, writeRunIdentity, copyAtomically, newRunId, IDENTITY_FILE, TRIALS_FILE, type TrialStream } from './write.js';
export { openDecisionStore, SPILL_FROM_CHARS, type DecisionStore } from './decision-store.js';
export { recordChunks } from './json.js';
export { forTerminal, oneLine } from './escape.js';
export { fanOut, type Reporter, type ReportContext, type FannedOut } from './reporter.js';
export { pinsReporter, updatePins, applyPinUpdates, renderPins, type PinUpdate } from './pins.js';
export { recordReporter } from './record.js';
// The run schema (zod's full API, most of the executable's code) is imported from './schema.js'
// only where it is needed, so `vouch run` does not load it.
export { readRunResult, STREAM_RECORDS_FROM, type ReadOptions, type SavedRun } from './read.js';
export { renderHtml, htmlChunks, CONTENT_SECURITY_POLICY } from './html/index.js';
export { renderJunit, junitChunks } from './junit.js';
export { renderMarkdown } from './markdown.js';
export { githubReporter, renderAnnotations, escapeData, escapeProperty } from './github.js';

/** A format a saved run can be rendered to (`vouch report RUN.json --format NAME`). */
export interface ReportFormat {
  readonly name: string;
  /** The file it is written to in a run's folder (`--report NAME`). */
  readonly file: string;
  /** The report's text, in pieces: written as it is made. */
  render(run: RunView, ctx?: RenderContext): Iterable<string>;
}

export interface RenderContext {
  /** Where a reader finds what a capped list leaves out ("report.html"); default the run record. */
  readonly moreIn?: string;
}

export const REPORT_FORMATS = [
  { name: 'json', file: 'run.json', render: (run: RunView) => recordChunks(run) },
  { name: 'console', file: 'summary.txt', render: (run: RunView, ctx?: RenderContext) => [`${renderConsole(run, { color: false, ...ctx })}\n`] },
  { name: 'html', file: 'report.html', render: (run: RunView) => htmlChunks(run) },
  { name: 'junit', file: 'junit.xml', render: (run: RunView) => junitChunks(run) },
  { name: 'markdown', file: 'summary.md', render: (run: RunView, ctx?: RenderContext) => [renderMarkdown(run, ctx)] },
] as const satisfies readonly ReportFormat[];

export type ReportFormatName = (typeof REPORT_FORMATS)[number]['name'];
