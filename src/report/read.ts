// Reading a saved run record (`vouch report RUN.json`): any JSON file a user names is untrusted
// input, checked against the published schema before a reporter sees it.
import { readFile } from 'node:fs/promises';
import { ConfigError, type Issue, type RunResult } from '../core/index.js';
import { jsonPath } from '../load/index.js';
import { runResultSchema } from './schema.js';

/** Issues named after the file, at most this many (a wrong file would list every field). */
const MAX_ISSUES = 10;

/**
 * The RunResult in `file`, or a ConfigError (exit 2) naming the file, the JSON path and what is wrong.
 *
 * @example const run = await readRunResult('reports/latest.json');
 */
export async function readRunResult(path: string, shown = path): Promise<RunResult> {
  const text = await readFile(path, 'utf8').catch((e: NodeJS.ErrnoException) => {
    throw ConfigError.one(shown, e.code === 'ENOENT' ? 'file not found' : e.code === 'EISDIR' ? 'is a folder: name its run.json' : `cannot read: ${e.message}`);
  });
  return parseRunResult(shown, text);
}

export function parseRunResult(file: string, text: string): RunResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw ConfigError.one(file, `not a vouch run record: invalid JSON (${(error as Error).message})`);
  }
  const parsed = runResultSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues: Issue[] = parsed.error.issues.slice(0, MAX_ISSUES).map((i) => ({ file, path: jsonPath(i.path), message: i.message }));
  const more = parsed.error.issues.length - issues.length;
  if (more > 0) issues.push({ file, path: '', message: `… and ${more} more problems: is this a vouch run.json?` });
  throw new ConfigError(issues);
}

