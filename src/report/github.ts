// Under GitHub Actions: the Markdown summary appended to the job summary ($GITHUB_STEP_SUMMARY) and
// an `::error` workflow command per failed or errored case (`::warning` per warning), escaped as
// GitHub's runner unescapes them, so that bot text can neither end a command early nor start one.
import { isAbsolute, relative } from 'node:path';
import { asView, firstOf, isErrored, isFailed, isWarnedOnly, openRegular, type RunResult, type RunView } from '../core/index.js';
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
export function renderAnnotations(given: RunResult | RunView, opts: AnnotationOptions = {}): string {
  const run = asView(given);
  const file = suiteFile(run.suite.file, opts.cwd);
  const command = (level: 'error' | 'warning' | 'notice', title: string, message: string): string => {
    const props = [...(file ? [`file=${escapeProperty(file)}`] : []), `title=${escapeProperty(safe(title, 200))}`];
    return `::${level} ${props.join(',')}::${escapeData(safe(message, 4000))}`;
  };
  // Cases are read only as far as the annotations shown need; the rest are counted.
  const errors = chain(
    map(run.decisions.each(isFailed), (f) => {
      const details = f.findings.slice(0, 5).map((x) => `${x.kind}/${x.check}: ${x.message}${x.evidence ? `\n  evidence: ${x.evidence}` : ''}`);
      return command('error', `vouch: ${f.id} [${f.category}] failed`, [`${f.passes}/${f.trials} trials passed · ${f.kinds.join(', ')}`, ...details].join('\n'));
    }),
    map(run.decisions.each(isErrored), (e) => command('error', `vouch: ${e.id} ended in error`, e.errorMessages.join('\n'))),
    run.gate.verdict === 'fail' ? [command('error', 'vouch gate: FAIL', run.gate.failed.join('\n'))] : [],
  );
  const errorCount = run.summary.failed + run.summary.errored + (run.gate.verdict === 'fail' ? 1 : 0);
  const warnings = chain(
    map(run.decisions.each(isWarnedOnly), (d) => command('warning', `vouch: ${d.id} [${d.category}] has warnings`, d.warnings.slice(0, 5).map((w) => `${w.kind}/${w.check}: ${w.message}`).join('\n'))),
    [...run.gate.warnings, ...run.warnings].map((w) => command('warning', 'vouch', w)),
  );
  const warningCount = run.decisions.count(isWarnedOnly) + run.gate.warnings.length + run.warnings.length;
  const lines = [...capped(errors, errorCount, 'error', command), ...capped(warnings, warningCount, 'warning', command)];
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/** The sequences one after another, read as far as the reader reads. */
function* chain(...parts: Iterable<string>[]): Generator<string> {
  for (const part of parts) yield* part;
}

/** Lazily: `f` of each item, as the sequence is read. */
function* map<T>(items: Iterable<T>, f: (item: T) => string): Generator<string> {
  for (const item of items) yield f(item);
}

/** The first MAX_ANNOTATIONS of `count` lines, and a notice for the rest. */
function capped(lines: Iterable<string>, count: number, level: string, command: (l: 'notice', t: string, m: string) => string): string[] {
  const shown = firstOf(lines, MAX_ANNOTATIONS);
  if (count <= MAX_ANNOTATIONS) return shown;
  return [...shown, command('notice', 'vouch', `${count - MAX_ANNOTATIONS} more ${level} annotations not shown: see the job summary or the run record`)];
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
