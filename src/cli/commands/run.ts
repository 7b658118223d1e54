// `vouch run SUITE` (and the presets `smoke` and `start`): options to runSuite, live progress,
// the console report, the JSON record on stdout with --json, and the exit code from the gate.
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { printable, toJson, type Case, type Trial } from '../../core/index.js';
import { exitCode } from '../../gate/index.js';
import { githubReporter, progressBar, renderConsole, renderTranscript, type Reporter } from '../../report/index.js';
import { runSuite, type RunSuiteOptions } from '../../session/index.js';
import { optionsFrom, type RunFlags } from '../flags.js';
import { colorFor, type Io } from '../io.js';

export async function runCommand(suite: string, flags: RunFlags, io: Io): Promise<number> {
  return execute({ ...optionsFrom(flags, io.cwd), suite: resolve(io.cwd, suite) }, flags, io);
}

/** Runs `options` with the command line's output: progress, transcripts, the report, the exit code. */
export async function execute(options: RunSuiteOptions, flags: RunFlags, io: Io): Promise<number> {
  const human = flags.json ? io.stderr : io.stdout;
  const color = colorFor(human, io.env);
  let progress = progressBar(0, io.stderr, { color: colorFor(io.stderr, io.env), env: io.env });
  const transcripts = flags.verbose ? new Map<string, { c: Case; trials: Trial[] }>() : undefined;
  const { run, runFile, dir, notes, unsaved } = await runSuite({
    ...options,
    reporters: [...(options.reporters ?? []), ...githubReporters(options, human, io)],
    env: io.env,
    ...(io.stop ? { stop: io.stop } : {}),
    ...(io.abort ? { signal: io.abort } : {}),
    on: {
      started: ({ total }) => {
        progress = progressBar(total, io.stderr, { color: colorFor(io.stderr, io.env), env: io.env });
      },
      trial: (trial, c) => {
        progress.tick(trial.status);
        if (transcripts) (transcripts.get(c.id) ?? transcripts.set(c.id, { c, trials: [] }).get(c.id)!).trials.push(trial);
      },
      // On a terminal the progress line is cleared first; it is drawn again on the next trial.
      notice: (message) => io.stderr.write(`${io.stderr.isTTY ? '\r\u001b[K' : ''}vouch: ${message}\n`),
    },
  }).finally(() => progress.done());
  for (const { c, trials } of transcripts?.values() ?? []) human.write(`${renderTranscript(c, trials, { color })}\n\n`);
  const short = (p: string): string => shortPath(p, io.cwd);
  // The rest of a capped list is in the HTML report when one was written, else in the run record.
  const html = dir ? join(dir, 'report.html') : undefined;
  const moreIn = html && options.reports?.includes('html') && existsSync(html) ? short(html) : runFile ? short(runFile) : undefined;
  human.write(`${renderConsole(run, { color, ...(runFile ? { reportPath: short(runFile) } : {}), ...(moreIn ? { moreIn } : {}) })}\n`);
  // Notes quote errors, which may quote a server: shown like any outside text.
  for (const note of notes) human.write(`${printable(note)}\n`);
  if (flags.json) io.stdout.write(`${toJson(run, 2)}\n`);
  // Saved nowhere: the record is printed rather than lost.
  else if (unsaved) io.stderr.write(`the run record:\n${toJson(run, 2)}\n`);
  return exitCode(run);
}

/**
 * Under GitHub Actions: the job summary and `::error`/`::warning` annotations. Commands go to the
 * human output (stderr with --json, so stdout stays pure JSON; the runner reads both).
 */
function githubReporters(options: RunSuiteOptions, human: Io['stdout'], io: Io): Reporter[] {
  if (io.env.GITHUB_ACTIONS !== 'true') return [];
  const summaryFile = io.env.GITHUB_STEP_SUMMARY;
  const moreIn = options.reports?.includes('html') ? 'report.html in the run folder' : 'run.json in the run folder';
  return [githubReporter({ out: human, cwd: io.cwd, moreIn, ...(summaryFile ? { summaryFile } : {}) })];
}

/** A path as the user would type it: relative to where they are, when it is below it. */
export function shortPath(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}
