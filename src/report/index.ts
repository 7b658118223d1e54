// Report stage: renders the run record and writes it; never decides an outcome. Reporters read
// only the RunResult (and, live, the trials); a new file format is one file plus one line in
// REPORT_FORMATS.
import { toJson, type RunResult } from '../core/index.js';
import { renderConsole } from './console.js';
import { renderHtml } from './html/index.js';
import { renderJunit } from './junit.js';
import { renderMarkdown } from './markdown.js';

export { renderConsole } from './console.js';
export { renderTranscript } from './verbose.js';
export { renderTranscript as renderJudgeTranscript } from './judge-transcript.js';
export { progressBar, type Progress } from './progress.js';
export { openTrialStream, writeRunResult, writeRunIdentity, newRunId, IDENTITY_FILE, TRIALS_FILE, type TrialStream } from './write.js';
export { forTerminal, oneLine } from './escape.js';
export { fanOut, type Reporter, type ReportContext, type FannedOut } from './reporter.js';
export { pinsReporter, updatePins, applyPinUpdates, renderPins, type PinUpdate } from './pins.js';
export { recordReporter } from './record.js';
export { runResultSchema, runResultJsonSchema } from './schema.js';
export { readRunResult, parseRunResult } from './read.js';
export { renderHtml, CONTENT_SECURITY_POLICY } from './html/index.js';
export { renderJunit } from './junit.js';
export { renderMarkdown } from './markdown.js';
export { githubReporter, renderAnnotations, escapeData, escapeProperty } from './github.js';

/** A format a saved run can be rendered to (`vouch report RUN.json --format NAME`). */
export interface ReportFormat {
  readonly name: string;
  /** The file it is written to in a run's folder (`--report NAME`). */
  readonly file: string;
  render(run: RunResult, ctx?: RenderContext): string;
}

export interface RenderContext {
  /** Where a reader finds what a capped list leaves out ("report.html"); default the run record. */
  readonly moreIn?: string;
}

export const REPORT_FORMATS = [
  { name: 'json', file: 'run.json', render: (run: RunResult) => `${toJson(run, 2)}\n` },
  { name: 'console', file: 'summary.txt', render: (run: RunResult, ctx?: RenderContext) => `${renderConsole(run, { color: false, ...ctx })}\n` },
  { name: 'html', file: 'report.html', render: (run: RunResult) => renderHtml(run) },
  { name: 'junit', file: 'junit.xml', render: (run: RunResult) => renderJunit(run) },
  { name: 'markdown', file: 'summary.md', render: (run: RunResult, ctx?: RenderContext) => renderMarkdown(run, ctx) },
] as const satisfies readonly ReportFormat[];

export type ReportFormatName = (typeof REPORT_FORMATS)[number]['name'];
