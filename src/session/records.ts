// Saved runs: the reports folder is the history (design §9). A run is its folder
// (`reports/<run-id>/run.json`), a RunResult file, or a reports folder (its latest.json). A large
// record is read as it is parsed, its cases kept in a scratch store until `close()`.
import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ConfigError, type RunView } from '../core/index.js';
import { readRunResult } from '../report/index.js';

export interface RunRecord {
  /** What the user gave, or the file found for them. */
  readonly source: string;
  /** The record's file. */
  readonly file: string;
  readonly run: RunView;
  /** Lets go of the record's cases. */
  close(): void;
}

/**
 * Reads and checks one saved run; a path that holds none is exit 2, saying what was looked for.
 * With `headOnly` its cases are checked but not kept (a listing of runs needs none).
 */
export async function readRunRecord(path: string, opts: { readonly headOnly?: boolean } = {}): Promise<RunRecord> {
  const file = await recordFile(path);
  try {
    const { run, close } = await readRunResult(file, file, opts);
    return { source: path, file, run, close };
  } catch (error) {
    const issue = error instanceof ConfigError ? error.issues[0] : undefined;
    if (!issue) throw error;
    throw ConfigError.one(file, `not a run record${issue.message.startsWith('not a') ? '' : ' vouch can read'}: ${issue.message.replace(/^not a vouch run record: /, '')}`, issue.path || undefined);
  }
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

/**
 * The runs in a reports folder, newest first (by start time, then run id), heads only; unreadable
 * folders are skipped and named.
 */
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
      runs.push(await readRunRecord(file, { headOnly: true }));
    } catch {
      skipped.push(entry.name);
    }
  }
  runs.sort((a, b) => b.run.startedAt.localeCompare(a.run.startedAt) || b.run.runId.localeCompare(a.run.runId));
  return { runs, skipped };
}

/** The folder of a run record (where its trials.jsonl is). */
export const runFolderOf = (record: RunRecord): string => (basename(record.file) === 'latest.json' ? join(dirname(record.file), record.run.runId) : dirname(record.file));
