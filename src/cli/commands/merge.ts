// `vouch merge DIR…`: the shards of a suite (`--shard i/n`, one CI job each) put back together into
// the record the unsharded run would have written, saved as a run of its own (its folder, its
// trials.jsonl, reports/latest.json) and reported like one, with the gate's exit code.
import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openRegular, toJson, writeAtomically } from '../../core/index.js';
import { exitCode } from '../../gate/index.js';
import { renderConsole, TRIALS_FILE, writeRunResult } from '../../report/index.js';
import { mergeShards, readRunRecord, runFolderOf, type RunRecord } from '../../session/index.js';
import { checkOutput, colorFor, type Io } from '../io.js';
import { shortPath } from './run.js';

export interface MergeFlags {
  readonly output?: string;
  readonly reportsDir: string;
  /** `--no-reports` sets this false. */
  readonly reports?: boolean;
  readonly json?: boolean;
  /** Merge shards of different targets or settings all the same. */
  readonly force?: boolean;
}

export async function mergeCommand(paths: readonly string[], flags: MergeFlags, io: Io): Promise<number> {
  const records = await Promise.all(paths.map((p) => readRunRecord(resolve(io.cwd, p))));
  if (flags.output) await checkOutput(resolve(io.cwd, flags.output));
  const run = mergeShards(records.map((r) => ({ source: shortPath(r.file, io.cwd), run: r.run })), new Date(), { force: flags.force ?? false });
  const human = flags.json ? io.stderr : io.stdout;
  let runFile: string | undefined;
  if (flags.reports !== false) {
    const reportsDir = resolve(io.cwd, flags.reportsDir);
    const dir = join(reportsDir, run.runId);
    await mkdir(dir, { recursive: true });
    await joinJournals(records, join(dir, TRIALS_FILE));
    runFile = await writeRunResult(dir, run, join(reportsDir, 'latest.json'));
  }
  if (flags.output) await writeAtomically(resolve(io.cwd, flags.output), `${toJson(run, 2)}\n`);
  human.write(`merged ${records.length} shard(s)\n`);
  human.write(`${renderConsole(run, { color: colorFor(human, io.env), ...(runFile ? { reportPath: shortPath(runFile, io.cwd) } : {}) })}\n`);
  if (flags.json) io.stdout.write(`${toJson(run, 2)}\n`);
  return exitCode(run);
}

/** The shards' trials.jsonl, one after another in shard order, where they exist. */
async function joinJournals(records: readonly RunRecord[], into: string): Promise<void> {
  const sorted = [...records].sort((a, b) => (a.run.shard?.index ?? 0) - (b.run.shard?.index ?? 0));
  const out = (await openRegular(into, 'w')).createWriteStream();
  for (const record of sorted) {
    const file = join(runFolderOf(record), TRIALS_FILE);
    if (!(await stat(file).catch(() => undefined))?.isFile()) continue;
    await pipeline(createReadStream(file), out, { end: false });
  }
  await new Promise<void>((done, fail) => out.end((e?: Error | null) => (e ? fail(e) : done())));
}

