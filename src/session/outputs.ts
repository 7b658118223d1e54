// Where a run writes, checked before anything runs (a place vouch cannot write is exit 2, with
// nothing sent to the bot), and the finished record saved so that a write failing after the run
// never loses it: it goes to the temporary folder instead, and the user is told where.
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileProblem, UsageError, writeChunksAtomically, writeProblem, type RunView } from '../core/index.js';
import { copyAtomically, recordChunks, writeRunResult } from '../report/index.js';
import type { RunSuiteOptions } from './options.js';

/** Every file the run will write, tried now; throws UsageError (exit 2) naming each that cannot be written. */
export async function checkOutputs(o: RunSuiteOptions): Promise<void> {
  const places: [string, string][] = [];
  if (o.reportsDir !== false) places.push(['--reports-dir', join(resolve(o.reportsDir ?? 'reports'), 'latest.json')]);
  if (o.output) places.push(['--output', resolve(o.output)]);
  if (o.record) places.push(['--record', resolve(o.record)]);
  const problems: string[] = [];
  for (const [flag, file] of places) {
    const problem = await writeProblem(file);
    if (problem) problems.push(`${flag}: cannot write ${flag === '--reports-dir' ? `reports under ${join(file, '..')}` : file}: ${problem}`);
  }
  if (problems.length > 0) throw new UsageError(`${problems.join('\n')}\nnothing was run; choose a place vouch can write to`);
}

export interface Saved {
  readonly runFile?: string;
  readonly notes: readonly string[];
  /** True when the record could be written nowhere at all: the caller should show it. */
  readonly unsaved: boolean;
}

/**
 * Writes run.json (and latest.json) into the run's folder and to `output` (a copy of run.json when
 * there is one), case by case; whatever fails goes to the temporary folder.
 */
export async function saveRun(run: RunView, where: { dir?: string; latest?: string; output?: string }): Promise<Saved> {
  const notes: string[] = [];
  let runFile: string | undefined;
  let failed = false;
  if (where.dir) {
    try {
      runFile = await writeRunResult(where.dir, run, where.latest);
    } catch (error) {
      failed = true;
      notes.push(`could not write the run record into ${where.dir}: ${fileProblem(error)}`);
    }
  }
  if (where.output) {
    try {
      await (runFile ? copyAtomically(runFile, where.output) : writeChunksAtomically(where.output, recordChunks(run)));
    } catch (error) {
      failed = true;
      notes.push(`could not write the run record to ${where.output}: ${fileProblem(error)}`);
    }
  }
  if (!failed) return { ...(runFile ? { runFile } : {}), notes, unsaved: false };
  const rescue = join(tmpdir(), `vouch-${run.runId}.json`);
  try {
    await writeChunksAtomically(rescue, recordChunks(run));
    notes.push(`the run record was saved to ${rescue} instead`);
    return { runFile: runFile ?? rescue, notes, unsaved: false };
  } catch (error) {
    notes.push(`the run record could not be saved anywhere (${fileProblem(error)})`);
    return { ...(runFile ? { runFile } : {}), notes, unsaved: true };
  }
}
