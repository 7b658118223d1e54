// Report stage: renders the run record (console, JSON) and writes it to disk. Reporters render;
// the gate decides. A new format is one file plus one line in REPORT_FORMATS.
import type { RunResult } from '../core/run-result.js';
import { renderConsole } from './console.js';

export { renderConsole } from './console.js';
export { renderTranscript } from './verbose.js';
export { progressBar, type Progress } from './progress.js';
export { openTrialStream, writeRunResult, newRunId, type TrialStream } from './write.js';
export { forTerminal, oneLine } from './escape.js';

export interface ReportFormat {
  readonly name: string;
  render(run: RunResult): string;
}

export const REPORT_FORMATS = [
  { name: 'console', render: (run: RunResult) => renderConsole(run) },
  { name: 'json', render: (run: RunResult) => `${JSON.stringify(run, null, 2)}\n` },
] as const satisfies readonly ReportFormat[];

export type ReportFormatName = (typeof REPORT_FORMATS)[number]['name'];
