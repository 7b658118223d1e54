// Saved runs: the reports folder is the history (design §9). A run is its folder
// (`reports/<run-id>/run.json`), a RunResult file, or a reports folder (its latest.json).
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ConfigError, type RunResult } from '../core/index.js';
import { runResultSchema } from '../report/index.js';

export interface RunRecord {
  /** What the user gave, or the file found for them. */
  readonly source: string;
  /** The record's file. */
  readonly file: string;
  readonly run: RunResult;
}

/** Reads and checks one saved run; a path that holds none is exit 2, saying what was looked for. */
export async function readRunRecord(path: string): Promise<RunRecord> {
  const file = await recordFile(path);
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw ConfigError.one(file, `not a run record: ${(error as Error).message.slice(0, 200)}`);
  }
  const parsed = runResultSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw ConfigError.one(file, `not a run record vouch can read: ${issue.message}`, issue.path.map(String).join('.'));
  }
  return { source: path, file, run: parsed.data as RunResult };
}

async function recordFile(path: string): Promise<string> {
  const info = await stat(path).catch(() => undefined);
  if (!info) throw ConfigError.one(path, 'no such run folder or file');
  if (info.isFile()) return path;
  for (const name of ['run.json', 'latest.json']) {
    const candidate = join(path, name);
    if ((await stat(candidate).catch(() => undefined))?.isFile()) return candidate;
  }
  throw ConfigError.one(path, 'holds no run.json (a run folder) nor latest.json (a reports folder)');
}

/** The runs in a reports folder, newest first (by start time, then run id); unreadable folders are skipped and named. */
export async function listRunRecords(reportsDir: string): Promise<{ runs: RunRecord[]; skipped: string[] }> {
  const entries = await readdir(reportsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw ConfigError.one(reportsDir, 'no such reports folder: runs are written to ./reports unless --reports-dir says otherwise');
    throw ConfigError.one(reportsDir, `cannot read the reports folder: ${error.message}`);
  });
  const runs: RunRecord[] = [];
  const skipped: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const file = join(reportsDir, entry.name, 'run.json');
    if (!(await stat(file).catch(() => undefined))?.isFile()) continue;
    try {
      runs.push(await readRunRecord(file));
    } catch {
      skipped.push(entry.name);
    }
  }
  runs.sort((a, b) => b.run.startedAt.localeCompare(a.run.startedAt) || b.run.runId.localeCompare(a.run.runId));
  return { runs, skipped };
}

/** The folder of a run record (where its trials.jsonl is). */
export const runFolderOf = (record: RunRecord): string => (basename(record.file) === 'latest.json' ? join(dirname(record.file), record.run.runId) : dirname(record.file));
