// `vouch report RUN.json --format FORMAT [--output FILE]`: renders a saved run record in any report
// format. The record is checked against the run schema first (exit 2 naming the file and the JSON
// path when it is not one); rendering never re-judges the run, so the exit code is 0 otherwise.
import { resolve } from 'node:path';
import { EXIT, UsageError, writeAtomically } from '../../core/index.js';
import { REPORT_FORMATS, readRunResult } from '../../report/index.js';
import { checkOutput, type Io } from '../io.js';
import { shortPath } from './run.js';

export interface ReportFlags {
  readonly format: string;
  readonly output?: string;
}

export async function reportCommand(file: string, flags: ReportFlags, io: Io): Promise<number> {
  const format = REPORT_FORMATS.find((f) => f.name === flags.format);
  if (!format) throw new UsageError(`unknown report format "${flags.format}"; known: ${REPORT_FORMATS.map((f) => f.name).join(', ')}`);
  if (flags.output) await checkOutput(resolve(io.cwd, flags.output));
  const run = await readRunResult(resolve(io.cwd, file), file);
  const text = format.render(run, { moreIn: file });
  if (!flags.output) {
    io.stdout.write(text);
    return EXIT.ok;
  }
  const out = resolve(io.cwd, flags.output);
  await writeAtomically(out, text);
  io.stderr.write(`${format.name} report: ${shortPath(out, io.cwd)}\n`);
  return EXIT.ok;
}
