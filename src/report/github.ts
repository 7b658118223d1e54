// Under GitHub Actions: the Markdown summary appended to the job summary ($GITHUB_STEP_SUMMARY) and
// an `::error` workflow command per failed or errored case (`::warning` per warning), escaped as
// GitHub's runner unescapes them, so that bot text can neither end a command early nor start one.
import { isAbsolute, relative } from 'node:path';
import { openRegular, type RunResult } from '../core/index.js';
import { forTerminal } from './escape.js';
import { renderMarkdown } from './markdown.js';
import type { Reporter } from './reporter.js';

/** Annotations of each level written at most (GitHub shows only the first few per step anyway). */
const MAX_ANNOTATIONS = 50;

/** A command's message: `%`, CR and LF encoded (GitHub's rule for data). */
export const escapeData = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** A command's property value: as data, and `:` and `,` too, which end a property. */
export const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

export interface AnnotationOptions {
  /** The repository root the suite file's path is given from (annotations point at the file). */
  readonly cwd?: string;
}

/**
 * The workflow commands for a run, one per line: errors for failed and errored cases and a failed
 * gate, warnings for cases with warnings, the gate's and the run's warnings.
 *
 * @example process.stdout.write(renderAnnotations(run, { cwd: process.cwd() }));
 */
export function renderAnnotations(run: RunResult, opts: AnnotationOptions = {}): string {
  const file = suiteFile(run.suite.file, opts.cwd);
  const command = (level: 'error' | 'warning' | 'notice', title: string, message: string): string => {
    const props = [...(file ? [`file=${escapeProperty(file)}`] : []), `title=${escapeProperty(safe(title, 200))}`];
    return `::${level} ${props.join(',')}::${escapeData(safe(message, 4000))}`;
  };
  const errors: string[] = [];
  for (const f of run.failures) {
    const details = f.findings.slice(0, 5).map((x) => `${x.kind}/${x.check}: ${x.message}${x.evidence ? `\n  evidence: ${x.evidence}` : ''}`);
    errors.push(command('error', `vouch: ${f.id} [${f.category}] failed`, [`${f.passes}/${f.trials} trials passed · ${f.kinds.join(', ')}`, ...details].join('\n')));
  }
  for (const e of run.errors) errors.push(command('error', `vouch: ${e.id} ended in error`, e.messages.join('\n')));
  if (run.gate.verdict === 'fail') errors.push(command('error', 'vouch gate: FAIL', run.gate.failed.join('\n')));
  const warnings: string[] = [];
  for (const d of run.cases.filter((c) => c.warnings.length > 0 && c.status !== 'fail')) {
    warnings.push(command('warning', `vouch: ${d.id} [${d.category}] has warnings`, d.warnings.slice(0, 5).map((w) => `${w.kind}/${w.check}: ${w.message}`).join('\n')));
  }
  for (const w of [...run.gate.warnings, ...run.warnings]) warnings.push(command('warning', 'vouch', w));
  const lines = [...capped(errors, 'error', command), ...capped(warnings, 'warning', command)];
  return lines.length ? `${lines.join('\n')}\n` : '';
}

function capped(lines: string[], level: string, command: (l: 'notice', t: string, m: string) => string): string[] {
  if (lines.length <= MAX_ANNOTATIONS) return lines;
  return [...lines.slice(0, MAX_ANNOTATIONS), command('notice', 'vouch', `${lines.length - MAX_ANNOTATIONS} more ${level} annotations not shown: see the job summary or the run record`)];
}

/** Controls visible (a CI log is a terminal too), capped. */
const safe = (s: string, max: number): string => forTerminal(s, max);

/** The suite file as a path inside the repository, or nothing when it is outside (no annotation can point there). */
function suiteFile(file: string, cwd: string | undefined): string | undefined {
  const rel = isAbsolute(file) ? (cwd ? relative(cwd, file) : '') : file;
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split('\\').join('/') : undefined;
}

export interface GithubOptions extends AnnotationOptions {
  /** $GITHUB_STEP_SUMMARY: the job summary file the Markdown is appended to. */
  readonly summaryFile?: string;
  /** Where workflow commands go (the runner reads them from the step's output). */
  readonly out: { write(s: string): unknown };
  /** Where the full report is, for the summary's "… N more" line. */
  readonly moreIn?: string;
}

/**
 * The GitHub Actions reporter: job summary and annotations.
 *
 * @example reporters: env.GITHUB_ACTIONS === 'true' ? [githubReporter({ summaryFile: env.GITHUB_STEP_SUMMARY, out: process.stdout })] : []
 */
export function githubReporter(opts: GithubOptions): Reporter {
  return {
    name: 'github',
    async onRunEnd(run) {
      opts.out.write(renderAnnotations(run, opts));
      if (!opts.summaryFile) return ['GitHub job summary not written: GITHUB_STEP_SUMMARY is not set'];
      const summary = await openRegular(opts.summaryFile, 'a');
      try {
        await summary.writeFile(`${renderMarkdown(run, opts.moreIn ? { moreIn: opts.moreIn } : {})}\n`);
      } finally {
        await summary.close();
      }
      return [];
    },
  };
}
